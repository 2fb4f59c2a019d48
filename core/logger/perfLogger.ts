import { AsyncLocalStorage } from 'node:async_hooks';
import { env } from '../env';
import { color } from './logger';
import { writeTo } from './colorSupport';

/**
 * Times build phases when `QUIRE_PERF=1`: prints each phase with its nested label
 * (`build > load site > loadContent`), its duration, when it started (seconds since the process
 * started) and the heap before and after. Costs nothing when off.
 */
const labels = new AsyncLocalStorage<string[]>();

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}MB`;

export interface PerfRecord {
  label: string;
  ms: number;
  heapBefore: number;
  heapAfter: number;
}

const records: PerfRecord[] = [];

/** Starts timing `label` under the current phase; the returned function ends it and prints it. */
function start(label: string): { stack: string[]; end: () => void } {
  const stack = [...(labels.getStore() ?? []), label];
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const end = () => {
    const ms = performance.now() - started;
    const heapAfter = process.memoryUsage().heapUsed;
    const full = stack.join(' > ');
    records.push({ label: full, ms, heapBefore, heapAfter });
    writeTo(
      process.stderr,
      `${color('gray', '[perf]')} ${full} ${color('yellow', `${ms.toFixed(0)}ms`)} at ${(started / 1000).toFixed(2)}s heap ${mb(heapBefore)} -> ${mb(heapAfter)} rss ${mb(process.memoryUsage().rss)}\n`,
    );
  };
  return { stack, end };
}

export const perf = {
  async run<T>(label: string, fn: () => Promise<T> | T): Promise<T> {
    if (!env.perf) return fn();
    const { stack, end } = start(label);
    try {
      return await labels.run(stack, fn);
    } finally {
      end();
    }
  },
  /**
   * Times a phase that starts and ends in callbacks (a bundler's hooks): returns the function that
   * ends it, or a no-op when timing is off.
   */
  begin(label: string): () => void {
    return env.perf ? start(label).end : () => undefined;
  },
  records(): readonly PerfRecord[] {
    return records;
  },
};
