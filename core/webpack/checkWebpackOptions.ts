import { disableValidation, enableValidation } from 'schema-utils';
import type { Site } from '../server/site';

/**
 * Whether the webpack plugins' and loaders' options are checked against their JSON schemas.
 * schema-utils compiles its ajv instance and each schema the first time (measured: 250-300 ms at
 * every dev start, before the first compile, for webpack-dev-middleware's alone), a cost worth
 * paying only when someone but Quire writes options: when no plugin of the site's config
 * configures webpack, every option comes from Quire, whose tests cover them, and the check is
 * skipped. A site plugin with `configureWebpack` turns it back on, for its own loaders' sake.
 */
export function checkWebpackOptions({ site }: { site: Site }): void {
  if (site.plugins.some(({ plugin, builtin }) => !builtin && plugin.configureWebpack)) enableValidation();
  else disableValidation();
}
