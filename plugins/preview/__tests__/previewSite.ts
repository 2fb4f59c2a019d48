import path from 'node:path';
import { builtSite } from '../../../test-utils/builtSites';
import { copyFixtureTo } from '../../../test-utils/fixtures';
import { runQuire } from '../../../test-utils/runQuire';

const fixtureDir = path.join(__dirname, '__fixtures__', 'site');

/**
 * The preview fixture (`__fixtures__/site`: base `/docs/`; inline demos in an `.mdx` page, iframe
 * demos in a `.md` page, a demo that fails in the browser only), built once per test run.
 * Returns the site's folder (its output in `dist/`).
 */
export function builtPreviewSite(): Promise<string> {
  return builtSite({
    variant: 'preview-site',
    build: async (dir) => {
      copyFixtureTo({ fixtureDir, target: dir });
      const build = await runQuire(['build', dir], { timeout: 240_000 });
      if (build.code !== 0) throw new Error(`the preview fixture did not build:\n${build.stdout}\n${build.stderr}`);
    },
  });
}
