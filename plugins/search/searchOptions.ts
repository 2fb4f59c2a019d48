import { hasCjk, processTerm, tokenize } from './tokenize';

/**
 * What the index builder (Node) and the search box (browser) share: MiniSearch's options, the
 * document shape, the query options, and the grouping of hits by page. Imports no Node module
 * and not MiniSearch itself, so the browser loads MiniSearch lazily.
 */

/** One indexed section. `route` is the page's route path plus `#id` for a heading. */
export interface SearchDocument {
  id: number;
  route: string;
  /** The page's route path (the group a hit belongs to). */
  page: string;
  pageTitle: string;
  heading: string;
  text: string;
}

/** At most this many results per page (CONTRACT §7). */
export const RESULTS_PER_GROUP = 20;

/** The options MiniSearch is created and loaded with: the same on both sides. */
export const MINISEARCH_OPTIONS = {
  fields: ['pageTitle', 'heading', 'text'],
  storeFields: ['route', 'page', 'pageTitle', 'heading', 'text'],
  tokenize,
  processTerm,
};

/** Query options: every term must match; prefixes always, typo tolerance for longer Latin words. */
export function queryOptions(query: string) {
  const cjk = hasCjk(query);
  return {
    combineWith: 'AND' as const,
    prefix: true,
    fuzzy: (term: string) => (cjk || term.length < 4 ? false : 0.2),
    boost: { pageTitle: 2, heading: 3, text: 1 },
  };
}

export interface SearchHit extends Omit<SearchDocument, 'id'> {
  score: number;
  /** The index terms the query matched (for highlighting). */
  terms: string[];
}

export interface SearchGroup {
  page: string;
  pageTitle: string;
  hits: SearchHit[];
}

/**
 * Hits grouped by page, groups in the order of their best hit, at most `limit` hits each.
 * (MiniSearch returns hits best first, so the first hit of a page is its best.)
 */
export function groupHits({ hits, limit = RESULTS_PER_GROUP }: { hits: readonly SearchHit[]; limit?: number }): SearchGroup[] {
  const groups = new Map<string, SearchGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.page);
    if (!group) groups.set(hit.page, (group = { page: hit.page, pageTitle: hit.pageTitle, hits: [] }));
    if (group.hits.length < limit) group.hits.push(hit);
  }
  return [...groups.values()];
}
