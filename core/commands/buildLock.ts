import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { displayPath } from '../errors';
import { processAlive } from '../utils/processAlive';

interface LockOwner {
  pid: number;
  token: string;
}

/** A takeover that stopped halfway (its process killed within microseconds) is cleared after this. */
const STALE_TAKEOVER_MS = 10_000;

function readOwner(lockFile: string): LockOwner | 'missing' | 'unreadable' {
  let text: string;
  try {
    text = fs.readFileSync(lockFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner.pid) && typeof owner.token === 'string' ? owner : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/**
 * Removes the lock of a process that is gone. Several builds may find it at once: a folder made
 * with mkdir (atomic) lets one of them look again and remove it, so none removes a lock that
 * another has just taken.
 */
function removeDeadLock(lockFile: string, dead: LockOwner | 'unreadable'): void {
  const takeover = `${lockFile}.takeover`;
  try {
    fs.mkdirSync(takeover);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const started = fs.statSync(takeover, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - started > STALE_TAKEOVER_MS) fs.rmSync(takeover, { recursive: true, force: true });
    return;
  }
  try {
    const now = readOwner(lockFile);
    const same = dead === 'unreadable' ? now === 'unreadable' : typeof now === 'object' && now.token === dead.token;
    if (same) fs.rmSync(lockFile, { force: true });
  } finally {
    fs.rmSync(takeover, { recursive: true, force: true });
  }
}

/** The files of attempts to take the lock (`build.lock.<token>`) that processes killed meanwhile left. */
function removeDeadAttempts(lockFile: string): void {
  const prefix = `${path.basename(lockFile)}.`;
  for (const name of fs.readdirSync(path.dirname(lockFile))) {
    if (!name.startsWith(prefix) || name.endsWith('.takeover')) continue;
    const file = path.join(path.dirname(lockFile), name);
    const holder = readOwner(file);
    if (holder === 'unreadable' || (typeof holder === 'object' && !processAlive(holder.pid))) fs.rmSync(file, { force: true });
  }
}

/**
 * One build of a site at a time: `.quire/build.lock` holds the building process's id. It is made
 * whole in one step (a hard link to a file already written), so it is never seen half written. A
 * second build waits for it, saying so once through `onWait`; a lock whose process is gone (a build
 * killed with SIGKILL) is taken over. Resolves with the function that releases the lock (also
 * released when the process exits).
 */
export async function acquireBuildLock({
  siteDir,
  onWait,
  pollMs = 200,
}: {
  siteDir: string;
  /** Told once, when another live build holds the lock: what to print. */
  onWait: (message: string) => void;
  pollMs?: number;
}): Promise<() => void> {
  const lockFile = path.join(siteDir, '.quire', 'build.lock');
  // No site folder: nothing to lock (loading the site says what is wrong), and none is made.
  if (!fs.existsSync(siteDir)) return () => undefined;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const owner: LockOwner = { pid: process.pid, token: randomUUID() };
  const written = `${lockFile}.${owner.token}`;
  fs.writeFileSync(written, JSON.stringify(owner));
  let waited = false;
  try {
    for (;;) {
      try {
        fs.linkSync(written, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readOwner(lockFile);
      if (holder === 'missing') continue;
      if (holder === 'unreadable' || !processAlive(holder.pid)) {
        removeDeadLock(lockFile, holder);
        continue;
      }
      if (!waited) {
        waited = true;
        onWait(`waiting for another build of this site to finish (process ${holder.pid}); if none is running, delete ${displayPath(lockFile)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  } finally {
    fs.rmSync(written, { force: true });
  }
  removeDeadAttempts(lockFile);
  const release = () => {
    process.off('exit', release);
    const holder = readOwner(lockFile);
    if (typeof holder === 'object' && holder.token === owner.token) fs.rmSync(lockFile, { force: true });
  };
  process.on('exit', release);
  return release;
}
