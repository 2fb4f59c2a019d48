import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { processAlive } from '../utils/processAlive';

/**
 * Clears what builds killed halfway left beside the output folder: `<out>.tmp-<pid>` (a build
 * under way) and `<out>.old-<pid>` (the previous output, between the swap's two renames). When the
 * output folder itself is missing, a build was killed between those renames: its `.old` folder is
 * the previous output, and goes back in place. `onNote` is told that, and of a folder that could not
 * be removed. Only folders of processes that are gone are touched. Run under the build lock.
 */
export async function clearDeadBuildFolders({ outDir, onNote }: { outDir: string; onNote: (message: string) => void }): Promise<void> {
  const parent = path.dirname(outDir);
  const prefix = `${path.basename(outDir)}.`;
  let names: string[];
  try {
    names = await fs.readdir(parent);
  } catch {
    return;
  }
  const dead = names
    .map((name) => ({ name, match: name.startsWith(prefix) ? /^(tmp|old)-(\d+)$/.exec(name.slice(prefix.length)) : null }))
    .filter(({ match }) => match && Number(match[2]) !== process.pid && !processAlive(Number(match[2])))
    .map(({ name, match }) => ({ folder: path.join(parent, name), kind: match![1] as 'tmp' | 'old' }));
  const previous = existsSync(outDir) ? undefined : dead.find(({ kind }) => kind === 'old');
  if (previous) {
    await fs.rename(previous.folder, outDir);
    onNote(`put back ${path.basename(outDir)}/ from ${path.basename(previous.folder)}/, which a build stopped halfway through replacing it left`);
  }
  await Promise.all(dead.filter((entry) => entry !== previous).map(({ folder }) => removeFolder({ folder, onNote })));
}

/**
 * Removes a folder that is only in the way (a dead build's, the previous output once the new one is
 * in place); one that cannot be removed (a read-only copy) is a note, not a failed build.
 */
export async function removeFolder({ folder, onNote }: { folder: string; onNote: (message: string) => void }): Promise<void> {
  await fs.rm(folder, { recursive: true, force: true }).catch((error: Error) => onNote(`could not remove ${path.basename(folder)}/ (${error.message}): delete it by hand`));
}
