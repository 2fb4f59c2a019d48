/**
 * How user text (titles, descriptions, routes) is written into `llms.txt`: on one line, with the
 * characters that would end a Markdown link's text or destination, or start a link, an image, an
 * autolink or raw HTML, escaped, so that the text stays text wherever the file is rendered.
 */

/** Text on one line: runs of whitespace (newlines included) become one space. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `\`, `[`, `]` and `<` backslash-escaped: no link, image, autolink or raw HTML can start or end in the text. */
function escapeInline(text: string): string {
  return text.replace(/[\\[\]<]/g, (char) => `\\${char}`);
}

/** User text in a heading, a list line or inside `[...]` of a link: on one line, escaped (`escapeInline`). */
export function inlineText(text: string): string {
  return escapeInline(oneLine(text));
}

/** A blockquote of `text`, line by line (`> ...`; an empty line stays in the quote as `>`), escaped as `inlineText`. */
export function blockquote(text: string): string {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => (line.trim() === '' ? '>' : `> ${escapeInline(line.trim())}`))
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
