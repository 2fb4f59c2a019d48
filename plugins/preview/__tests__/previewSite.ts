import path from 'node:path';
import { builtFixture } from '../../../test-utils/servedSites';

const fixtureDir = path.join(__dirname, '__fixtures__', 'site');

/**
 * The preview fixture (`__fixtures__/site`: base `/docs/`; inline demos in an `.mdx` page, iframe
 * demos in a `.md` page, a demo that fails in the browser only), built once per test run.
 * Returns the site's folder (its output in `dist/`).
 */
export function builtPreviewSite(): Promise<string> {
  return builtFixture({ variant: 'preview-site', fixtureDir });
}
