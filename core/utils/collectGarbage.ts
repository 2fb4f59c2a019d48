import v8 from 'node:v8';
import vm from 'node:vm';

let gc: (() => void) | undefined;

/**
 * Runs a full garbage collection now. For a thread that just dropped a large object graph (the
 * webpack compilation once its cache is written) and then sits idle while workers do the work:
 * V8 collects on allocation, so an idle thread would keep the dead graph in memory until the end.
 */
export function collectGarbage(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}
