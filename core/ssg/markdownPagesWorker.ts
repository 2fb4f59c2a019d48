import { parentPort, workerData } from 'node:worker_threads';
import type { RouteRecord } from '../types';
import { writeMarkdownPages } from './markdownPages';

/** The worker side of writeMarkdownPagesInWorker: writes the pages, posts how many. */
const { routes, outDir } = workerData as { routes: RouteRecord[]; outDir: string };
writeMarkdownPages({ routes, outDir }).then((count) => parentPort!.postMessage(count));
