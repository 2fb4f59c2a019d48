import fs from 'node:fs/promises';
import path from 'node:path';
import type { AssetFiles, ClientManifest } from '../types';
import { QuireAggregateError, displayPath } from '../errors';
import { mapLimit } from '../utils/mapLimit';
import type { InlineRouteData, RenderedPage, SsgPage, SsgParams } from './ssgParams';
import { renderPageTemplate } from './ssgTemplate';
import { createRendererRuntime } from './rendererRuntime';

/**
 * The chunks and files a page's modules need, and the inline data to find those modules. `files`
 * are the page's tags: a deferred module's own chunks are left to the browser to fetch after the
 * page has loaded (`inline.deferred`), but the renderer needs them all (`renderJs`).
 */
export function routeAssets(page: SsgPage, manifest: ClientManifest): { files: AssetFiles; renderJs: string[]; inline: InlineRouteData } {
  if (!page.modules || !page.component) return { files: { js: [], css: [] }, renderJs: [], inline: { path: null } };
  const eager = new Set<string | number>();
  const deferred: Record<string, (string | number)[]> = {};
  const modules: Record<string, string | number> = {};
  for (const [key, request] of Object.entries(page.modules)) {
    const entry = manifest.modules[request];
    if (!entry) throw new Error(`The client build has no module for ${request}`);
    modules[key] = entry.id;
    if (page.deferredModules?.includes(key)) deferred[key] = entry.chunks;
    else entry.chunks.forEach((id) => eager.add(id));
  }
  const all = new Set([...eager, ...Object.values(deferred).flat()]);
  const jsOf = (ids: Iterable<string | number>) => [
    ...new Set([...ids].flatMap((id) => manifest.chunks[String(id)]?.js ?? []).filter((f) => !manifest.entry.js.includes(f))),
  ];
  const files: AssetFiles = { js: jsOf(eager), css: [...new Set([...all].flatMap((id) => manifest.chunks[String(id)]?.css ?? []))] };
  const inline: InlineRouteData = {
    path: page.pathname,
    component: page.component,
    modules,
    chunks: [...eager],
    ...(page.staticContent ? { static: true as const, ...(Object.keys(page.staticContent.data).length > 0 ? { data: page.staticContent.data } : {}) } : {}),
  };
  // A chunk that an eager module needs too comes with the page already.
  for (const key of Object.keys(deferred)) deferred[key] = deferred[key]!.filter((id) => !eager.has(id));
  if (Object.keys(deferred).length > 0) inline.deferred = deferred;
  return { files, renderJs: jsOf(all), inline };
}

/** Hints for errors that come from code meant for the browser only. */
function tipFor(message: string): string {
  if (/\b(window|document|localStorage|navigator) is not defined/.test(message)) {
    return ' (this code runs during the build too: move it into useEffect, or wrap the component in <NoSSR>)';
  }
  return '';
}

/**
 * One page's render failure: `/route: path:line: message`, the place being the page's own source
 * file unless the error names a more precise one (a `<SourceLocation>` below it), then the
 * author's components it was thrown in, innermost first.
 */
export function renderFailureMessage({ page, error }: { page: Pick<SsgPage, 'pathname' | 'modules' | 'staticContent'>; error: unknown }): string {
  const { componentFrames = [], located = false } = (error ?? {}) as { componentFrames?: string[]; located?: boolean };
  const message = thrownMessage(error);
  const source = page.modules?.content ?? page.staticContent?.source;
  const where = !located && source && !source.startsWith('@generated') ? `${displayPath(source)}: ` : '';
  const frames = componentFrames.map((name) => `\n    in <${name}>`).join('');
  return `${page.pathname}: ${where}${message}${tipFor(message)}${frames}`;
}

/** What a batch of pages gave: a summary of each page written (never its HTML), and the failures. */
export interface RenderedBatch {
  pages: RenderedPage[];
  failures: string[];
}

/** What one page's rendering gave: its summary once written, or its failure. */
export interface PageOutcome {
  rendered?: RenderedPage;
  failure?: string;
}

/** Each page as it starts and as it ends (a render pool watches for pages that never end). */
export interface RenderHooks {
  onStart?: (page: SsgPage) => void;
  onDone?: (page: SsgPage, outcome: PageOutcome) => void;
}

/** What renders pages: one renderer runtime, for as many batches of pages as it is given. */
export interface PageRenderer {
  /** Renders and writes the pages, a bounded number at a time. */
  render(pages: SsgPage[], hooks?: RenderHooks): Promise<RenderedBatch>;
  dispose(): void;
}

/**
 * A renderer over the server bundle. Each page is written as soon as it is rendered and then
 * dropped: memory does not grow with the page count. Failures are collected, each with its path.
 */
export function createPageRenderer(params: Omit<SsgParams, 'pages'>): PageRenderer {
  const renderer = createRendererRuntime({ outDir: params.outDir, publicPath: params.manifest.publicPath, rendererFiles: params.manifest.renderer });
  return {
    async render(pages, hooks = {}) {
      const failures: string[] = [];
      const rendered: RenderedPage[] = [];
      await mapLimit(pages, params.concurrency, async (page) => {
        hooks.onStart?.(page);
        try {
          const { files, renderJs, inline } = routeAssets(page, params.manifest);
          const staticContent = page.staticContent && { body: await fs.readFile(page.staticContent.file, 'utf8'), data: page.staticContent.data };
          const result = await renderer.render({ pathname: page.pathname, chunkFiles: renderJs, staticContent });
          const html = renderPageTemplate({
            document: result.html,
            publicPath: params.manifest.publicPath,
            entry: params.manifest.entry,
            routeFiles: files,
            inlineRoute: inline,
            headTags: params.headTags,
            preBodyTags: params.preBodyTags,
            postBodyTags: params.postBodyTags,
            pageTags: page.tags,
          });
          const file = path.join(params.outDir, page.file);
          await fs.mkdir(path.dirname(file), { recursive: true });
          await fs.writeFile(file, html);
          const summary: RenderedPage = { pathname: page.pathname, ...(result.record ? { record: result.record } : {}) };
          rendered.push(summary);
          hooks.onDone?.(page, { rendered: summary });
        } catch (error) {
          const failure = renderFailureMessage({ page, error });
          failures.push(failure);
          hooks.onDone?.(page, { failure });
        }
      });
      return { pages: rendered, failures };
    },
    dispose: () => renderer.dispose(),
  };
}

export function renderFailure(failures: string[]): QuireAggregateError {
  return new QuireAggregateError(
    `${failures.length} page(s) failed to render:`,
    failures,
    'Each page threw while it was rendered to HTML at build time (its components run in Node then, and again in the browser): fix the code it names.',
  );
}

/** What was thrown, in words: an error's message, a string as it is, any other value said to be one. */
function thrownMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string') return message;
  let shown: string | undefined;
  try {
    shown = JSON.stringify(error);
  } catch {
    // A value JSON cannot write (a cycle): its String() below.
  }
  return `a value that is not an Error was thrown: ${shown ?? String(error)}`;
}
