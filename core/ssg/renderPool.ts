import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { logger } from '../logger/logger';
import type { SsgPage, SsgParams } from './ssgParams';
import { createPageRenderer, renderFailure } from './renderPages';

/**
 * Renders the pages on a worker thread and, once `mainThreadFrom` settles (webpack's cache is
 * written), on this thread too: both take batches from one queue, so on two cores the pages
 * render while the cache is written and then twice as fast. Without the compiled worker file
 * (running from source, in tests) this thread renders them all.
 */

/** Worker -> main: ready for a batch, or a batch done. Main -> worker: a batch; empty means stop. */
export type RenderWorkerReply = { ready: true } | { rendered: number; failures: string[] };
export interface RenderWorkerBatch {
  pages: SsgPage[];
}

const BATCH = 16;

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
  const onWorker = fs.existsSync(workerFile)
    ? new Promise<void>((resolve, reject) => {
        const { pages: _all, ...shared } = params;
        const worker = new Worker(workerFile, { workerData: shared });
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
      })
    : Promise.resolve();

  const onThisThread = (async () => {
    await mainThreadFrom;
    if (queue.length === 0) return;
    const renderer = createPageRenderer(params);
    try {
      for (let batch = take(); batch.length > 0; batch = take()) failures.push(...(await renderer.render(batch, () => progress(1))));
    } finally {
      renderer.dispose();
    }
  })();

  await Promise.all([onWorker, onThisThread]);
  if (failures.length > 0) throw renderFailure(failures);
  return { rendered: done };
}
