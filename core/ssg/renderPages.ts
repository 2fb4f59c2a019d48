import fs from 'node:fs/promises';
import path from 'node:path';
import type { AssetFiles, ClientManifest } from '../types';
import { QuireAggregateError } from '../errors';
import { logger } from '../logger/logger';
import { mapLimit } from '../utils/mapLimit';
import type { InlineRouteData, SsgPage, SsgParams } from './ssgParams';
import { renderPageTemplate } from './ssgTemplate';
import { createRendererRuntime } from './rendererRuntime';

/** The chunks and files a page's modules need, and the inline data to find those modules. */
export function routeAssets(page: SsgPage, manifest: ClientManifest): { files: AssetFiles; inline: InlineRouteData } {
  if (!page.modules || !page.component) return { files: { js: [], css: [] }, inline: { path: null } };
  const chunks = new Set<string | number>();
  const modules: Record<string, string | number> = {};
  for (const [key, request] of Object.entries(page.modules)) {
    const entry = manifest.modules[request];
    if (!entry) throw new Error(`The client build has no module for ${request}`);
    modules[key] = entry.id;
    entry.chunks.forEach((id) => chunks.add(id));
  }
  const files: AssetFiles = { js: [], css: [] };
  for (const id of chunks) {
    const chunk = manifest.chunks[String(id)];
    if (!chunk) continue;
    files.js.push(...chunk.js.filter((f) => !files.js.includes(f) && !manifest.entry.js.includes(f)));
    files.css.push(...chunk.css.filter((f) => !files.css.includes(f)));
  }
  return { files, inline: { path: page.pathname, component: page.component, modules, chunks: [...chunks] } };
}

/** Hints for errors that come from code meant for the browser only. */
function tipFor(message: string): string {
  if (/\b(window|document|localStorage|navigator) is not defined/.test(message)) {
    return ' (this code runs during the build too: move it into useEffect, or wrap the component in <NoSSR>)';
  }
  return '';
}

/** What renders pages: one renderer runtime, for as many batches of pages as it is given. */
export interface PageRenderer {
  /** Renders and writes the pages, a bounded number at a time; returns their failures. */
  render(pages: SsgPage[], onPage?: () => void): Promise<string[]>;
  dispose(): void;
}

/**
 * A renderer over the server bundle. Each page is written as soon as it is rendered and then
 * dropped: memory does not grow with the page count. Failures are collected, each with its path.
 */
export function createPageRenderer(params: Omit<SsgParams, 'pages'>): PageRenderer {
  const renderer = createRendererRuntime({ outDir: params.outDir, publicPath: params.manifest.publicPath, rendererFiles: params.manifest.renderer });
  return {
    async render(pages, onPage) {
      const failures: string[] = [];
      await mapLimit(pages, params.concurrency, async (page) => {
        try {
          const { files, inline } = routeAssets(page, params.manifest);
          const result = await renderer.render({ pathname: page.pathname, chunkFiles: files.js });
          const html = renderPageTemplate({
            document: result.html,
            publicPath: params.manifest.publicPath,
            entry: params.manifest.entry,
            routeFiles: files,
            inlineRoute: inline,
            headTags: params.headTags,
            preBodyTags: params.preBodyTags,
            postBodyTags: params.postBodyTags,
          });
          const file = path.join(params.outDir, page.file);
          await fs.mkdir(path.dirname(file), { recursive: true });
          await fs.writeFile(file, html);
        } catch (error) {
          const message = (error as Error)?.message ?? String(error);
          failures.push(`${page.pathname}: ${message}${tipFor(message)}`);
        }
        onPage?.();
      });
      return failures;
    },
    dispose: () => renderer.dispose(),
  };
}

export function renderFailure(failures: string[]): QuireAggregateError {
  return new QuireAggregateError(`${failures.length} page(s) failed to render:`, failures);
}

/** Renders every page on this thread; fails with every page that failed. */
export async function renderPages(params: SsgParams): Promise<{ rendered: number }> {
  const renderer = createPageRenderer(params);
  let done = 0;
  const failures = await renderer.render(params.pages, () => logger.progress('rendering pages', ++done, params.pages.length));
  renderer.dispose();
  if (failures.length > 0) throw renderFailure(failures);
  return { rendered: done };
}
