import path from 'node:path';
import type { LoadContext, QuirePlugin } from 'quire';
import { createDevSearchIndex } from './devIndex';
import type { SearchIndexTaskInput } from './indexTask';

export { buildSearchIndexes, type SearchPageInput } from './buildIndex';
export { searchAssets, searchPagesOf, SEARCH_ASSETS_DIR, SEARCH_MANIFEST, type SearchPageSource } from './assets';
export type { SearchIndexTaskInput, SearchTaskPage } from './indexTask';

/**
 * The local search (CONTRACT §7): one full-text index per language of every page that has a `.md`
 * twin, cut into sections at its h2/h3 headings. The index is built by a worker task
 * (`indexTask.ts`) on a thread of its own once every page has compiled, while the pages render:
 * its text is the twins the build has written (plain Markdown: no frontmatter, no JSX), so
 * no page is parsed twice; titles and tocs are the compiled pages' (`workerTask`'s `pages`). In dev
 * the same files are built on request (`serveDevRequest`). The browser side is the plugin's own
 * theme layer: `@theme/Search` (theme/Search), the navbar's search box and dialog; without the
 * plugin, the fallback theme's `Search` renders nothing.
 */
export default function searchPlugin(context: LoadContext): QuirePlugin {
  const search = context.siteConfig.search;
  const codeBlocks = search === false ? true : search.codeBlocks;
  let devIndex: ReturnType<typeof createDevSearchIndex> | undefined;
  return {
    name: 'search',
    // Browser code is bundled from source: the package's folder, not lib/.
    getThemePath: () => path.join(context.quireDir, 'plugins', 'search', 'theme'),
    workerTask({ pages }) {
      const input: SearchIndexTaskInput = {
        pages: pages.map(({ routePath, lang, title, toc, markdownFile }) => ({
          routePath,
          lang,
          title,
          toc: toc.map(({ text, id, depth }) => ({ text, id, depth })),
          markdownFile,
        })),
        codeBlocks,
        cacheDir: path.join(context.generatedFilesDir, 'cache', 'search'),
      };
      return { module: require.resolve('./indexTask'), input };
    },
    serveDevRequest(args) {
      devIndex ??= createDevSearchIndex({ codeBlocks });
      return devIndex(args);
    },
  };
}
