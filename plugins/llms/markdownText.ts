/**
 * How user text (titles, descriptions, routes) is written into `llms.txt`: on one line, with the
 * characters that would end a Markdown link's text or destination escaped.
 */

/** Text on one line: runs of whitespace (newlines included) become one space. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Text inside `[...]` of a link: on one line, `\`, `[` and `]` backslash-escaped. */
export function linkText(text: string): string {
  return oneLine(text).replace(/[\\[\]]/g, (char) => `\\${char}`);
}

/** A blockquote of `text`, line by line (`> ...`; an empty line stays in the quote as `>`). */
export function blockquote(text: string): string {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => (line.trim() === '' ? '>' : `> ${line.trim()}`))
    .join('\n');
}

/** RFC 3986 path characters, less `(` and `)` (they would end a Markdown link destination). */
const SAFE_PATH_CHAR = /[A-Za-z0-9\-._~!$&'*+,;=:@/]/;

/**
 * A root-relative path (`/guide/指南 (v2).md`) percent-encoded as a URL path, so that it stands as
 * a Markdown link destination and a URL reader alike: `/guide/%E6%8C%87%E5%8D%97%20%28v2%29.md`.
 */
export function encodeUrlPath(path: string): string {
  let encoded = '';
  for (const char of path) {
    encoded += SAFE_PATH_CHAR.test(char) ? char : [...new TextEncoder().encode(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return encoded;
}
