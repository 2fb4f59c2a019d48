// Runs a command and measures it: wall time, peak RSS of the whole process tree (sampled from
// /proc every 100 ms, so child processes such as esbuild's service count), and its output.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const PAGE_SIZE = 4096;

function childrenOf(pid) {
  const children = [];
  let tasks = [];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return children;
  }
  for (const tid of tasks) {
    try {
      const list = fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
      if (list) children.push(...list.split(/\s+/).map(Number));
    } catch {
      // The task ended while we looked.
    }
  }
  return children;
}

function rssOf(pid) {
  try {
    const statm = fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ');
    return Number(statm[1]) * PAGE_SIZE;
  } catch {
    return 0;
  }
}

/** RSS in bytes of a process and all its descendants (reads only that tree, not all of /proc). */
export function treeRss(rootPid) {
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rssOf(pid);
    stack.push(...childrenOf(pid));
  }
  return total;
}

export function run(command, args, { cwd, env = {}, timeoutMs = 30 * 60_000 } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, NO_COLOR: '1', ...env } });
    let stdout = '';
    let stderr = '';
    let peak = 0;
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 100);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearInterval(sampler);
      clearTimeout(timer);
      resolve({ code, signal, ms: performance.now() - started, peakRssMB: peak / 1024 / 1024, stdout, stderr });
    });
  });
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
