import path from 'node:path';
import type { PluginActions, QuirePlugin, RouteConfig, RouteRecord } from '../../types';
import { QuireError } from '../../errors';
import { pluginHookError } from './hookError';
import { writeIfChanged } from '../codegen/generate';
import { pluginDataDir } from './virtualPagePath';
import { LAZY_COMPONENT_MODULE } from '../../shared/lazyComponent';

/** What one plugin produced in one phase: collected by its actions, read back by the core. */
export interface ActionsResult {
  routes: RouteRecord[];
  globalData?: unknown;
  hasGlobalData: boolean;
}

/**
 * The actions object a plugin receives in `contentLoaded` / `allContentLoaded`. Routes and global
 * data are collected (not applied), so a plugin can be re-run alone in dev and its results swapped.
 */
export function createPluginActions({
  pluginName,
  generatedFilesDir,
  plugins,
}: {
  pluginName: string;
  generatedFilesDir: string;
  /** Every plugin of the site, whose `extendPageData` hooks `extendPageData` runs. */
  plugins: readonly QuirePlugin[];
}): { actions: PluginActions; result: ActionsResult } {
  const result: ActionsResult = { routes: [], hasGlobalData: false };
  const dataDir = pluginDataDir({ generatedFilesDir, plugin: pluginName });
  const actions: PluginActions = {
    addRoute(route: RouteConfig) {
      if (typeof route?.path !== 'string' || !route.path.startsWith('/')) {
        throw new QuireError(`Plugin "${pluginName}" added a route without a path starting with "/": ${JSON.stringify(route?.path)}.`);
      }
      if (typeof route.component !== 'string') {
        throw new QuireError(`Plugin "${pluginName}" added route ${route.path} without a component module path.`);
      }
      if (route.modules && LAZY_COMPONENT_MODULE in route.modules) {
        throw new QuireError(`Plugin "${pluginName}" added route ${route.path} with a module key "${LAZY_COMPONENT_MODULE}", which Quire reserves for lazy route components: rename it.`);
      }
      const unknownDeferred = (route.deferredModules ?? []).filter((key) => !(key in (route.modules ?? {})));
      if (unknownDeferred.length > 0) {
        throw new QuireError(`Plugin "${pluginName}" added route ${route.path} with deferredModules that are not among its modules: ${unknownDeferred.join(', ')}.`);
      }
      result.routes.push({
        ...route,
        modules: route.lazyComponent ? { ...route.modules, [LAZY_COMPONENT_MODULE]: route.component } : (route.modules ?? {}),
        metadata: route.metadata ?? {},
        exact: route.exact ?? true,
        plugin: pluginName,
      });
    },
    async createData(name: string, data: unknown) {
      const file = path.join(dataDir, name.endsWith('.json') ? name : `${name}.json`);
      if (!file.startsWith(dataDir + path.sep)) {
        throw new QuireError(`Plugin "${pluginName}" called createData with a name outside its folder: ${name}.`);
      }
      await writeIfChanged(file, JSON.stringify(data));
      return file;
    },
    async extendPageData(args) {
      for (const plugin of plugins) {
        if (!plugin.extendPageData) continue;
        try {
          await plugin.extendPageData(args);
        } catch (error) {
          throw pluginHookError({ pluginName: plugin.name, hook: `extendPageData for ${args.sourceFilePath}`, error });
        }
      }
    },
    setGlobalData(data: unknown) {
      result.globalData = data;
      result.hasGlobalData = true;
    },
  };
  return { actions, result };
}
