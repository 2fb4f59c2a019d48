// Runs a command and measures it: wall time, the peak memory of its whole process tree (both as
// `/usr/bin/time -v` reports it and as the tree sampler sees it, so child processes such as
// esbuild's service count), and its output.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createMemorySampler, treePids } from './processTree.mjs';

/** GNU time, when the machine has it (Debian's `time` package); without it the sampler alone measures. */
export const TIME_BIN = '/usr/bin/time';

/**
 * What `/usr/bin/time -v` wrote: its "Maximum resident set size" in MB (the largest resident set
 * of one process of the tree that was waited for: `ru_maxrss`), the exit status, and the signal
 * that ended the command, if one did.
 */
export function parseTimeVerbose(text) {
  const field = (name) => new RegExp(`^\\s*${name}: (.+)$`, 'm').exec(text)?.[1]?.trim();
  const maxRss = field('Maximum resident set size \\(kbytes\\)');
  const exit = field('Exit status');
  const signal = /Command terminated by signal (\d+)/.exec(text)?.[1];
  return {
    maxRssMB: maxRss === undefined ? undefined : Number(maxRss) / 1024,
    exitStatus: exit === undefined ? undefined : Number(exit),
    signal: signal === undefined ? undefined : Number(signal),
  };
}

/**
 * The peak memory of a measured process tree, in MB: `timeMaxRssMB` (/usr/bin/time -v, when it ran
 * the command: the largest process of the tree), `sampledMB` (the largest sum of the tree's
 * resident sets at one 100 ms sample), `hwmMB` (the sum of each process's high-water mark),
 * `largestMB` (the largest one process's high-water mark: the sampler's reading of what time
 * reports) and `peakMB`, the sampler's figure for the tree: the larger of `sampledMB` and `hwmMB`
 * (a peak between samples still counts).
 */
function memoryFigures(sampler, timeText) {
  const { sampledMB, hwmMB, largestMB, processes } = sampler.stop();
  const timeMaxRssMB = timeText === undefined ? undefined : parseTimeVerbose(timeText).maxRssMB;
  return { timeMaxRssMB, sampledMB, hwmMB, largestMB, peakMB: Math.max(sampledMB, hwmMB), processes };
}

/**
 * Starts a command under `/usr/bin/time -v` (when there) in a process group of its own, with the
 * memory sampler on its tree. `stop()` ends it (SIGTERM to the command, then SIGKILL to the group
 * after `graceMs`); `done` resolves once it has exited: { code, signal, ms, memory, stdout, stderr, timedOut }.
 */
export function startMeasured({ command, args, cwd, env = {}, timeoutMs = 30 * 60_000, stdio = 'pipe', graceMs = 30_000 }) {
  const useTime = fs.existsSync(TIME_BIN);
  const timeFile = useTime ? path.join(os.tmpdir(), `quire-bench-time-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.txt`) : undefined;
  const [file, fileArgs] = useTime ? [TIME_BIN, ['-v', '-o', timeFile, command, ...args]] : [command, args];
  const started = performance.now();
  const child = spawn(file, fileArgs, { cwd, env: { ...process.env, NO_COLOR: '1', ...env }, detached: true, stdio: ['ignore', stdio, stdio] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => (stdout += d));
  child.stderr?.on('data', (d) => (stderr += d));
  const sampler = createMemorySampler({ rootPid: child.pid, skip: useTime ? [child.pid] : [] });
  let timedOut = false;
  const killGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup();
  }, timeoutMs);
  const done = new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      let timeText;
      if (timeFile && fs.existsSync(timeFile)) {
        timeText = fs.readFileSync(timeFile, 'utf8');
        fs.rmSync(timeFile, { force: true });
      }
      const memory = memoryFigures(sampler, timeText);
      // Under /usr/bin/time, a command ended by a signal shows as time's exit: time says which.
      const signalled = timeText === undefined ? undefined : parseTimeVerbose(timeText).signal;
      resolve({ code, signal: signal ?? (signalled ? `signal ${signalled}` : null), ms, memory, peakRssMB: memory.peakMB, stdout, stderr, timedOut });
    });
  });
  return {
    pid: child.pid,
    done,
    /** The command itself (under /usr/bin/time, its child) gets SIGTERM, so time can still report. */
    async stop() {
      const target = useTime ? treePids(child.pid)[1] : child.pid;
      try {
        if (target) process.kill(target, 'SIGTERM');
        else process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      const grace = setTimeout(killGroup, graceMs);
      const result = await done;
      clearTimeout(grace);
      // Whatever the command left behind in its group.
      killGroup();
      return result;
    },
  };
}

/** Runs a command to its end, measured (see startMeasured). */
export function run(command, args, { cwd, env = {}, timeoutMs = 30 * 60_000 } = {}) {
  return startMeasured({ command, args, cwd, env, timeoutMs }).done;
}

/** The top-level phases Quire prints with QUIRE_PERF=1, in ms. */
export function parsePhases(output) {
  const phases = {};
  for (const [, label, ms] of output.matchAll(/^\[perf\] (.+?) (\d+)ms (?:at \S+ )?heap/gm)) {
    if (/^(load site|bundle > compile|bundle > persist cache|render pages|worker tasks|postBuild)$/.test(label)) phases[label] = Number(ms);
  }
  return phases;
}

/** Total size in bytes and number of files under a folder. */
export function folderSize(dir) {
  let bytes = 0;
  let files = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        bytes += fs.statSync(full).size;
        files += 1;
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return { bytes, files };
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The local search's index files in an output folder, by language: `{ [lang]: { bytes, gzip } }`
 * (gzip at the default level, as a server would send them). Read from the search manifest
 * (`assets/search/manifest.json`, language -> file); an output without one has none: `{}`.
 */
export function searchIndexSizes(outDir) {
  const dir = path.join(outDir, 'assets', 'search');
  const manifestFile = path.join(dir, 'manifest.json');
  if (!fs.existsSync(manifestFile)) return {};
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const sizes = {};
  for (const [lang, file] of Object.entries(manifest)) {
    const content = fs.readFileSync(path.join(dir, file));
    sizes[lang] = { bytes: content.length, gzip: gzipSync(content).length };
  }
  return sizes;
}
