import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CompiledPageInfo, QuirePlugin } from '../types';
import { perf } from '../logger/perfLogger';
import { pluginHookError } from '../server/plugins/hookError';
import { reviveTaskError, runWorkerTask, type WorkerTaskReply, type WorkerTaskRequest } from './workerTask';

/** The compiled thread entry; running from source (tests), tasks run on this thread. */
const TASK_THREAD_FILE = path.join(__dirname, 'workerTaskThread.js');

/**
 * Runs a worker task on a thread of its own (`threadFile`), or with `runHere` on this thread when
 * there is no thread file or the thread exits without an answer (it could not start). The thread
 * loads only the task's module: the task runs beside the render workers without this thread's
 * or the compile worker's memory.
 */
export function runOnTaskThread({
  request,
  threadFile = TASK_THREAD_FILE,
  runHere = runWorkerTask,
}: {
  request: WorkerTaskRequest;
  threadFile?: string;
  runHere?: (request: WorkerTaskRequest) => Promise<unknown>;
}): Promise<unknown> {
  if (!fs.existsSync(threadFile)) return runHere(request);
  return new Promise<unknown>((resolve, reject) => {
    let answered = false;
    const worker = new Worker(threadFile, { workerData: request });
    worker.once('message', (reply: WorkerTaskReply) => {
      answered = true;
      if ('error' in reply) reject(reviveTaskError(reply.error));
      else resolve(reply.result);
      void worker.terminate();
    });
    // An error thrown outside the task's promise (in a callback of its own) ends the thread: the task failed.
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    worker.once('exit', () => {
      if (!answered) runHere(request).then(resolve, reject);
    });
  });
}

/**
 * Runs the plugins' worker tasks (`QuirePlugin.workerTask`) of a build, once every page has
 * compiled and while the pages render: each plugin's hook is asked here for a module and its
 * input, and the task runs on a thread of its own, all at once. Every task settles before the
 * first failure is thrown (they write into the output folder the failure removes). Returns each
 * plugin's result by name.
 */
export async function runWorkerTasks({
  plugins,
  outDir,
  pages,
  run = (request) => runOnTaskThread({ request }),
}: {
  plugins: readonly { plugin: QuirePlugin; content: unknown }[];
  outDir: string;
  pages: readonly CompiledPageInfo[];
  /** Where a task runs: its own thread. */
  run?: (request: WorkerTaskRequest) => Promise<unknown>;
}): Promise<Map<string, unknown>> {
  const results = new Map<string, unknown>();
  const settled = await Promise.allSettled(
    plugins
      .filter(({ plugin }) => plugin.workerTask)
      .map(({ plugin, content }) =>
        perf.run(plugin.name, async () => {
          try {
            // A copy of the list each: a plugin may sort or filter it.
            const task = await plugin.workerTask!({ outDir, pages: [...pages], content });
            if (task) results.set(plugin.name, await run({ module: task.module, input: task.input, outDir }));
          } catch (error) {
            throw pluginHookError({ pluginName: plugin.name, hook: 'workerTask', error });
          }
        }),
      ),
  );
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results;
}
