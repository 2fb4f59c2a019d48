/**
 * What Quire says when it drops a URL that could run script (`isUnsafeUrl`: `javascript:`,
 * `vbscript:`, `data:` other than images), wherever an author wrote it: `what` names the field or
 * the Markdown construct (`themeConfig.nav[1].link`, `link`), `kept` what stays of it. The caller
 * puts the file (and line) in front.
 */
export function unsafeUrlWarning({ what, url, kept }: { what: string; url: string; kept?: string }): string {
  return `${what}: ${JSON.stringify(url)} is dropped${kept ? ` (${kept})` : ''}: javascript:, vbscript: and data: URLs (other than images) could run script. Use an http(s) URL or a path of the site.`;
}
