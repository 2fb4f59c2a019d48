import path from 'node:path';
import type { PageDataEntry } from 'quire';
import { color } from 'quire/plugin-utils';
import type { PageCosts } from './transformer';

/**
 * With `QUIRE_PERF=1`: each twoslash block compiled in this build, with what it cost and whether
 * its result came from the disk cache, then the totals; in the format of core's perf lines
 * (`[perf] label 123ms`). Records from earlier builds (pages whose analysis was cached, so nothing
 * ran) are left out: only blocks that ran since this process started count.
 */
export function reportCosts({ pages, siteDir, since = Date.now() - performance.now(), write = (line: string) => process.stderr.write(line) }: {
  pages: PageDataEntry<PageCosts>[];
  siteDir: string;
  /** When this build started (ms since the epoch). */
  since?: number;
  write?: (line: string) => void;
}): { cold: number; cached: number; coldMs: number; cachedMs: number } {
  const totals = { cold: 0, cached: 0, coldMs: 0, cachedMs: 0 };
  const label = color('gray', '[perf]');
  for (const { sourceFilePath, data } of pages) {
    for (const block of data?.blocks ?? []) {
      if (block.at < since) continue;
      const where = `${path.relative(siteDir, sourceFilePath).split(path.sep).join('/')}:${block.line}`;
      write(`${label} twoslash block ${where} ${color('yellow', `${block.ms.toFixed(0)}ms`)} ${block.cached ? '(disk cache)' : '(cold)'}\n`);
      if (block.cached) {
        totals.cached++;
        totals.cachedMs += block.ms;
      } else {
        totals.cold++;
        totals.coldMs += block.ms;
      }
    }
  }
  const average = (ms: number, count: number) => (count === 0 ? '-' : `${(ms / count).toFixed(0)}ms`);
  write(
    `${label} twoslash ${totals.cold + totals.cached} block(s): ${totals.cold} cold ${color('yellow', `${totals.coldMs.toFixed(0)}ms`)} (avg ${average(totals.coldMs, totals.cold)}), ${totals.cached} from the disk cache ${color('yellow', `${totals.cachedMs.toFixed(0)}ms`)} (avg ${average(totals.cachedMs, totals.cached)})\n`,
  );
  return totals;
}
