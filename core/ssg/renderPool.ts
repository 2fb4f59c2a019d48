import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { logger } from '../logger/logger';
import type { RenderedPage, SsgPage, SsgParams } from './ssgParams';
import { createPageRenderer, renderFailure, type PageRenderer } from './renderPages';
import { collectGarbage } from '../utils/collectGarbage';

/**
 * Renders the pages on two worker threads that take batches from one queue: a counter in shared
 * memory, so a worker never waits for this thread (which writes webpack's cache meanwhile, in long
 * synchronous stretches: workers that were handed their batches by it sat idle over a quarter of
 * the time at 500 pages per language). The second worker starts once `cacheWritten` settles
 * (webpack's cache is written): the compilation this thread just dropped is collected first. The
 * first starts at once, so pages render while the cache is written, unless the compilation is
 * already large: webpack holds the whole cache pack in memory while writing it, and a worker
 * rendering beside it was the build's peak (2,000 pages per language: 1.97 GB with the overlap,
 * 1.77 GB without, and no slower: 120 s against 127 s, within the noise between runs).
 * Without the compiled worker file (running from source, in tests) this thread renders them all.
 *
 * Each worker's heap is capped. Rendering makes garbage fast (a page's HTML, React's output
 * chunks) while what a renderer keeps is small (60 MB after 2,000 pages), and V8 lets an uncapped
 * heap grow far before collecting: at 2,000 pages per language the build peaked at 3.4 GB with
 * the main thread rendering beside an uncapped worker.
 */

/**
 * Worker -> main: after each batch, the pages done (progress) with a small summary of each (its
 * record: title, frontmatter, toc...; never its HTML); then, last, the failures.
 */
export type RenderWorkerReply = { rendered: number; pages: RenderedPage[] } | { failures: string[] };

/** What a render worker is started with: the renderer's parameters and the shared queue. */
export interface RenderWorkerData {
  params: SsgParams;
  /** One Int32: the index of the next page to take (Atomics.add by BATCH). */
  next: SharedArrayBuffer;
}

export const BATCH = 16;
const WORKER_HEAP_MB = 1024;
/** Above this heap (mostly the compilation being written), no page renders during the cache write. */
const OVERLAP_HEAP_LIMIT_MB = 600;

/** Renders batches of `pages` taken from the shared counter until none is left; returns the failures. */
export async function renderFromQueue({
  renderer,
  pages,
  next,
  onRendered,
}: {
  renderer: PageRenderer;
  pages: SsgPage[];
  next: Int32Array;
  onRendered: (count: number, rendered: RenderedPage[]) => void;
}): Promise<string[]> {
  const failures: string[] = [];
  for (let start = Atomics.add(next, 0, BATCH); start < pages.length; start = Atomics.add(next, 0, BATCH)) {
    const batch = pages.slice(start, start + BATCH);
    const result = await renderer.render(batch);
    failures.push(...result.failures);
    onRendered(batch.length, result.pages);
  }
  return failures;
}

/**
 * Renders every page; returns how many were written and a summary of each written page (in the
 * order they finished: see RenderedPage).
 */
export async function renderPagesShared({
  params,
  cacheWritten,
}: {
  params: SsgParams;
  cacheWritten: Promise<unknown>;
}): Promise<{ rendered: number; pages: RenderedPage[] }> {
  const total = params.pages.length;
  const failures: string[] = [];
  const written: RenderedPage[] = [];
  let done = 0;
  const progress = (count: number, pages: RenderedPage[]) => {
    written.push(...pages);
    for (let i = 0; i < count; i += 1) logger.progress('rendering pages', ++done, total);
  };
  const data: RenderWorkerData = { params, next: new SharedArrayBuffer(4) };
  const next = new Int32Array(data.next);
  const left = () => Atomics.load(next, 0) < total;

  const workerFile = path.join(__dirname, 'renderPagesWorker.js');
  const onWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(workerFile, { workerData: data, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
      worker.on('message', (reply: RenderWorkerReply) => ('rendered' in reply ? progress(reply.rendered, reply.pages) : failures.push(...reply.failures)));
      worker.once('error', reject);
      worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The render worker stopped with exit code ${code}.`))));
    });

  if (!fs.existsSync(workerFile)) {
    const renderer = createPageRenderer(params);
    try {
      failures.push(...(await renderFromQueue({ renderer, pages: params.pages, next, onRendered: progress })));
    } finally {
      renderer.dispose();
    }
  } else {
    const overlap = process.memoryUsage().heapUsed < OVERLAP_HEAP_LIMIT_MB * 2 ** 20;
    const afterCacheWrite = cacheWritten.then(collectGarbage);
    const worker = async (start: Promise<unknown>) => {
      await start;
      if (left()) await onWorker();
    };
    await Promise.all([worker(overlap ? Promise.resolve() : afterCacheWrite), worker(afterCacheWrite)]);
  }
  if (failures.length > 0) throw renderFailure(failures);
  return { rendered: done, pages: written };
}
