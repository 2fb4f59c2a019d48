import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, PluginConfig } from '../../types';
import docsPlugin from '../../../plugins/docs';
import lastUpdatedPlugin from '../../../plugins/last-updated';
import searchPlugin from '../../../plugins/search';
import { themePlugin } from '../../../theme/plugin';

/**
 * Plugins every site gets, before the ones its config lists: the docs plugin (pages from
 * `docs/`), the local search plugin unless `search` is off, the last-updated plugin when `themeConfig.lastUpdated` is on, and the default theme as a theme layer when it is present.
 */
export function builtinPlugins(context: LoadContext): { entry: PluginConfig; source: string }[] {
  const themeDir = path.join(context.quireDir, 'theme');
  const builtins: { entry: PluginConfig; source: string }[] = [{ entry: [docsPlugin, {}], source: 'built-in docs plugin' }];
  const search = context.siteConfig.search;
  if (search !== false && search.mode === 'local') {
    // Its postBuild reads postBuild's `pages` and their `.md` twins; in dev it serves its index itself (serveDevRequest).
    builtins.push({ entry: [searchPlugin, {}], source: 'built-in search plugin (search.mode: local)' });
  }
  if (context.siteConfig.themeConfig.lastUpdated) {
    builtins.push({ entry: [lastUpdatedPlugin, {}], source: 'built-in last-updated plugin (themeConfig.lastUpdated)' });
  }
  if (fs.existsSync(path.join(themeDir, 'index.ts'))) {
    // The theme plugin: its components as a theme layer, and the inline head script (appearance, banner).
    builtins.push({ entry: themePlugin({ context }), source: 'built-in default theme' });
  }
  return builtins;
}
