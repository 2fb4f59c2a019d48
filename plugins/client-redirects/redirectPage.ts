import { escapeHtml, jsonForScript, pageUrl, renderHtmlTag } from 'quire/plugin-utils';
import { isExternalTarget } from './options';

/** Where a redirect's `to` is reached: the page's URL (base, clean URLs; absolute with `siteUrl`) and its own query and hash. */
export function targetUrl({ to, base, cleanUrls, siteUrl }: { to: string; base: string; cleanUrls: boolean; siteUrl?: string | undefined }): string {
  if (isExternalTarget(to)) return to;
  const suffix = /[?#]/.exec(to);
  const routePath = suffix ? to.slice(0, suffix.index) : to;
  return pageUrl({ routePath, base, cleanUrls, siteUrl }) + (suffix ? to.slice(suffix.index) : '');
}

export interface RedirectPageOptions {
  to: string;
  base: string;
  cleanUrls: boolean;
  siteUrl?: string | undefined;
  /** The `lang` of the page (the language of the path redirected). */
  lang: string;
}

/**
 * The static page written at a redirect's `from`: a script moves on at once (keeping the query
 * and hash the reader came with, unless the target has its own), `meta refresh` does without
 * JavaScript, and a link is there for whoever sees the page. Search engines are told the page's
 * place is the target (canonical) and not to index this one. Every value is escaped.
 */
export function redirectPage({ to, base, cleanUrls, siteUrl, lang }: RedirectPageOptions): string {
  const href = targetUrl({ to, base, cleanUrls, siteUrl: undefined });
  const canonical = targetUrl({ to, base, cleanUrls, siteUrl });
  const script = `(function(){var t=new URL(${jsonForScript(href)},location.href);if(!t.search)t.search=location.search;if(!t.hash)t.hash=location.hash;location.replace(t.href)})()`;
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // The reader's own colours for the moment the page shows (no white flash in dark mode).
    '<meta name="color-scheme" content="light dark">',
    renderHtmlTag({ tagName: 'meta', attributes: { name: 'robots', content: 'noindex' } }),
    renderHtmlTag({ tagName: 'title', innerHTML: escapeHtml(href) }),
    renderHtmlTag({ tagName: 'link', attributes: { rel: 'canonical', href: canonical } }),
    renderHtmlTag({ tagName: 'meta', attributes: { 'http-equiv': 'refresh', content: `0; url=${href}` } }),
    `<script>${script}</script>`,
    '</head>',
    '<body>',
    `<p>&#8594; ${renderHtmlTag({ tagName: 'a', attributes: { href, ...(isExternalTarget(to) ? { rel: 'noopener noreferrer' } : {}) }, innerHTML: escapeHtml(href) })}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
