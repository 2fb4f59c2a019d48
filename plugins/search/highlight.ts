import { tokenSpans } from './tokenize';

/**
 * What the search box marks in a result: the words the query matched, whole. Pure, and imports
 * only the tokenizer (the one that cut the index), so the marks follow the index's terms.
 */

/** A matched stretch of a text: `[start, end)`, UTF-16 indexes. */
export type MatchRange = [start: number, end: number];

/**
 * Where a hit's `terms` (the index terms it matched, lower case, as MiniSearch reports them) are in
 * `text`, sorted, overlapping or touching stretches merged:
 * - a word equal to a term is marked whole, so a prefix query (`conf`) or a typo marks the word
 *   it matched (`config`), and never a piece of another word;
 * - in a CJK run, each pair of characters that is a term, merged with its neighbours, so a query
 *   that the tokenizer cut into pairs (`插件系统`: `插件 件系 系统`) marks its whole run, not one pair;
 *   a one-character run is marked when it is a term. With the `query`, a CJK stretch is marked only
 *   where it holds one of the query's CJK runs whole (`插件系统` does not mark a lone `插件`), unless
 *   the text holds none whole (its pairs matched apart): then each stretch is.
 */
export function matchRanges({ text, terms, query = '' }: { text: string; terms: readonly string[]; query?: string }): MatchRange[] {
  const wanted = new Set(terms.map((term) => term.toLowerCase()).filter(Boolean));
  if (wanted.size === 0) return [];
  const words: MatchRange[] = [];
  const pairs: MatchRange[] = [];
  for (const token of tokenSpans(text)) {
    const chars = Array.from(token.text);
    if (!token.cjk || chars.length === 1) {
      if (wanted.has(token.text.toLowerCase())) (token.cjk ? pairs : words).push([token.start, token.start + token.text.length]);
      continue;
    }
    let offset = token.start;
    for (let index = 0; index < chars.length - 1; index += 1) {
      const pair = chars[index]! + chars[index + 1]!;
      if (wanted.has(pair)) pairs.push([offset, offset + pair.length]);
      offset += chars[index]!.length;
    }
  }
  const stretches = mergeRanges(pairs);
  const runs = tokenSpans(query).filter((token) => token.cjk).map((token) => token.text);
  const whole = stretches.filter(([start, end]) => runs.some((run) => text.slice(start, end).includes(run)));
  return mergeRanges([...words, ...(whole.length > 0 ? whole : stretches)]);
}

/** Ranges sorted, with the ones that overlap or touch made one. */
export function mergeRanges(ranges: readonly MatchRange[]): MatchRange[] {
  const merged: MatchRange[] = [];
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1])) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export interface ExcerptPart {
  text: string;
  match: boolean;
}

/**
 * A piece of `text` of about `length` characters around its first match (`matchRanges`), cut into plain and
 * matched parts (the search box wraps the matched ones in `<mark>`), with `…` where it was cut.
 * Without a match, the start of the text.
 */
export function excerpt({ text, terms, query, length = 120 }: { text: string; terms: readonly string[]; query?: string; length?: number }): ExcerptPart[] {
  if (!text) return [];
  const ranges = matchRanges({ text, terms, query });
  const first = ranges[0];
  let from = first ? Math.max(0, first[0] - Math.floor(length / 4)) : 0;
  // Start at a word boundary when one is near, so the excerpt does not open mid-word.
  const space = from > 0 ? text.indexOf(' ', from) : -1;
  if (space !== -1 && first && space < first[0]) from = space + 1;
  const to = Math.min(text.length, from + length);
  const parts: ExcerptPart[] = [];
  if (from > 0) parts.push({ text: '…', match: false });
  let last = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const clippedStart = Math.max(start, from);
    if (clippedStart > last) parts.push({ text: text.slice(last, clippedStart), match: false });
    // A match the window cuts is shown whole: the excerpt may run a few characters longer.
    parts.push({ text: text.slice(clippedStart, end), match: true });
    last = end;
  }
  if (last < to) parts.push({ text: text.slice(last, to), match: false });
  if (Math.max(last, to) < text.length) parts.push({ text: '…', match: false });
  return parts;
}
