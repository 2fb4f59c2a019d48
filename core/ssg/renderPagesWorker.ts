import { serveWorkerTask } from '../utils/workerTask';
import type { SsgParams } from './ssgParams';
import { renderPages } from './renderPages';

/** The worker side of renderPagesInWorker. */
serveWorkerTask((params: SsgParams) => renderPages(params));
