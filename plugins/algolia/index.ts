import path from 'node:path';
import type { LoadContext, QuirePlugin } from 'quire';
import { resolveAlgoliaOptions, type AlgoliaOptions } from './options';

export type {
  AlgoliaOptions,
  AlgoliaSearchParameters,
  AlgoliaTranslations,
  FacetFilters,
  ResolvedAlgoliaOptions,
} from './options';
export { algoliaOptionsSchema } from './options';

/**
 * The module the modal imports its options from: the JSON file `contentLoaded` writes, by a
 * webpack alias, so the options ship in the modal's lazy chunk, not in every page's main bundle.
 */
export const OPTIONS_MODULE = '@quire-algolia/options';

/** The host DocSearch queries first: the browser opens its connection while the page loads. */
export function algoliaSearchHost(appId: string): string {
  return `https://${appId}-dsn.algolia.net`;
}

/**
 * The `algolia` plugin (CONTRACT §7): DocSearch against a hosted Algolia index instead of the
 * local search. Its theme layer gives `@theme/Search` (the navbar's search box, `theme/Search`),
 * whose modal, styles and options load on the first sign of intent (hover, focus, Ctrl/Cmd+K,
 * `/`): the options are a JSON module (`createData`) that the modal imports as `OPTIONS_MODULE`.
 * Every page gets a `preconnect` to the application's host. A site that lists this plugin gets no
 * local search (no index is built, nothing of it is bundled): see `REPLACES_LOCAL_SEARCH`.
 */
export default function algoliaPlugin(context: LoadContext, options: AlgoliaOptions): QuirePlugin {
  const resolved = resolveAlgoliaOptions(options);
  let optionsFile: string | undefined;
  return {
    name: 'algolia',
    // Browser code is bundled from source: the package's folder, not lib/.
    getThemePath: () => path.join(context.quireDir, 'plugins', 'algolia', 'theme'),
    async contentLoaded({ actions }) {
      optionsFile = await actions.createData('options.json', resolved);
    },
    configureWebpack() {
      if (!optionsFile) throw new Error('configureWebpack ran before contentLoaded wrote the options.');
      return { resolve: { alias: { [`${OPTIONS_MODULE}$`]: optionsFile } } };
    },
    injectHtmlTags: () => ({
      headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: algoliaSearchHost(resolved.appId), crossorigin: true } }],
    }),
  };
}

/**
 * The mark of a plugin that brings its own `@theme/Search`: Quire's built-in plugins leave the
 * local search out of a site whose config lists one (core/server/plugins/builtinPlugins.ts reads
 * it, under this `Symbol.for` key, so copies of the module agree).
 */
export const REPLACES_LOCAL_SEARCH = Symbol.for('quire.plugin.replacesLocalSearch');
Object.defineProperty(algoliaPlugin, REPLACES_LOCAL_SEARCH, { value: true });
