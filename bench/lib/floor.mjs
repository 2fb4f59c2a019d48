// The MDX compile time of a corpus on one core (the floor of any build), next to which the cold
// build is printed: floorCompile.mjs in a process of its own, pinned to one CPU when taskset is there.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './measure.mjs';

const TASKSET = '/usr/bin/taskset';
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'floorCompile.mjs');

/** The last line of the script's output, as JSON: { pages, ms, cpuMs, setupMs, slowest }. */
export function parseFloorOutput(stdout) {
  const line = stdout.trim().split('\n').pop();
  const parsed = JSON.parse(line);
  if (typeof parsed.pages !== 'number' || typeof parsed.ms !== 'number') throw new Error(`floorCompile printed no figures: ${line}`);
  return parsed;
}

/**
 * Compiles every page of the site at `root` (the site's caches removed first by `removeCache`,
 * so no compile is skipped), pinned to CPU 0 unless `pin` is false:
 * { pages, ms, cpuMs, setupMs, slowest, oneCore, peakRssMB } or { error }.
 */
export async function measureFloor({ root, removeCache, timeoutMs, pin = true }) {
  removeCache(root);
  const oneCore = pin && fs.existsSync(TASKSET);
  const [command, args] = oneCore ? [TASKSET, ['--cpu-list', '0', process.execPath, script, root]] : [process.execPath, [script, root]];
  const result = await run(command, args, { cwd: root, timeoutMs });
  removeCache(root);
  if (result.code !== 0) return { error: `failed (exit ${result.code}): ${result.stderr.trim().split('\n').slice(-3).join(' | ')}` };
  return { ...parseFloorOutput(result.stdout), oneCore, peakRssMB: result.peakRssMB };
}
