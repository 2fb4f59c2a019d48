import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompiledPage } from './compileMdx';
import { perf } from '../logger/perfLogger';

/**
 * Compiles pages on worker threads, and on this thread when no worker can help. A site's pages
 * are compiled while webpack bundles on this thread (the bundler waits only for the pages it
 * reaches before they are done), so the compiling belongs on the other cores.
 *
 * A worker loads the site's config and plugins itself (functions do not cross threads), so it
 * compiles with the very same remark and rehype plugins. That start-up is about a second of CPU,
 * so the first worker is started early (`warmUp`, when the site starts loading: it starts while
 * this thread loads the config), and more start only for a burst of pages. Once the site has
 * asked for every page (`release`), idle workers stop; the odd page an edit recompiles is then
 * compiled here. A worker that cannot start or dies hands its pages back to this thread.
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
  /** Someone waits for this page now (it is at the front of the queue). */
  urgent: boolean;
  resolve: (page: CompiledPage) => void;
  reject: (error: unknown) => void;
}

interface PoolWorker {
  worker: Worker;
  ready: boolean;
  inFlight: Map<number, Job>;
}

export interface CompilePool {
  /** Compiles a page; `urgent` pages go before the queued ones (the page a browser waits for). */
  compile(task: CompileTask & { urgent?: boolean }): Promise<CompiledPage>;
  /** Moves a queued page to the front (someone waits for it now). */
  prioritize(filePath: string): void;
  /** Starts a worker now, before any page is queued: its start-up overlaps the site's loading. */
  warmUp(): void;
  /** Every page of the site has been asked for: workers stop once the queue is empty. */
  release(): void;
  /**
   * Until `resume()`, only urgent pages compile: a dev server starting keeps the CPU for itself
   * and for the page the browser waits for, and compiles the rest of the site once it is idle.
   */
  pause(): void;
  resume(): void;
}

/** Pages in flight per thread: compiling is mostly synchronous, two overlap the file reads. */
const LANES = 2;
/** Pages waiting before a further worker (after the warm one) pays for its start-up. */
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
  // As many as the cores: this thread has little to bundle while pages compile (static content is not
  // bundled at all), so it need not keep a core for itself.
  maxWorkers = Math.min(3, os.availableParallelism()),
  spawnWhenWaiting = SPAWN_WHEN_WAITING,
}: {
  compileHere: (task: CompileTask) => Promise<CompiledPage>;
  /** The compiled worker entry; without it (running from source) everything compiles here. */
  workerFile: string;
  /** What the worker needs to load the site (LoadSiteOptions). */
  workerData: unknown;
  maxWorkers?: number;
  spawnWhenWaiting?: number;
}): CompilePool {
  const queue: Job[] = [];
  const workers: PoolWorker[] = [];
  let activeHere = 0;
  let nextId = 0;
  let released = false;
  let paused = false;
  // QUIRE_PERF: how long each burst of pages takes, from its first page until the pool is idle.
  let endBurst: (() => void) | undefined;
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
    const endStart = perf.begin('compile worker start');
    entry.worker.unref();
    entry.worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        entry.ready = true;
        endStart();
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

  function compileOnThisThread(job: Job) {
    activeHere++;
    // Each page starts from the event loop: chained through promises alone, this thread's pages
    // would run back to back without ever reading a worker's messages (its "ready" included).
    setImmediate(() =>
      compileHere(job.task)
        .then(job.resolve, job.reject)
        .finally(() => {
          activeHere--;
          pump();
        }),
    );
  }

  /** The next page to compile: the first in the queue, unless paused and it is not urgent. */
  const next = (): Job | undefined => (!paused || queue[0]?.urgent ? queue.shift() : undefined);

  function pump() {
    for (const entry of workers) {
      let job: Job | undefined;
      while (entry.ready && entry.inFlight.size < LANES && (job = next())) {
        const id = nextId++;
        entry.inFlight.set(id, job);
        entry.worker.postMessage({ id, ...job.task } satisfies WorkerRequest);
      }
    }
    // This thread (which bundles meanwhile) compiles only when no worker is there to do it.
    let job: Job | undefined;
    while (workers.length === 0 && activeHere < LANES && (job = next())) compileOnThisThread(job);
    if (workersUsable && queue.length >= spawnWhenWaiting && workers.length < maxWorkers) spawn();
    if (released && queue.length === 0) for (const entry of workers.filter((w) => w.inFlight.size === 0)) retire(entry, false);
    const busy = queue.length > 0 || activeHere > 0 || workers.some((w) => w.inFlight.size > 0);
    if (busy) endBurst ??= perf.begin('compile pages');
    else if (endBurst) {
      endBurst();
      endBurst = undefined;
    }
  }

  return {
    compile({ urgent = false, ...task }) {
      return new Promise<CompiledPage>((resolve, reject) => {
        const job = { task, urgent, resolve, reject };
        if (urgent) queue.unshift(job);
        else queue.push(job);
        pump();
      });
    },
    prioritize(filePath) {
      const index = queue.findIndex((job) => job.task.filePath === filePath);
      if (index < 0) return;
      queue[index]!.urgent = true;
      queue.unshift(...queue.splice(index, 1));
      pump();
    },
    warmUp() {
      if (workersUsable && workers.length === 0) spawn();
    },
    release() {
      released = true;
      pump();
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      pump();
    },
  };
}
