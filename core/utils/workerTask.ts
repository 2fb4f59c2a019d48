import fs from 'node:fs/promises';
import { Worker, parentPort, workerData } from 'node:worker_threads';
import { QuireError, isQuireError } from '../errors';

/** An error as it crosses from a worker: a QuireError keeps its message, place and hint. */
interface SerializedError {
  message: string;
  stack?: string;
  quire?: { location: QuireError['location']; hint?: string };
}

type WorkerReply<T> = { result: T } | { error: SerializedError };

function serializeError(error: unknown): SerializedError {
  const e = error as Error;
  return {
    message: e?.message ?? String(error),
    stack: e?.stack,
    quire: isQuireError(error) ? { location: error.location, hint: error.hint } : undefined,
  };
}

function deserializeError(error: SerializedError): Error {
  if (error.quire) return new QuireError(error.message, error.quire);
  const result = new Error(error.message);
  if (error.stack) result.stack = error.stack;
  return result;
}

/**
 * Runs `task(data)` in a worker thread (the compiled `workerFile`, which calls `serveWorkerTask`),
 * so a CPU-heavy step uses the other core while this thread works on. Falls back to this thread
 * when the compiled worker file is not there (running from source, in tests). User errors keep
 * their message, place and hint across the thread boundary.
 */
export async function runWorkerTask<Data, Result>({
  workerFile,
  data,
  task,
}: {
  workerFile: string;
  data: Data;
  task: (data: Data) => Promise<Result>;
}): Promise<Result> {
  const compiled = await fs.access(workerFile).then(
    () => true,
    () => false,
  );
  if (!compiled) return task(data);
  return new Promise<Result>((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: data });
    worker.once('message', (reply: WorkerReply<Result>) => ('error' in reply ? reject(deserializeError(reply.error)) : resolve(reply.result)));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`A build worker (${workerFile}) stopped with exit code ${code}.`))));
  });
}

/** The worker side of runWorkerTask: runs the task on the worker's data and posts the outcome. */
export function serveWorkerTask<Data, Result>(task: (data: Data) => Promise<Result>): void {
  task(workerData as Data).then(
    (result) => parentPort!.postMessage({ result } satisfies WorkerReply<Result>),
    (error: unknown) => parentPort!.postMessage({ error: serializeError(error) } satisfies WorkerReply<Result>),
  );
}
