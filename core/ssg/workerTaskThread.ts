import { parentPort, workerData } from 'node:worker_threads';
import { runWorkerTask, serializeTaskError, type WorkerTaskReply, type WorkerTaskRequest } from './workerTask';

/**
 * The thread of one plugin's worker task (see workerTasks.ts): runs the task it was started with
 * and posts back its result or its error. It loads nothing but the task's module: no site, no
 * Markdown processor, so it starts in tens of milliseconds and holds only what the task makes.
 */
const post = (reply: WorkerTaskReply) => parentPort!.postMessage(reply);

runWorkerTask(workerData as WorkerTaskRequest).then(
  (result) => post({ result }),
  (error: unknown) => post({ error: serializeTaskError(error) }),
);
