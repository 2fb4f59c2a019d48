import type { Configuration } from 'webpack';
import { merge } from 'webpack-merge';
import type { Site } from '../server/site';
import { pluginHookError } from '../server/plugins/hookError';
import { createUtils } from './base';

/** Lets each plugin adjust the webpack config: its return value is merged in with webpack-merge. */
export function applyConfigureWebpack({ site, config }: { site: Site; config: Configuration }): Configuration {
  const utils = createUtils({ isDev: site.context.mode === 'development' });
  let result = config;
  for (const { plugin, content } of site.plugins) {
    if (!plugin.configureWebpack) continue;
    let partial: Configuration | void;
    try {
      partial = plugin.configureWebpack({ config: result, utils, content });
    } catch (error) {
      throw pluginHookError({ pluginName: plugin.name, hook: 'configureWebpack', error });
    }
    if (partial) result = merge(result, partial);
  }
  return result;
}
