import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { logger } from '../logger/logger';
import type { SsgPage, SsgParams } from './ssgParams';
import { createPageRenderer, renderFailure } from './renderPages';
import { collectGarbage } from '../utils/collectGarbage';

/**
 * Renders the pages on two worker threads that take batches from one queue; this thread only hands
 * them out. The second worker starts once `cacheWritten` settles (webpack's cache is written): the
 * compilation this thread just dropped is collected first. The first starts at once, so pages
 * render while the cache is written, unless the compilation is already large: webpack holds the
 * whole cache pack in memory while writing it, and a worker rendering beside it was the build's
 * peak (2,000 pages per language: 1.97 GB with the overlap, 1.77 GB without, and no slower: 120 s
 * against 127 s, within the noise between runs).
 * Without the compiled worker file (running from source, in tests) this thread renders them all.
 *
 * Each worker's heap is capped. Rendering makes garbage fast (a page's HTML, React's output
 * chunks) while what a renderer keeps is small (60 MB after 2,000 pages), and V8 lets an uncapped
 * heap grow far before collecting: at 2,000 pages per language the build peaked at 3.4 GB with
 * the main thread rendering beside an uncapped worker.
 */

/** Worker -> main: ready for a batch, or a batch done. Main -> worker: a batch; empty means stop. */
export type RenderWorkerReply = { ready: true } | { rendered: number; failures: string[] };
export interface RenderWorkerBatch {
  pages: SsgPage[];
}

const BATCH = 16;
const WORKER_HEAP_MB = 1024;
/** Above this heap (mostly the compilation being written), no page renders during the cache write. */
const OVERLAP_HEAP_LIMIT_MB = 600;

export async function renderPagesShared({ params, cacheWritten }: { params: SsgParams; cacheWritten: Promise<unknown> }): Promise<{ rendered: number }> {
  const queue = [...params.pages];
  const total = queue.length;
  const failures: string[] = [];
  let done = 0;
  const progress = (count: number) => {
    for (let i = 0; i < count; i += 1) logger.progress('rendering pages', ++done, total);
  };
  const take = () => queue.splice(0, BATCH);

  const workerFile = path.join(__dirname, 'renderPagesWorker.js');
  const { pages: _all, ...shared } = params;
  const onWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(workerFile, { workerData: shared, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
      const next = () => worker.postMessage({ pages: take() } satisfies RenderWorkerBatch);
      worker.on('message', (reply: RenderWorkerReply) => {
        if ('rendered' in reply) {
          failures.push(...reply.failures);
          progress(reply.rendered);
        }
        next();
      });
      worker.once('error', reject);
      worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The render worker stopped with exit code ${code}.`))));
    });

  const onThisThread = async () => {
    const renderer = createPageRenderer(params);
    try {
      for (let batch = take(); batch.length > 0; batch = take()) failures.push(...(await renderer.render(batch, () => progress(1))));
    } finally {
      renderer.dispose();
    }
  };
  if (!fs.existsSync(workerFile)) {
    await onThisThread();
  } else {
    const overlap = process.memoryUsage().heapUsed < OVERLAP_HEAP_LIMIT_MB * 2 ** 20;
    const afterCacheWrite = cacheWritten.then(collectGarbage);
    const worker = async (start: Promise<unknown>) => {
      await start;
      if (queue.length > 0) await onWorker();
    };
    await Promise.all([worker(overlap ? Promise.resolve() : afterCacheWrite), worker(afterCacheWrite)]);
  }
  if (failures.length > 0) throw renderFailure(failures);
  return { rendered: done };
}
