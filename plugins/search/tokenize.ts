/**
 * The one tokenizer of the local search, used when the index is built (Node) and when the
 * browser searches it: both sides must cut text into the same terms, or a query never matches.
 * Runs in Node and in the browser, so it imports nothing.
 *
 * Chinese (and Japanese, Korean) text has no spaces, so it is cut into overlapping pairs of
 * characters (`配置文件` -> `配置 置文 文件`), the classic CJK bigram scheme. `Intl.Segmenter`
 * was the first choice, but its word dictionary is runtime data: Node 20's ICU cuts `概览`
 * ("overview") into `概 览`, and a browser's ICU may cut it differently, so the index built in
 * Node and the query cut in the browser would not agree. Bigrams depend on nothing but the text.
 */

/** Han, Hiragana, Katakana and Hangul: scripts written without spaces between words. */
const CJK_CLASS = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af';
const CJK = new RegExp(`[${CJK_CLASS}]`, 'u');
/** A letter or digit outside the CJK scripts (a word glued to Chinese text ends where the Chinese starts). */
const WORD_CHAR = `(?:(?![${CJK_CLASS}])[\\p{L}\\p{N}])`;
/** A CJK run, or a word: letters and digits with inner `.`, `-`, `_` (`v1.2`, `build-lib`). */
const TOKEN = new RegExp(`[${CJK_CLASS}]+|${WORD_CHAR}+(?:[._-]${WORD_CHAR}+)*`, 'gu');

/** A CJK run as bigrams; a single character stays as it is. */
function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length === 1) return chars;
  const pairs: string[] = [];
  for (let index = 0; index < chars.length - 1; index += 1) pairs.push(chars[index]! + chars[index + 1]!);
  return pairs;
}

/** The terms of a text, in order, not yet lower-cased (MiniSearch's `processTerm` does that). */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [match] of text.matchAll(TOKEN)) {
    if (CJK.test(match)) tokens.push(...bigrams(match));
    else tokens.push(match);
  }
  return tokens;
}

/** A token of a text and where it starts (UTF-16 index): a CJK run, or a word. */
export interface TokenSpan {
  text: string;
  start: number;
  cjk: boolean;
}

/** The tokens of a text with their places, before CJK runs are cut into bigrams (for highlighting). */
export function tokenSpans(text: string): TokenSpan[] {
  return Array.from(text.matchAll(TOKEN), (match) => ({ text: match[0], start: match.index!, cjk: CJK.test(match[0]) }));
}

/** Lower case, so `Config` finds `config`; empty terms are dropped. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length > 0 ? lower : null;
}

/** Whether a text has CJK characters (such queries skip fuzzy matching: one edit changes the meaning). */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}
