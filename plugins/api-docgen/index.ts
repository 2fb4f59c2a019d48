import path from 'node:path';
import type { LoadContext, QuirePlugin } from 'quire';
import { logger } from 'quire/plugin-utils';
import type { ComponentData } from './componentData';
import { dataFileName, dataFilePath, PLUGIN_NAME } from './dataFiles';
import { readApiDocgenOptions } from './options';
import { loadComponents } from './loadComponents';
import { API_COMPONENT, remarkApiDocgen } from './remarkApi';
import { resolveEntries } from './resolveEntries';

export type { ApiDocgenOptions, ApiEntry } from './options';
export type { ComponentData, PropRow } from './componentData';
export { typeText, defaultText } from './propRows';
export { ownPropsOnly } from './readComponents';

/** What `loadContent` read: every entry's table. */
export interface ApiDocgenContent {
  components: ComponentData[];
}

/**
 * `quire/plugins/api-docgen`: `<API moduleName="Badge" />` in an `.mdx` page renders the props
 * table of a React component listed in the options (name, type, default, required, description
 * from its JSDoc; a `@zh` tag, or a tag named for any other language of the site, gives that
 * language's description).
 *
 * - Main thread, `loadContent`: react-docgen-typescript reads every entry on one TypeScript
 *   program; `contentLoaded` writes one JSON file per component (`createData`).
 * - Compile threads: a remark step checks each `<API>`'s name (an unknown one fails the page's
 *   compile at the element, listing the known names) and imports that component's JSON into the
 *   page as the element's `data`. No TypeScript runs per page, and only the pages that document a
 *   component carry its data.
 * - Browser: the `API` component (given through `markdown.components`, so only pages that use it
 *   download it) renders the table with the theme's table styles.
 * - Dev: a change to an entry's file reads the components again and rewrites their JSON, which
 *   webpack picks up.
 */
export default function apiDocgenPlugin(context: LoadContext, options: unknown): QuirePlugin<ApiDocgenContent> {
  const { entries, tsconfig, parserOptions } = readApiDocgenOptions(options);
  const dataFiles = Object.fromEntries(Object.keys(entries).map((moduleName) => [moduleName, dataFilePath({ generatedFilesDir: context.generatedFilesDir, moduleName })]));
  const otherLangs = context.langs.filter((lang) => lang !== context.defaultLang);
  return {
    name: PLUGIN_NAME,
    async loadContent() {
      const resolved = resolveEntries({ entries, siteDir: context.siteDir });
      const { components, cached, ms } = await loadComponents({
        entries: resolved,
        siteDir: context.siteDir,
        dataDir: path.join(context.generatedFilesDir, PLUGIN_NAME),
        quireVersion: context.quireVersion,
        tsconfig,
        parserOptions,
        langs: otherLangs,
      });
      if (process.env.QUIRE_PERF === '1' || process.env.QUIRE_PERF === 'true') {
        logger.info(`api-docgen: ${cached ? 'cached tables of' : 'read'} ${components.length} component(s) in ${Math.round(ms)} ms`);
      }
      return { components };
    },
    async contentLoaded({ content, actions }) {
      await Promise.all(content.components.map((component) => actions.createData(dataFileName(component.moduleName), component)));
    },
    getPathsToWatch: () => Object.values(entries).map((entry) => path.resolve(context.siteDir, typeof entry === 'string' ? entry : entry.path)),
    markdown: {
      remarkPlugins: [[remarkApiDocgen, { dataFiles }]],
      // Browser code is bundled from source: the package's folder, not lib/.
      components: { [API_COMPONENT]: path.join(context.quireDir, 'plugins', 'api-docgen', 'client', 'API.tsx') },
    },
  };
}
