import type { AssetFiles } from '../types';
import { escapeHtml, jsonForScript } from '../utils/escape';
import type { InlineRouteData, RenderedHtmlTags } from './ssgParams';

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
  /** The page's own tags (`injectPageHtmlTags`), each after the site-wide ones of its place. */
  pageTags?: RenderedHtmlTags;
}

/**
 * Puts `head` before the first `</head>`, `preBody` right after the `<body>` tag and `body` before
 * the last `</body>` of a document, in one concatenation: a large page is hundreds of KB, and
 * inserting one piece at a time copied it three times. A missing `</head>` or `</body>` puts the
 * piece at the end, a missing `<body>` tag at the start.
 */
export function insertIntoDocument({ document, head, preBody, body }: { document: string; head: string; preBody: string; body: string }): string {
  const headEnd = document.indexOf('</head>');
  const headAt = headEnd === -1 ? document.length : headEnd;
  let preBodyAt = 0;
  if (preBody) {
    const bodyTag = /<body(\s[^>]*)?>/g;
    bodyTag.lastIndex = headEnd === -1 ? 0 : headEnd;
    const match = bodyTag.exec(document);
    preBodyAt = match ? match.index + match[0].length : 0;
  }
  const bodyEnd = document.lastIndexOf('</body>');
  const bodyAt = bodyEnd === -1 ? document.length : bodyEnd;
  // Cut points in document order, each with what goes in there.
  const cuts = [
    { at: headAt, insert: head },
    { at: preBodyAt, insert: preBody },
    { at: bodyAt, insert: body },
  ].sort((a, b) => a.at - b.at);
  let html = '';
  let from = 0;
  for (const { at, insert } of cuts) {
    html += document.slice(from, at) + insert;
    from = at;
  }
  return html + document.slice(from);
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
    input.pageTags?.headTags ?? '',
  ].join('');
  const body = [
    `<script id="__quire_route" type="application/json">${jsonForScript(input.inlineRoute)}</script>`,
    ...scripts.map((file) => `<script defer src="${url(file)}"></script>`),
    input.postBodyTags,
    input.pageTags?.postBodyTags ?? '',
  ].join('');
  const preBody = input.preBodyTags + (input.pageTags?.preBodyTags ?? '');
  return insertIntoDocument({ document: input.document, head, preBody, body });
}
