import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompiledPage } from './compileMdx';

/**
 * Compiles pages on this thread and, when many are waiting, on worker threads too: a site's
 * first build compiles every page before bundling, which on one thread is most of a large
 * build's first half. A worker loads the site's config and plugins itself (functions do not
 * cross threads), so it compiles with the very same remark and rehype plugins.
 *
 * Workers start only for a burst (a cold build or dev start), never for the one page an edit
 * recompiles, and stop as soon as the queue is empty. A worker that cannot start or dies hands
 * its pages back to this thread.
 */

export interface CompileTask {
  source: string;
  filePath: string;
}

/** A compile error as it crosses from a worker: what `mdxErrorPlace` reads. */
export interface SerializedCompileError {
  message: string;
  reason?: string;
  line?: number;
  column?: number;
  stack?: string;
}

export type WorkerRequest = { id: number } & CompileTask;
export type WorkerReply = { ready: true } | { id: number; page: CompiledPage } | { id: number; error: SerializedCompileError };

interface Job {
  task: CompileTask;
  resolve: (page: CompiledPage) => void;
  reject: (error: unknown) => void;
}

interface PoolWorker {
  worker: Worker;
  ready: boolean;
  inFlight: Map<number, Job>;
}

/** Pages in flight per thread: compiling is mostly synchronous, two overlap the file reads. */
const LANES = 2;
/**
 * Pages waiting before a worker pays for its start-up (config, plugins, MDX and Shiki: about a
 * second of CPU). Measured on 2 cores: 120 pages compiled 0.5 s slower with a worker.
 */
const SPAWN_WHEN_WAITING = 200;

function revive(error: SerializedCompileError): Error {
  const revived = Object.assign(new Error(error.message), { reason: error.reason, line: error.line, column: error.column });
  if (error.stack) revived.stack = error.stack;
  return revived;
}

export function createCompilePool({
  compileHere,
  workerFile,
  workerData,
  maxWorkers = Math.min(3, os.availableParallelism() - 1),
  spawnWhenWaiting = SPAWN_WHEN_WAITING,
}: {
  compileHere: (task: CompileTask) => Promise<CompiledPage>;
  /** The compiled worker entry; without it (running from source) everything compiles here. */
  workerFile: string;
  /** What the worker needs to load the site (LoadSiteOptions). */
  workerData: unknown;
  maxWorkers?: number;
  spawnWhenWaiting?: number;
}) {
  const queue: Job[] = [];
  const workers: PoolWorker[] = [];
  let active = 0;
  let nextId = 0;
  // A worker that failed once (say, its config load threw) is not tried again.
  let workersUsable = maxWorkers > 0 && fs.existsSync(workerFile);

  function retire(entry: PoolWorker, requeue: boolean) {
    workers.splice(workers.indexOf(entry), 1);
    if (requeue) queue.unshift(...entry.inFlight.values());
    entry.inFlight.clear();
    void entry.worker.terminate();
  }

  function spawn() {
    const entry: PoolWorker = { worker: new Worker(workerFile, { workerData }), ready: false, inFlight: new Map() };
    entry.worker.unref();
    entry.worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        entry.ready = true;
      } else {
        const job = entry.inFlight.get(reply.id);
        entry.inFlight.delete(reply.id);
        if ('page' in reply) job?.resolve(reply.page);
        else job?.reject(revive(reply.error));
      }
      pump();
    });
    const fail = () => {
      if (!workers.includes(entry)) return;
      workersUsable = false;
      retire(entry, true);
      pump();
    };
    entry.worker.on('error', fail);
    entry.worker.on('exit', fail);
    workers.push(entry);
  }

  function pump() {
    while (queue.length > 0 && active < LANES) {
      const job = queue.shift()!;
      active++;
      // Each page starts from the event loop: chained through promises alone, this thread's pages
      // would run back to back without ever reading a worker's messages (its "ready" included).
      setImmediate(() =>
        compileHere(job.task)
          .then(job.resolve, job.reject)
          .finally(() => {
            active--;
            pump();
          }),
      );
    }
    for (const entry of workers) {
      while (entry.ready && entry.inFlight.size < LANES && queue.length > 0) {
        const job = queue.shift()!;
        const id = nextId++;
        entry.inFlight.set(id, job);
        entry.worker.postMessage({ id, ...job.task } satisfies WorkerRequest);
      }
    }
    if (workersUsable && queue.length >= spawnWhenWaiting && workers.length < maxWorkers) spawn();
    if (queue.length === 0) for (const entry of workers.filter((w) => w.inFlight.size === 0)) retire(entry, false);
  }

  return {
    compile(task: CompileTask): Promise<CompiledPage> {
      return new Promise<CompiledPage>((resolve, reject) => {
        queue.push({ task, resolve, reject });
        pump();
      });
    },
  };
}
