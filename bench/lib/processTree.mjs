// A process and its descendants as /proc shows them: their pids, their memory (resident set now
// and its high-water mark) and their CPU time. Reads only that tree, not all of /proc.
import fs from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

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

/** A process and all its descendants, the root first: [{ pid, parent }] (the root's parent undefined). */
function treeProcesses(rootPid) {
  const processes = [];
  const stack = [{ pid: rootPid, parent: undefined }];
  while (stack.length) {
    const entry = stack.pop();
    processes.push(entry);
    stack.push(...childrenOf(entry.pid).map((pid) => ({ pid, parent: entry.pid })));
  }
  return processes;
}

/** The pids of a process and all its descendants (the root first). */
export function treePids(rootPid) {
  return treeProcesses(rootPid).map((p) => p.pid);
}

function cmdlineOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1');
  } catch {
    return undefined;
  }
}

/** `VmRSS` and `VmHWM` of a process in bytes (from /proc/<pid>/status), or undefined once it has gone. */
export function memoryOf(pid) {
  let status;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const kB = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kB('VmRSS'), hwm: kB('VmHWM') };
}

/** User and system CPU time of a process (all its threads) in ms, from /proc/<pid>/stat. */
function cpuMsOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) in parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU time in ms of the processes of a tree alive now. */
export function treeCpuMs(rootPid) {
  return treePids(rootPid).reduce((sum, pid) => sum + cpuMsOf(pid), 0);
}

/**
 * Samples the memory of a process tree every `intervalMs`: the largest sum of the tree's resident
 * sets seen at one sample (`sampledBytes`, what a sampler alone sees: it misses a peak between two
 * samples), and the sum of each process's own high-water mark (`hwmBytes`: the kernel's `VmHWM`,
 * kept for every process seen, the ones gone since included, so a peak between samples counts).
 * `skip` leaves out pids (the /usr/bin/time wrapper), and a child not yet past exec is left out
 * (see below). `largestMB` is the largest high-water mark
 * of one process: what `/usr/bin/time -v` reports (`ru_maxrss`), so the two can be checked.
 */
export function createMemorySampler({ rootPid, intervalMs = 100, skip = [] }) {
  let sampledBytes = 0;
  const hwm = new Map();
  const sample = () => {
    let sum = 0;
    const processes = treeProcesses(rootPid);
    const cmdlines = new Map(processes.map(({ pid }) => [pid, cmdlineOf(pid)]));
    for (const { pid, parent } of processes) {
      if (skip.includes(pid)) continue;
      // A child caught between fork and exec still maps its parent's pages (counted in its own
      // resident set and mark): it is its parent for now, and the process it becomes starts afresh.
      if (parent !== undefined && cmdlines.get(pid) === cmdlines.get(parent)) continue;
      const memory = memoryOf(pid);
      if (!memory) continue;
      sum += memory.rss;
      hwm.set(pid, Math.max(hwm.get(pid) ?? 0, memory.hwm, memory.rss));
    }
    sampledBytes = Math.max(sampledBytes, sum);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    sample,
    /** Stops sampling; the figures in MB. */
    stop() {
      clearInterval(timer);
      const hwmBytes = [...hwm.values()].reduce((a, b) => a + b, 0);
      const mb = (bytes) => bytes / 1024 / 1024;
      return { sampledMB: mb(sampledBytes), hwmMB: mb(hwmBytes), largestMB: mb(Math.max(0, ...hwm.values())), processes: hwm.size };
    },
  };
}
