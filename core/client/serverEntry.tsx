import type { ComponentType, ReactNode } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { prerender } from 'react-dom/static.edge';
import { renderToString } from 'react-dom/server.edge';
import siteData from '@generated/site-data.json';
import type { PageRecord } from '../types';
import { App, createPageState } from './App';
import { StaticRouter } from './router/Router';
import { createRouteTable, loadRoute, type StaticModules } from './routing/routeTable';
import { renderedStaticModules } from './routing/staticContent';
import { useMDXComponents } from './mdx/provider';
import { STATIC_CONTENT_IMPORTS } from '../shared/staticContentImports';
import { setStaticRenderer } from './exports/staticHtml';
import { createStaticRenderer } from './staticRenderer';
import { componentFramesOf, sourceLocationOf } from '../shared/sourceLocation';
// Plugins' client modules come after the app's own modules, so their CSS follows the theme's and can
// override its variables; they still run before anything renders.
import '@generated/client-modules';

/**
 * The renderer: a second entry of the one production compilation, so it shares every page chunk
 * with the browser app. The SSG evaluates it in Node (core/ssg/rendererRuntime.ts) and calls
 * `render()` with plain data. It renders the whole document with React (so `<title>` and the
 * other head tags land in `<head>`), waiting for every lazy part. React's edge build needs no
 * Node built-ins, which keeps this entry buildable for the web target.
 */
/**
 * The route table is the browser's lazy chunk (the same `quire-routes` chunk), loaded on the first
 * render: this entry's own code, and so its file name, do not change when a page's chunks do, and
 * the SSG can tell which pages would render the same as in the last build (core/ssg/renderCache.ts).
 */
let tablePromise: Promise<ReturnType<typeof createRouteTable>> | undefined;
const routeTable = () => (tablePromise ??= import(/* webpackChunkName: "quire-routes" */ '@generated/routes').then((mod) => createRouteTable(mod.default)));

/**
 * Lazy chunks (an `import()` in the theme or in a page) load in Node through the SSG's runtime,
 * which evaluates the chunk file itself; webpack's web runtime would add a `<script>` instead.
 * A chunk that does not register itself fails its `import()` with webpack's own chunk error.
 */
type ScriptEvent = { type: 'load' | 'error'; target: { src: string } };
const host = globalThis as { __quireLoadScript?: (url: string) => void };
(__webpack_require__ as unknown as { l: (url: string, done: (event: ScriptEvent) => void) => void }).l = (url, done) => {
  try {
    host.__quireLoadScript!(url);
    done({ type: 'load', target: { src: url } });
  } catch {
    done({ type: 'error', target: { src: url } });
  }
};

export interface RenderResult {
  html: string;
  /** 200, or 404 when no route matched. */
  status: number;
  lang: string;
  /** The path of the matched route, as the route table has it. */
  routePath?: string;
  /** The page's record as it rendered (the route's `page` module, or the 404 page's); absent for a route without one. */
  record?: Pick<PageRecord, 'title' | 'description' | 'lang' | 'version' | 'pageType' | 'frontmatter' | 'toc' | 'lastUpdatedTime'>;
}

/** The record's fields the build reports to `postBuild` (the rest is the theme's). */
function recordSummary(record: PageRecord): NonNullable<RenderResult['record']> {
  const { title, description, lang, version, pageType, frontmatter, toc, lastUpdatedTime } = record;
  return { title, description, lang, version, pageType, frontmatter, toc, lastUpdatedTime };
}

function Document({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="generator" content={`Quire ${siteData.quireVersion}`} />
      </head>
      <body>
        <div id="__quire">{children}</div>
      </body>
    </html>
  );
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return html + decoder.decode();
    html += decoder.decode(value, { stream: true });
  }
}

setStaticRenderer(createStaticRenderer({ base: siteData.base }));

/** A Suspense boundary that did not finish (`<!--$?-->`) or fell back to the client (`<!--$!-->`). */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

/** The one-pass render, or undefined when a lazy part suspended (outside or inside a boundary). */
function renderQuickly(page: ReactNode): string | undefined {
  try {
    const html = renderToString(page);
    return UNFINISHED_BOUNDARY.test(html) ? undefined : html;
  } catch {
    // Render errors are thrown again, with their real cause, by the waiting render below.
    return undefined;
  }
}

/**
 * A render error with what the build reports of it: the source named before its message when it
 * was thrown below a `<SourceLocation>`, and the author's components it was thrown in
 * (`componentFrames`, innermost first; the build adds the page's file and route).
 */
function locatedError(error: unknown, componentStack: string | null | undefined): unknown {
  const location = sourceLocationOf(componentStack);
  const componentFrames = componentFramesOf(componentStack);
  if (!location && componentFrames.length === 0) return error;
  const message = error instanceof Error ? error.message : String(error);
  const located = new Error(location ? `${location}: ${message}` : message, { cause: error }) as Error & { componentFrames?: string[]; located?: boolean };
  located.componentFrames = componentFrames;
  located.located = Boolean(location);
  return located;
}

/** A static page's modules (core/markdown/staticContent.ts): its content from its function body, and its data. */
function staticModules({ body, data }: { body: string; data?: Record<string, unknown> }): StaticModules {
  const imports: Record<string, unknown> = { [STATIC_CONTENT_IMPORTS.jsxRuntime]: jsxRuntime, [STATIC_CONTENT_IMPORTS.provider]: { useMDXComponents } };
  const page = new Function('__quireImport', body)((specifier: string) => imports[specifier]) as { default: ComponentType };
  return renderedStaticModules({ Page: page.default, data });
}

/** `staticContent`: the function body of the page when it is static content, and its data modules' values. */
export async function render({ pathname, staticContent }: { pathname: string; staticContent?: { body: string; data?: Record<string, unknown> } }): Promise<RenderResult> {
  const entry = (await routeTable()).match(pathname);
  const route = entry ? await loadRoute(entry, { staticContent: staticContent && (async () => staticModules(staticContent)) }) : undefined;
  const initial = createPageState(route, { pathname, search: '', hash: '' });
  const page = (
    <Document lang={initial.page.lang}>
      <StaticRouter location={pathname} base={siteData.base}>
        <App initial={initial} />
      </StaticRouter>
    </Document>
  );
  // A route without a `page` module gets a made-up record in the app; the build falls back to the route's metadata instead.
  const hasRecord = !route || route.modules.page?.default !== undefined;
  const record = hasRecord ? recordSummary(initial.page) : undefined;
  const result = (html: string): RenderResult => ({ html, status: entry ? 200 : 404, lang: initial.page.lang, routePath: entry?.path, record });
  // The route's modules are loaded already, so most pages render in one synchronous pass, which
  // builds the string directly (the streaming renderer encodes and decodes every chunk: a third of
  // the rendering time of a large site). A page with lazy parts is rendered again, waiting for them.
  const quick = renderQuickly(page);
  if (quick !== undefined) return result(`<!DOCTYPE html>${quick}`);
  const errors: unknown[] = [];
  const onError = (error: unknown, info?: { componentStack?: string | null }) => void errors.push(locatedError(error, info?.componentStack));
  const rendered = await prerender(page, { onError }).catch((error: unknown) => {
    throw errors[0] ?? error;
  });
  const html = await streamToString(rendered.prelude);
  if (errors.length > 0) throw errors[0];
  return result(html);
}

(globalThis as { __quireRender?: typeof render }).__quireRender = render;
