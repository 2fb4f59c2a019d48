import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, QuirePlugin } from 'quire';
import { searchAssets, searchPagesOf, writeSearchAssets } from './assets';
import { createDevSearchIndex } from './devIndex';

export { buildSearchIndexes, type SearchPageInput } from './buildIndex';
export { searchAssets, searchPagesOf, SEARCH_ASSETS_DIR, SEARCH_MANIFEST, type SearchPageSource } from './assets';

/**
 * The local search (CONTRACT §7): after the build, one full-text index per language of every
 * page that has a `.md` twin, cut into sections at its h2/h3 headings. The text is the twin, which
 * the build has already written next to its HTML (plain Markdown: no frontmatter, no JSX), so
 * no page is parsed twice; titles and tocs come from `postBuild`'s `pages`. In dev the same files
 * are built on request (`serveDevRequest`). The browser side is the plugin's own theme layer:
 * `@theme/Search` (theme/Search), the navbar's search box and dialog; without the plugin, the
 * fallback theme's `Search` renders nothing.
 */
export default function searchPlugin(context: LoadContext): QuirePlugin {
  const search = context.siteConfig.search;
  const codeBlocks = search === false ? true : search.codeBlocks;
  let devIndex: ReturnType<typeof createDevSearchIndex> | undefined;
  return {
    name: 'search',
    // Browser code is bundled from source: the package's folder, not lib/.
    getThemePath: () => path.join(context.quireDir, 'plugins', 'search', 'theme'),
    async postBuild({ outDir, pages }) {
      const inputs = await searchPagesOf({
        pages: pages.filter((page) => page.markdownFile !== undefined),
        readMarkdown: (page) => fs.readFile(path.join(outDir, page.markdownFile!), 'utf8').catch(() => undefined),
      });
      await writeSearchAssets({ outDir, files: searchAssets({ pages: inputs, codeBlocks }) });
    },
    serveDevRequest(args) {
      devIndex ??= createDevSearchIndex({ codeBlocks });
      return devIndex(args);
    },
  };
}
