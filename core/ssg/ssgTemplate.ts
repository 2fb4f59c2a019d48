import type { AssetFiles } from '../types';
import { escapeHtml, jsonForScript } from '../utils/escape';
import type { InlineRouteData } from './ssgParams';

export interface PageTemplateInput {
  /** The document React rendered (`<!DOCTYPE html><html>...`). */
  document: string;
  publicPath: string;
  /** Entry files first, then the route's own chunks. */
  entry: AssetFiles;
  routeFiles: AssetFiles;
  inlineRoute: InlineRouteData;
  headTags: string;
  preBodyTags: string;
  postBodyTags: string;
}

/**
 * Inserts before the first `</head>` or the last `</body>` of a document, each searched from the
 * end it is near: a large page is hundreds of KB, and `lastIndexOf('</head>')` scanned nearly all
 * of it.
 */
function insertBefore(html: string, marker: '</head>' | '</body>', insert: string): string {
  const index = marker === '</head>' ? html.indexOf(marker) : html.lastIndexOf(marker);
  return index === -1 ? html + insert : html.slice(0, index) + insert + html.slice(index);
}

function insertAfterOpening(html: string, tag: string, insert: string): string {
  const match = new RegExp(`<${tag}(\\s[^>]*)?>`).exec(html);
  if (!match) return insert + html;
  const end = match.index + match[0].length;
  return html.slice(0, end) + insert + html.slice(end);
}

/**
 * Adds a page's assets to the document React rendered: its stylesheets and the preloads of exactly
 * the scripts it runs in `<head>`, then the inline route description and those scripts at the end
 * of `<body>` (route chunks first, so the app finds them installed when it starts).
 */
export function renderPageTemplate(input: PageTemplateInput): string {
  const url = (file: string) => escapeHtml(input.publicPath + file);
  const scripts = [...input.routeFiles.js, ...input.entry.js];
  const css = [...input.entry.css, ...input.routeFiles.css.filter((file) => !input.entry.css.includes(file))];
  const head = [
    ...css.map((file) => `<link rel="stylesheet" href="${url(file)}">`),
    ...scripts.map((file) => `<link rel="preload" href="${url(file)}" as="script">`),
    input.headTags,
  ].join('');
  const body = [
    `<script id="__quire_route" type="application/json">${jsonForScript(input.inlineRoute)}</script>`,
    ...scripts.map((file) => `<script defer src="${url(file)}"></script>`),
    input.postBodyTags,
  ].join('');
  let html = insertBefore(input.document, '</head>', head);
  if (input.preBodyTags) html = insertAfterOpening(html, 'body', input.preBodyTags);
  return insertBefore(html, '</body>', body);
}
