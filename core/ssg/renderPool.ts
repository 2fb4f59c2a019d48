import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { logger } from '../logger/logger';
import type { SsgPage, SsgParams } from './ssgParams';
import { createPageRenderer, renderFailure } from './renderPages';
import { collectGarbage } from '../utils/collectGarbage';

/**
 * Renders the pages on a worker thread and, once `mainThreadFrom` settles (webpack's cache is
 * written), on a second one: both take batches from one queue, so on two cores the pages render
 * while the cache is written and then twice as fast. This thread only hands out batches: it has
 * just dropped the webpack compilation, which it collects before the second worker starts.
 * Without the compiled worker file (running from source, in tests) this thread renders them all.
 *
 * Each worker's heap is capped. Rendering makes garbage fast (a page's HTML, React's output
 * chunks) while what a renderer keeps is small (measured on 2,000 pages per language: 60 MB after
 * 2,000 pages), and V8 lets an uncapped heap grow far before collecting: at 2,000 pages per
 * language the build peaked at 3.4 GB with the main thread rendering, 1.9 GB like this.
 */

/** Worker -> main: ready for a batch, or a batch done. Main -> worker: a batch; empty means stop. */
export type RenderWorkerReply = { ready: true } | { rendered: number; failures: string[] };
export interface RenderWorkerBatch {
  pages: SsgPage[];
}

const BATCH = 16;
const WORKER_HEAP_MB = 1024;

export async function renderPagesShared({ params, mainThreadFrom }: { params: SsgParams; mainThreadFrom: Promise<unknown> }): Promise<{ rendered: number }> {
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
  const secondWorker = async () => {
    await mainThreadFrom;
    collectGarbage();
    if (queue.length > 0) await onWorker();
  };
  if (fs.existsSync(workerFile)) await Promise.all([onWorker(), secondWorker()]);
  else await onThisThread();
  if (failures.length > 0) throw renderFailure(failures);
  return { rendered: done };
}
