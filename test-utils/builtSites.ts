import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Built fixture sites shared by every test file of one Jest run: each variant (a name) is built
 * once, by the first test file that asks for it, while the others that ask meanwhile wait for it.
 *
 * The run's folder comes from `QUIRE_TEST_BUILDS`, which Jest's global setup sets
 * (test-utils/globalSetup.ts) and its global teardown removes. The setup builds nothing itself:
 * a run of unit tests alone pays nothing, and a single test file run alone builds just what it
 * uses. Test files run in separate worker processes, so the first to ask takes a lock (a folder:
 * `mkdir` is atomic); a lock whose process has died is taken over. Without the variable (a
 * runner other than this config's) the builds live in a folder of this process, removed at exit.
 */

export const BUILDS_ENV = 'QUIRE_TEST_BUILDS';

const POLL_MS = 200;
/** This process's builds: one promise per variant, so one process never builds a variant twice. */
const inProcess = new Map<string, Promise<string>>();
let ownFolder: string | undefined;

const FOLDER_PREFIX = 'quire-test-builds-';
const OWNER_FILE = 'owner.pid';

/**
 * A new folder for a run's builds, owned by this process; first removes the folders of runs whose
 * process is gone without its teardown (a run stopped with Ctrl-C).
 */
export function makeBuildsFolder(): string {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const folder = path.join(os.tmpdir(), name);
    if (name.startsWith(FOLDER_PREFIX) && fs.existsSync(path.join(folder, OWNER_FILE)) && !ownerAlive(path.join(folder, OWNER_FILE))) {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), FOLDER_PREFIX));
  fs.writeFileSync(path.join(folder, OWNER_FILE), String(process.pid));
  return folder;
}

/** The run's folder of built sites. */
function buildsFolder(): string {
  const shared = process.env[BUILDS_ENV];
  if (shared) return shared;
  if (!ownFolder) {
    const folder = makeBuildsFolder();
    process.once('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
    ownFolder = folder;
  }
  return ownFolder;
}

/** Whether the process that wrote `pidFile` still runs (a missing file: its owner is still starting). */
function ownerAlive(pidFile: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8'));
  } catch {
    return true;
  }
  if (!pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The folder of the built site named `variant`: built by `build` (given an empty folder, which it
 * fills with a built site) the first time any test file of the run asks, reused after that.
 * A failed build fails every file that asks for the variant, with the same message.
 */
export function builtSite({ variant, build }: { variant: string; build: (siteDir: string) => Promise<void> }): Promise<string> {
  let promise = inProcess.get(variant);
  if (!promise) {
    promise = buildOnce({ variant, build });
    inProcess.set(variant, promise);
  }
  return promise;
}

async function buildOnce({ variant, build }: { variant: string; build: (siteDir: string) => Promise<void> }): Promise<string> {
  const root = path.join(buildsFolder(), variant);
  const site = path.join(root, 'site');
  const done = path.join(root, 'done');
  const failed = path.join(root, 'failed.txt');
  const lock = path.join(root, 'lock');
  fs.mkdirSync(root, { recursive: true });
  for (;;) {
    if (fs.existsSync(done)) return site;
    if (fs.existsSync(failed)) throw new Error(`the "${variant}" fixture did not build (in another test file):\n${fs.readFileSync(failed, 'utf8')}`);
    let locked = false;
    try {
      fs.mkdirSync(lock);
      locked = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (locked) {
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      try {
        fs.rmSync(site, { recursive: true, force: true });
        fs.mkdirSync(site);
        await build(site);
        fs.writeFileSync(done, '');
        return site;
      } catch (error) {
        fs.writeFileSync(failed, (error as Error)?.stack ?? String(error));
        throw error;
      } finally {
        fs.rmSync(lock, { recursive: true, force: true });
      }
    }
    // Another process builds it: wait, or take over once that process is gone.
    if (!ownerAlive(path.join(lock, 'pid'))) fs.rmSync(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
