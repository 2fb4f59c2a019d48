import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, PluginConfig } from '../../types';
import docsPlugin from '../../../plugins/docs';
import lastUpdatedPlugin from '../../../plugins/last-updated';
import mediumZoomPlugin from '../../../plugins/medium-zoom';
import searchPlugin from '../../../plugins/search';
import { themePlugin } from '../../../theme/plugin';
import { unwrapPluginHelper } from './definePlugin';

/** The mark (a `Symbol.for` key, set to true) of a plugin that brings its own search: the algolia plugin's factory. */
const REPLACES_LOCAL_SEARCH = Symbol.for('quire.plugin.replacesLocalSearch');

/**
 * Whether the config lists a plugin marked as replacing the local search (a factory, a helper, a
 * module name, an inline object). A module that does not load is left to initPlugins to report.
 */
function configReplacesLocalSearch(context: LoadContext): boolean {
  const requireFromSite = createRequire(path.join(context.siteDir, 'noop.js'));
  return context.siteConfig.plugins.some((entry) => {
    let target: unknown = Array.isArray(entry) ? entry[0] : entry;
    if (typeof target === 'string') {
      try {
        const mod = requireFromSite(target) as { default?: unknown } | undefined;
        target = mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod;
      } catch {
        return false;
      }
    }
    target = unwrapPluginHelper(target);
    return (typeof target === 'function' || (typeof target === 'object' && target !== null)) && (target as Record<symbol, unknown>)[REPLACES_LOCAL_SEARCH] === true;
  });
}

/**
 * Plugins every site gets, before the ones its config lists: the docs plugin (pages from
 * `docs/`), the local search plugin unless `search` is off or a config plugin replaces it (algolia), the last-updated plugin when `themeConfig.lastUpdated` is on, the image zoom unless `mediumZoom: false`, and the default theme as a theme layer when it is present.
 */
export function builtinPlugins(context: LoadContext): { entry: PluginConfig; source: string }[] {
  const themeDir = path.join(context.quireDir, 'theme');
  const builtins: { entry: PluginConfig; source: string }[] = [{ entry: [docsPlugin, {}], source: 'built-in docs plugin' }];
  const search = context.siteConfig.search;
  if (search !== false && search.mode === 'local' && !configReplacesLocalSearch(context)) {
    // Its worker task reads the compiled pages' `.md` twins; in dev it serves its index itself (serveDevRequest).
    builtins.push({ entry: [searchPlugin, {}], source: 'built-in search plugin (search.mode: local)' });
  }
  if (context.siteConfig.themeConfig.lastUpdated) {
    builtins.push({ entry: [lastUpdatedPlugin, {}], source: 'built-in last-updated plugin (themeConfig.lastUpdated)' });
  }
  const { mediumZoom } = context.siteConfig;
  if (mediumZoom !== false) {
    builtins.push({ entry: [mediumZoomPlugin, mediumZoom === true ? {} : mediumZoom], source: 'built-in medium-zoom plugin (config mediumZoom; set it to false to list the plugin yourself)' });
  }
  if (fs.existsSync(path.join(themeDir, 'index.ts'))) {
    // The theme plugin: its components as a theme layer, and the inline head script (appearance, banner).
    builtins.push({ entry: themePlugin({ context }), source: 'built-in default theme' });
  }
  return builtins;
}
