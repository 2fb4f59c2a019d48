import { parentPort, workerData } from 'node:worker_threads';
import { createPageRenderer } from './renderPages';
import { renderFromQueue, type RenderWorkerData, type RenderWorkerReply } from './renderPool';

/**
 * The worker side of renderPagesShared: one renderer, taking batches from the shared queue until
 * it is empty, reporting progress (with a summary of
 * each page written) as it goes and its failures last.
 */
const { params, next } = workerData as RenderWorkerData;
const post = (reply: RenderWorkerReply) => parentPort!.postMessage(reply);
const renderer = createPageRenderer(params);

renderFromQueue({ renderer, pages: params.pages, next: new Int32Array(next), onRendered: (rendered, pages) => post({ rendered, pages }) })
  .then((failures) => post({ failures }))
  .finally(() => {
    renderer.dispose();
    parentPort!.close();
  });
