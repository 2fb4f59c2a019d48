import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { acquireBuildLock } from '../buildLock';
import { clearDeadBuildFolders } from '../buildLeftovers';
import { outputWriteError } from '../outputWriteError';
import { writeFiles } from '../../../test-utils/fixtures';

/** The id of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

const made: string[] = [];
const tempDir = () => {
  made.push(fs.mkdtempSync(path.join(os.tmpdir(), 'quire-build-lock-')));
  return made[made.length - 1]!;
};
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('acquireBuildLock', () => {
  test('a second build waits, says so once, and goes on when the first releases', async () => {
    const siteDir = tempDir();
    const lockFile = path.join(siteDir, '.quire', 'build.lock');
    const release = await acquireBuildLock({ siteDir, onWait: () => undefined });
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    const waits: string[] = [];
    let second: (() => void) | undefined;
    const waiting = acquireBuildLock({ siteDir, onWait: (message) => waits.push(message), pollMs: 20 }).then((r) => (second = r));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(second).toBeUndefined();
    expect(waits).toEqual([`waiting for another build of this site to finish (process ${process.pid}); if none is running, delete ${path.join(siteDir, '.quire', 'build.lock')}`]);
    release();
    await waiting;
    second!();
    expect(fs.existsSync(lockFile)).toBe(false);
    // Nothing of the attempts is left.
    expect(fs.readdirSync(path.join(siteDir, '.quire'))).toEqual([]);
  });

  test("the lock of a process that is gone (SIGKILL) or an unreadable one is taken over at once; another's is never released", async () => {
    for (const stale of [JSON.stringify({ pid: deadPid(), token: 'dead' }), '', '{"pid":']) {
      const siteDir = tempDir();
      writeFiles(siteDir, { '.quire/build.lock': stale, [`.quire/build.lock.${'x'.repeat(8)}`]: JSON.stringify({ pid: deadPid(), token: 'x' }) });
      const waits: string[] = [];
      const release = await acquireBuildLock({ siteDir, onWait: (message) => waits.push(message) });
      expect(waits).toEqual([]);
      expect(fs.readdirSync(path.join(siteDir, '.quire'))).toEqual(['build.lock']);
      // Taken over by someone else meanwhile: releasing leaves their lock alone.
      fs.writeFileSync(path.join(siteDir, '.quire', 'build.lock'), JSON.stringify({ pid: process.ppid, token: 'theirs' }));
      release();
      expect(fs.existsSync(path.join(siteDir, '.quire', 'build.lock'))).toBe(true);
    }
  });

  test('a site folder that does not exist is not made', async () => {
    const siteDir = path.join(tempDir(), 'missing');
    (await acquireBuildLock({ siteDir, onWait: () => undefined }))();
    expect(fs.existsSync(siteDir)).toBe(false);
  });

  test('several builds at once: one holds the lock at a time', async () => {
    const siteDir = tempDir();
    let holding = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        const release = await acquireBuildLock({ siteDir, onWait: () => undefined, pollMs: 5 });
        most = Math.max(most, ++holding);
        await new Promise((resolve) => setTimeout(resolve, 20));
        holding -= 1;
        release();
      }),
    );
    expect(most).toBe(1);
  });
});

describe('clearDeadBuildFolders', () => {
  test("removes the temporary and previous folders of builds that are gone, and keeps a live build's", async () => {
    const parent = tempDir();
    const [dead, live] = [deadPid(), process.ppid];
    writeFiles(parent, { 'dist/index.html': 'current', [`dist.tmp-${dead}/a.html`]: 'half', [`dist.old-${dead}/index.html`]: 'older', [`dist.tmp-${live}/b.html`]: 'under way', 'dist.other/x': 'not ours' });
    const restored: string[] = [];
    await clearDeadBuildFolders({ outDir: path.join(parent, 'dist'), onNote: (message) => restored.push(message) });
    expect(fs.readdirSync(parent).sort()).toEqual(['dist', 'dist.other', `dist.tmp-${live}`]);
    expect(fs.readFileSync(path.join(parent, 'dist/index.html'), 'utf8')).toBe('current');
    expect(restored).toEqual([]);
  });

  test('a dead build\'s folder (or the previous output, after the swap) that cannot be removed is noted, and the build goes on', async () => {
    const parent = tempDir();
    const dead = deadPid();
    writeFiles(parent, { 'dist/index.html': 'current', [`dist.old-${dead}/locked/file.txt`]: 'kept' });
    const locked = path.join(parent, `dist.old-${dead}`, 'locked');
    // Root ignores permission bits: an immutable file (ext4) is what it cannot remove.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) expect(spawnSync('chattr', ['+i', path.join(locked, 'file.txt')]).status).toBe(0);
    else fs.chmodSync(locked, 0o555);
    const notes: string[] = [];
    try {
      await clearDeadBuildFolders({ outDir: path.join(parent, 'dist'), onNote: (message) => notes.push(message) });
    } finally {
      if (asRoot) spawnSync('chattr', ['-i', path.join(locked, 'file.txt')]);
      else fs.chmodSync(locked, 0o755);
    }
    expect(notes).toEqual([expect.stringMatching(new RegExp(`^could not remove dist\\.old-${dead}/ \\(E[A-Z]+: .*\\): delete it by hand$`))]);
  });

  test('a build killed between its two renames left no output folder: the previous one goes back in place', async () => {
    const parent = tempDir();
    const dead = deadPid();
    writeFiles(parent, { [`dist.old-${dead}/index.html`]: 'previous', [`dist.tmp-${dead}/index.html`]: 'new' });
    const restored: string[] = [];
    await clearDeadBuildFolders({ outDir: path.join(parent, 'dist'), onNote: (message) => restored.push(message) });
    expect(fs.readdirSync(parent)).toEqual(['dist']);
    expect(fs.readFileSync(path.join(parent, 'dist/index.html'), 'utf8')).toBe('previous');
    expect(restored).toEqual([`put back dist/ from dist.old-${dead}/, which a build stopped halfway through replacing it left`]);
  });
});

describe('outputWriteError', () => {
  const outDir = path.join(os.tmpdir(), 'site', 'dist');
  const tempDir = `${outDir}.tmp-1`;
  const fsError = (code: string, file?: string) => Object.assign(new Error(`${code}: failed, open '${file}'`), { code, path: file });

  test.each([
    ['ENOSPC', path.join(tempDir, 'a.html'), /^Could not write the site into .*site\/dist: the disk is full \(ENOSPC\)\.\nFree some space on that disk .* or build elsewhere with --out-dir <folder>\.$/],
    ['EROFS', tempDir, /^Could not write the site into .*site\/dist: the file system is read-only \(EROFS\)\.\nBuild into a folder on a writable disk with --out-dir <folder>\.$/],
    ['EACCES', path.dirname(outDir), /^Could not write the site into .*site\/dist: permission denied \(EACCES\)\.\nMake .*site\/dist and the folder that holds it writable/],
    ['EBUSY', outDir, /^Could not write the site into .*site\/dist: it is in use or a mount point \(EBUSY\)\./],
    ['ENOSPC', path.join(os.tmpdir(), 'site', '.quire', 'cache', 'x.json'), /^Could not write .*site\/\.quire\/cache\/x\.json: the disk is full \(ENOSPC\)\./],
  ])('%s at %s', (code, file, message) => {
    expect(outputWriteError({ error: fsError(code, file), outDir, tempDir })?.format()).toMatch(message);
  });

  test('a failure that crossed a thread keeps only its message: still recognised; other errors are not this', () => {
    expect(outputWriteError({ error: new Error('2 page(s) failed to render:\n  - /a: ENOSPC: no space left on device, write'), outDir, tempDir })?.message).toMatch(/the disk is full \(ENOSPC\)/);
    expect(outputWriteError({ error: new Error('window is not defined'), outDir, tempDir })).toBeUndefined();
    expect(outputWriteError({ error: fsError('ENOENT', outDir), outDir, tempDir })).toBeUndefined();
  });
});
