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

/** Pages in the order an index takes them (route order), so the same site gives the same file. */
export function inIndexOrder<Page extends { routePath: string }>(pages: readonly Page[]): Page[] {
  return [...pages].sort((a, b) => a.routePath.localeCompare(b.routePath));
}

/**
 * One language's index, filled a page at a time (a page's Markdown can be dropped once added) and
 * serialised to JSON: what the browser loads with `MiniSearch.loadJSON` and the same options.
 */
export function createLanguageIndex({ codeBlocks = true }: { codeBlocks?: boolean } = {}) {
  const index = new MiniSearch<SearchDocument>(MINISEARCH_OPTIONS);
  let nextId = 0;
  return {
    add(page: SearchPageInput): void {
      index.addAll(documentsOf({ page, codeBlocks }).map((doc) => ({ ...doc, id: (nextId += 1) - 1 })));
    },
    toJSON: (): string => JSON.stringify(index),
  };
}

/** One index per language (JSON), of pages taken in route order. */
export function buildSearchIndexes({ pages, codeBlocks = true }: { pages: readonly SearchPageInput[]; codeBlocks?: boolean }): Map<string, string> {
  const byLang = new Map<string, ReturnType<typeof createLanguageIndex>>();
  for (const page of inIndexOrder(pages)) {
    let index = byLang.get(page.lang);
    if (!index) byLang.set(page.lang, (index = createLanguageIndex({ codeBlocks })));
    index.add(page);
  }
  return new Map([...byLang].map(([lang, index]) => [lang, index.toJSON()]));
}
