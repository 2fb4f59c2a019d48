/** Escaping for every user-controlled string that reaches HTML. */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** JSON safe to put inside `<script type="application/json">`: no `</script>`, no U+2028/9. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The content of a `<script>` or `<style>` element as written, except for what would end the
 * element early or change how the HTML parser reads the rest of the page: every `<script`,
 * `</script` (in a script) and `<style`, `</style` (in a style), in any letter case, gets its `s`
 * escaped (`\u0073` in JavaScript and JSON, which strings, regular expressions and comments read
 * as `s`; `\73 ` in CSS), as React writes a script's or style's text. Other elements' content is
 * returned unchanged.
 */
export function rawTextContent({ tagName, text }: { tagName: string; text: string }): string {
  const name = tagName.toLowerCase();
  if (name === 'script') return text.replace(/(<\/|<)(s)(cript)/gi, (_, open: string, s: string, rest: string) => `${open}${s === 's' ? '\\u0073' : '\\u0053'}${rest}`);
  if (name === 'style') return text.replace(/(<\/|<)(s)(tyle)/gi, (_, open: string, s: string, rest: string) => `${open}${s === 's' ? '\\73 ' : '\\53 '}${rest}`);
  return text;
}
