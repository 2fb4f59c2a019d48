import fs from 'node:fs';
import path from 'node:path';
import { builtSite } from '../../../test-utils/builtSites';
import { copyFixtureTo } from '../../../test-utils/fixtures';
import { runQuire } from '../../../test-utils/runQuire';

/**
 * The algolia fixture (`__fixtures__/algolia-site`: English and Chinese, base `/docs/`), built once
 * per Jest run, as it is (`algolia`) or without the plugin, so with the local search (`local`), to
 * compare what a page loads.
 */

const fixtureDir = path.join(__dirname, '__fixtures__', 'algolia-site');

export function builtAlgoliaSite({ variant = 'algolia' }: { variant?: 'algolia' | 'local' } = {}): Promise<string> {
  return builtSite({
    variant: `algolia-site-${variant}`,
    build: async (site) => {
      copyFixtureTo({ fixtureDir, target: site });
      if (variant === 'local') {
        const config = path.join(site, 'quire.config.ts');
        const source = fs.readFileSync(config, 'utf8');
        const without = source.replace(/\n {2}plugins: \[[\s\S]*?\n {2}\],\n/, '\n');
        if (without === source) throw new Error('the algolia fixture config has no plugins list to remove');
        fs.writeFileSync(config, without);
      }
      const build = await runQuire(['build', site], { timeout: 240_000 });
      if (build.code !== 0) throw new Error(`the algolia fixture (${variant}) did not build:\n${build.stdout}\n${build.stderr}`);
    },
  });
}
