import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { mapLimit } from '../utils/mapLimit';
import { isHashedAsset } from '../shared/hashedAssets';
import { removeFolder } from '../commands/buildLeftovers';

/** What a build changed in the output folder, file by file. */
export interface OutputChanges {
  /** Files whose bytes differ from the last build's. */
  changed: number;
  added: number;
  removed: number;
  /** Files kept as they were: the same file (inode and modification time) as before. */
  kept: number;
}

async function listFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  const walk = async (folder: string, prefix: string): Promise<void> => {
    let entries;
    try {
      entries = await fs.readdir(folder, { withFileTypes: true });
    } catch {
      return;
    }
    await Promise.all(
      entries.map((entry) => {
        const rel = prefix + entry.name;
        if (entry.isDirectory()) return walk(path.join(folder, entry.name), `${rel}/`);
        if (entry.isFile()) files.push(rel);
        return undefined;
      }),
    );
  };
  await walk(root, '');
  return files;
}

async function sameBytes(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([fs.readFile(a), fs.readFile(b)]);
  return left.equals(right);
}

/**
 * Where a file of the new build is byte for byte the last build's, makes it the last build's very
 * file (a hard link: same inode, same modification time), so a deploy that compares files sees
 * only what changed. Returns what changed.
 */
export async function keepUnchangedFiles({ tempDir, outDir }: { tempDir: string; outDir: string }): Promise<OutputChanges> {
  const changes: OutputChanges = { changed: 0, added: 0, removed: 0, kept: 0 };
  const [fresh, previous] = await Promise.all([listFiles(tempDir), existsSync(outDir) ? listFiles(outDir) : Promise.resolve([])]);
  const freshSet = new Set(fresh);
  changes.removed = previous.filter((rel) => !freshSet.has(rel)).length;
  const previousSet = new Set(previous);
  await mapLimit(fresh, 32, async (rel) => {
    if (!previousSet.has(rel)) {
      changes.added += 1;
      return;
    }
    const newFile = path.join(tempDir, rel);
    const oldFile = path.join(outDir, rel);
    const [newStat, oldStat] = await Promise.all([fs.stat(newFile), fs.stat(oldFile)]);
    if (newStat.ino === oldStat.ino && newStat.dev === oldStat.dev) {
      changes.kept += 1;
      return;
    }
    if (newStat.size !== oldStat.size || !(isHashedAsset(rel) || (await sameBytes(newFile, oldFile)))) {
      changes.changed += 1;
      return;
    }
    try {
      await fs.unlink(newFile);
      await fs.link(oldFile, newFile);
    } catch {
      // A file system without hard links: the new copy (same bytes) stays.
      await fs.copyFile(oldFile, newFile);
    }
    changes.kept += 1;
  });
  return changes;
}

/**
 * Puts the finished build in place of the output folder: unchanged files are kept (see
 * keepUnchangedFiles); when nothing changed, the output folder is left as it is and the new one
 * removed; otherwise the new folder replaces it in two renames, so there is never half a site.
 */
export async function replaceOutput({ tempDir, outDir, onNote }: { tempDir: string; outDir: string; onNote: (message: string) => void }): Promise<OutputChanges> {
  const changes = await keepUnchangedFiles({ tempDir, outDir });
  if (existsSync(outDir) && changes.changed + changes.added + changes.removed === 0) {
    await fs.rm(tempDir, { recursive: true, force: true });
    return changes;
  }
  // A build killed between the two renames leaves the previous site in `<out>.old-<pid>`: the next
  // build puts it back (core/commands/buildLeftovers.ts).
  const previous = `${outDir}.old-${process.pid}`;
  if (existsSync(outDir)) await fs.rename(outDir, previous);
  await fs.rename(tempDir, outDir);
  // The new site is in place: a previous one that cannot be removed is only in the way.
  await removeFolder({ folder: previous, onNote });
  return changes;
}
