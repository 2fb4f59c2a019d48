import { AsyncLocalStorage } from 'node:async_hooks';
import { env } from '../env';
import { color } from './logger';

/**
 * Times build phases when `QUIRE_PERF=1`: prints each phase with its nested label
 * (`build > load site > loadContent`), its duration and the heap before and after.
 * Costs nothing when off.
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

export const perf = {
  async run<T>(label: string, fn: () => Promise<T> | T): Promise<T> {
    if (!env.perf) return fn();
    const stack = [...(labels.getStore() ?? []), label];
    const heapBefore = process.memoryUsage().heapUsed;
    const start = performance.now();
    try {
      return await labels.run(stack, fn);
    } finally {
      const ms = performance.now() - start;
      const heapAfter = process.memoryUsage().heapUsed;
      const full = stack.join(' > ');
      records.push({ label: full, ms, heapBefore, heapAfter });
      process.stderr.write(
        `${color('gray', '[perf]')} ${full} ${color('yellow', `${ms.toFixed(0)}ms`)} heap ${mb(heapBefore)} -> ${mb(heapAfter)} rss ${mb(process.memoryUsage().rss)}\n`,
      );
    }
  },
  records(): readonly PerfRecord[] {
    return records;
  },
};
