import MiniSearch from 'minisearch';
import type { TocItem } from 'quire';
import { MINISEARCH_OPTIONS, type SearchDocument } from './searchOptions';
import { splitSections } from './sections';

/** A page to index: where its plain Markdown comes from (build output, dev source) does not matter here. */
export interface SearchPageInput {
  routePath: string;
  lang: string;
  title: string;
  markdown: string;
  toc: readonly Pick<TocItem, 'text' | 'id' | 'depth'>[];
}

/** A page's sections as search documents (ids are filled in per language). */
function documentsOf({ page, codeBlocks }: { page: SearchPageInput; codeBlocks: boolean }): Omit<SearchDocument, 'id'>[] {
  return splitSections({ markdown: page.markdown, toc: page.toc, codeBlocks }).map((section) => ({
    route: section.id ? `${page.routePath}#${section.id}` : page.routePath,
    page: page.routePath,
    pageTitle: page.title,
    heading: section.heading,
    text: section.text,
  }));
}

/**
 * One MiniSearch index per language, serialised to JSON (what the browser loads with
 * `MiniSearch.loadJSON` and the same options). Pages are taken in route order, so the same site
 * gives the same file, and the same content hash.
 */
export function buildSearchIndexes({ pages, codeBlocks = true }: { pages: readonly SearchPageInput[]; codeBlocks?: boolean }): Map<string, string> {
  const byLang = new Map<string, SearchPageInput[]>();
  for (const page of [...pages].sort((a, b) => a.routePath.localeCompare(b.routePath))) {
    const list = byLang.get(page.lang) ?? [];
    list.push(page);
    byLang.set(page.lang, list);
  }
  const indexes = new Map<string, string>();
  for (const [lang, langPages] of byLang) {
    const index = new MiniSearch<SearchDocument>(MINISEARCH_OPTIONS);
    index.addAll(langPages.flatMap((page) => documentsOf({ page, codeBlocks })).map((doc, id) => ({ ...doc, id })));
    indexes.set(lang, JSON.stringify(index));
  }
  return indexes;
}
