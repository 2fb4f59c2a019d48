import path from 'node:path';
import { builtSite } from '../../../test-utils/builtSites';
import { copyFixtureTo } from '../../../test-utils/fixtures';
import { runQuire } from '../../../test-utils/runQuire';

export const fixtureDir = path.join(__dirname, '__fixtures__', 'site');

/**
 * `__fixtures__/site` built once per test run (shared by the build and browser tests): English
 * and Chinese pages documenting the fixture's Button and the theme's Badge, Tabs, Tab,
 * PackageManagerTabs and Steps, and a page without any table.
 */
export function builtApiSite(): Promise<string> {
  return builtSite({
    variant: 'api-docgen-site',
    build: async (dir) => {
      copyFixtureTo({ fixtureDir, target: dir });
      const build = await runQuire(['build', dir], { timeout: 240_000, env: { QUIRE_PERF: '1' } });
      if (build.code !== 0) throw new Error(`the api-docgen fixture did not build:\n${build.stdout}\n${build.stderr}`);
    },
  });
}
