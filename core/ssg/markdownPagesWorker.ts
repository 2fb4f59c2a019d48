import { serveWorkerTask } from '../utils/workerTask';
import { writeMarkdownPages } from './markdownPages';

/** The worker side of writeMarkdownPagesInWorker. */
serveWorkerTask((data: Parameters<typeof writeMarkdownPages>[0]) => writeMarkdownPages(data));
