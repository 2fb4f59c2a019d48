import path from 'node:path';
import { builtFixture } from '../../../test-utils/servedSites';

export const fixtureDir = path.join(__dirname, '__fixtures__', 'site');

/**
 * `__fixtures__/site` built once per test run (shared by the build and browser tests): English
 * and Chinese pages documenting the fixture's Button and the theme's Badge, Tabs, Tab,
 * PackageManagerTabs and Steps, and a page without any table.
 */
export function builtApiSite(): Promise<string> {
  return builtFixture({ variant: 'api-docgen-site', fixtureDir, env: { QUIRE_PERF: '1' } });
}
