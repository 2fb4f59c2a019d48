import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, QuirePlugin } from '../../core/types';
import { routePathToMarkdownPath } from '../../core/shared/routePath';
import type { DocsContent } from '../docs';
import { searchAssets, searchPagesOf, writeSearchAssets } from './assets';

export { buildSearchIndexes, type SearchPageInput } from './buildIndex';
export { searchAssets, searchPagesOf, SEARCH_ASSETS_DIR, SEARCH_MANIFEST } from './assets';

/**
 * The local search (CONTRACT §7): after the build, one full-text index per language of every
 * docs page, cut into sections at its h2/h3 headings. The text is the page's `.md` twin, which
 * the build has already written next to its HTML (plain Markdown: no frontmatter, no JSX), so
 * no page is parsed twice. The browser side is the theme's `Search` component.
 */
export default function searchPlugin(context: LoadContext): QuirePlugin {
  const search = context.siteConfig.search;
  const codeBlocks = search === false ? true : search.codeBlocks;
  return {
    name: 'search',
    async postBuild({ outDir, allContent }) {
      const docs = allContent.docs as DocsContent | undefined;
      if (!docs) return;
      await docs.analysed;
      const pages = await searchPagesOf({
        docs,
        readMarkdown: (page) =>
          fs.readFile(path.join(outDir, routePathToMarkdownPath(page.routePath)), 'utf8').catch(() => undefined),
      });
      await writeSearchAssets({ outDir, files: searchAssets({ pages, codeBlocks }) });
    },
  };
}
