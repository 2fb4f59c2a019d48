import { parentPort, workerData } from 'node:worker_threads';
import { createPageRenderer } from './renderPages';
import { renderFromQueue, type RenderWorkerData, type RenderWorkerReply } from './renderPool';

/**
 * The worker side of renderPagesShared: one renderer, taking batches from the shared queue until
 * it is empty, telling the main thread each batch it takes and each page as it starts and ends
 * (with a summary of each page written, never its HTML, or its failure): the main thread sees a
 * page that never ends, and what was left to render when a worker stopped.
 */
const { params, next, batch } = workerData as RenderWorkerData;
const post = (reply: RenderWorkerReply) => parentPort!.postMessage(reply);
const renderer = createPageRenderer(params);

renderFromQueue({
  renderer,
  pages: params.pages,
  next: new Int32Array(next),
  batch,
  hooks: {
    onTook: (start, end) => post({ took: [start, end] }),
    onStart: (index) => post({ started: index }),
    onDone: (index, { rendered, failure }) => post({ finished: index, rendered: rendered ? 1 : 0, pages: rendered ? [rendered] : [], failures: failure ? [failure] : [] }),
  },
}).finally(() => {
  renderer.dispose();
  parentPort!.close();
});
