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

export interface ExcerptPart {
  text: string;
  match: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A short piece of `text` around the first match of any of `terms`, cut into plain and matched
 * parts (the search box wraps the matched ones in `<mark>`). Case-insensitive; CJK bigrams are
 * highlighted as they are, so `概览` highlights in `解释概览`.
 */
export function excerpt({ text, terms, length = 120 }: { text: string; terms: readonly string[]; length?: number }): ExcerptPart[] {
  const words = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return text ? [{ text: text.slice(0, length) + (text.length > length ? '…' : ''), match: false }] : [];
  const pattern = new RegExp(words.map(escapeRegExp).join('|'), 'gi');
  const first = pattern.exec(text);
  const start = first ? Math.max(0, first.index - Math.floor(length / 4)) : 0;
  // Start at a word boundary when one is near, so the excerpt does not open mid-word.
  const space = start > 0 ? text.indexOf(' ', start) : -1;
  const from = space !== -1 && first && space < first.index ? space + 1 : start;
  const piece = text.slice(from, from + length);
  const parts: ExcerptPart[] = [];
  if (from > 0) parts.push({ text: '…', match: false });
  let last = 0;
  pattern.lastIndex = 0;
  for (const match of piece.matchAll(pattern)) {
    if (match.index! > last) parts.push({ text: piece.slice(last, match.index), match: false });
    parts.push({ text: match[0], match: true });
    last = match.index! + match[0].length;
  }
  if (last < piece.length) parts.push({ text: piece.slice(last), match: false });
  if (from + length < text.length) parts.push({ text: '…', match: false });
  return parts;
}
