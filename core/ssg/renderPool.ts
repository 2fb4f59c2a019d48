import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { env } from '../env';
import { logger } from '../logger/logger';
import type { RenderedPage, SsgPage, SsgParams } from './ssgParams';
import { createPageRenderer, renderFailure, renderFailureMessage, type PageOutcome, type PageRenderer } from './renderPages';
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
 *
 * A page may never finish: a component that renders itself without end sends React's server
 * renderer round and round (it neither returns nor throws, and fills the heap in a minute or so).
 * A worker that has finished no page for `QUIRE_RENDER_TIMEOUT_MS` (60 s), or dies, is stopped; the
 * pages it had taken and not finished are rendered again one at a time, each on a fresh worker's
 * watch, so the page that stops it is named (with its file) among the build's failures, and the
 * others render as usual. Then the queue goes on.
 */

/** Worker -> main: a batch taken from the queue, a page started, a page finished (its summary or its failure). */
export type RenderWorkerReply =
  | { took: [start: number, end: number] }
  | { started: number }
  | { finished: number; rendered: number; pages: RenderedPage[]; failures: string[] };

/** What a render worker is started with: the renderer's parameters and the shared queue. */
export interface RenderWorkerData {
  params: SsgParams;
  /** One Int32: the index of the next page to take (Atomics.add by `batch`). */
  next: SharedArrayBuffer;
  /** Pages per take: BATCH, or 1 while a stopped worker's pages are rendered again. */
  batch: number;
}

export const BATCH = 16;
const WORKER_HEAP_MB = 1024;
/** How long a worker may take to load the renderer, before its first page, whatever QUIRE_RENDER_TIMEOUT_MS says. */
const STARTUP_MS = 60_000;
/** Above this heap (mostly the compilation being written), no page renders during the cache write. */
const OVERLAP_HEAP_LIMIT_MB = 600;

/** What a queue's pages give, page by page. */
interface QueueHooks {
  onTook?: (start: number, end: number) => void;
  onStart?: (index: number) => void;
  onDone: (index: number, outcome: PageOutcome) => void;
}

/** Renders batches of `pages` taken from the shared counter until none is left, reporting each page. */
export async function renderFromQueue({
  renderer,
  pages,
  next,
  batch: size = BATCH,
  hooks,
}: {
  renderer: PageRenderer;
  pages: SsgPage[];
  next: Int32Array;
  batch?: number;
  hooks: QueueHooks;
}): Promise<void> {
  const indexOf = new Map(pages.map((page, index) => [page, index]));
  for (let start = Atomics.add(next, 0, size); start < pages.length; start = Atomics.add(next, 0, size)) {
    const end = Math.min(start + size, pages.length);
    hooks.onTook?.(start, end);
    await renderer.render(pages.slice(start, end), {
      onStart: (page) => hooks.onStart?.(indexOf.get(page)!),
      onDone: (page, outcome) => hooks.onDone(indexOf.get(page)!, outcome),
    });
  }
}

/** How a worker ended: it emptied its queue, or it was stopped with pages in hand. */
type WorkerEnd = { done: true } | { done: false; reason: string; unfinished: number[]; started: number[] };

/**
 * Runs one render worker on `data`'s queue, watching it: `onDone` hears of every page it finishes
 * (indexes into `data.params.pages`). It ends when the queue is empty, or when the worker finished
 * no page for `timeoutMs` (then it is terminated) or died; what it had taken and not finished is returned.
 */
function runWorker({ workerFile, data, timeoutMs, onDone }: { workerFile: string; data: RenderWorkerData; timeoutMs: number; onDone: QueueHooks['onDone'] }): Promise<WorkerEnd> {
  return new Promise((resolve) => {
    const worker = new Worker(workerFile, { workerData: data, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    const taken = new Set<number>();
    const started = new Set<number>();
    let lastProgress = Date.now();
    // Until its first message the worker is loading the renderer, which a loaded machine may make slow.
    let heard = false;
    const limit = () => (heard ? timeoutMs : Math.max(timeoutMs, STARTUP_MS));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    const end = (result: WorkerEnd) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      resolve(result);
    };
    const stop = (reason: string) => {
      end({ done: false, reason, unfinished: [...taken].sort((a, b) => a - b), started: [...started] });
      void worker.terminate();
    };
    // The timer may fire late, after this thread was busy (webpack's cache write): the messages
    // that came meanwhile are read first (setImmediate runs after them), then the silence is judged.
    const watch = () => {
      timer = setTimeout(() => setImmediate(() => {
        if (ended) return;
        if (Date.now() - lastProgress >= limit()) stop(`rendering did not finish within ${limit() / 1000} s`);
        else watch();
      }), Math.max(0, limit() - (Date.now() - lastProgress)));
    };
    watch();
    worker.on('message', (reply: RenderWorkerReply) => {
      lastProgress = Date.now();
      if (!heard) {
        // From now on the page timeout: the timer set for the start-up is set again.
        heard = true;
        clearTimeout(timer);
        watch();
      }
      if ('took' in reply) for (let index = reply.took[0]; index < reply.took[1]; index++) taken.add(index);
      else if ('started' in reply) started.add(reply.started);
      else {
        taken.delete(reply.finished);
        started.delete(reply.finished);
        onDone(reply.finished, { rendered: reply.pages[0], failure: reply.failures[0] });
      }
    });
    worker.once('error', (error: Error & { code?: string }) =>
      stop(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'rendering ran out of memory' : `the renderer stopped: ${error.message}`),
    );
    worker.once('exit', (code) => (code === 0 && taken.size === 0 ? end({ done: true }) : stop(`the renderer stopped (exit code ${code})`)));
  });
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
  const onDone = (_index: number, { rendered, failure }: PageOutcome) => {
    if (rendered) written.push(rendered);
    if (failure) failures.push(failure);
    logger.progress('rendering pages', ++done, total);
  };
  const data: RenderWorkerData = { params, next: new SharedArrayBuffer(4), batch: BATCH };
  const next = new Int32Array(data.next);
  const left = () => Atomics.load(next, 0) < total;

  const workerFile = path.join(__dirname, 'renderPagesWorker.js');
  if (!fs.existsSync(workerFile)) {
    const renderer = createPageRenderer(params);
    try {
      await renderFromQueue({ renderer, pages: params.pages, next, hooks: { onDone } });
    } finally {
      renderer.dispose();
    }
  } else {
    const timeoutMs = env.renderTimeoutMs;
    /** Renders `indexes` one at a time, each watched: a page that stops its worker is a failure. */
    const isolate = async (indexes: number[]) => {
      let rest = indexes;
      while (rest.length > 0) {
        const pages = rest.map((index) => params.pages[index]!);
        const alone: RenderWorkerData = { params: { ...params, pages, concurrency: 1 }, next: new SharedArrayBuffer(4), batch: 1 };
        const finished = new Set<number>();
        const ended = await runWorker({
          workerFile,
          data: alone,
          timeoutMs,
          onDone: (i, outcome) => {
            finished.add(i);
            onDone(rest[i]!, outcome);
          },
        });
        if (ended.done) return;
        // One page at a time: the one started and not finished is the one that stopped it.
        const culprit = ended.started[0] ?? ended.unfinished[0] ?? pages.findIndex((_, i) => !finished.has(i));
        if (culprit < 0) return;
        onDone(rest[culprit]!, { failure: stoppedPage({ page: pages[culprit]!, reason: ended.reason }) });
        // The rest: those it had not finished, taken or not.
        rest = rest.filter((_, i) => i !== culprit && !finished.has(i));
      }
    };
    const drain = async () => {
      while (left()) {
        const ended = await runWorker({ workerFile, data, timeoutMs, onDone });
        if (!ended.done) await isolate(ended.unfinished);
      }
    };
    const overlap = process.memoryUsage().heapUsed < OVERLAP_HEAP_LIMIT_MB * 2 ** 20;
    const afterCacheWrite = cacheWritten.then(collectGarbage);
    const worker = async (start: Promise<unknown>) => {
      await start;
      await drain();
    };
    await Promise.all([worker(overlap ? Promise.resolve() : afterCacheWrite), worker(afterCacheWrite)]);
  }
  if (failures.length > 0) throw renderFailure(failures);
  return { rendered: written.length, pages: written };
}

/** A page whose rendering stopped its worker: said with its route and file, and the likely cause. */
function stoppedPage({ page, reason }: { page: SsgPage; reason: string }): string {
  return renderFailureMessage({
    page,
    error: new Error(`${reason}: does a component render itself (or an ancestor) without end, or loop forever? (QUIRE_RENDER_TIMEOUT_MS sets the time a page may take)`),
  });
}
