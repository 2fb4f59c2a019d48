import { parentPort, workerData } from 'node:worker_threads';
import { createPageRenderer } from './renderPages';
import type { RenderWorkerBatch, RenderWorkerReply } from './renderPool';
import type { SsgParams } from './ssgParams';

/**
 * The worker side of renderPagesShared: one renderer for every batch it is sent; an empty batch
 * means the queue is done.
 */
const renderer = createPageRenderer(workerData as Omit<SsgParams, 'pages'>);
const post = (reply: RenderWorkerReply) => parentPort!.postMessage(reply);

parentPort!.on('message', ({ pages }: RenderWorkerBatch) => {
  if (pages.length === 0) {
    renderer.dispose();
    parentPort!.close();
    return;
  }
  renderer.render(pages).then((failures) => post({ rendered: pages.length, failures }));
});
post({ ready: true });
