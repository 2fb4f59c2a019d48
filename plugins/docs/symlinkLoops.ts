import fs from 'node:fs/promises';
import type { Dirent } from 'node:fs';
import path from 'node:path';
import { formatLocation } from 'quire/plugin-utils';

/**
 * The symbolic links of the docs folder that lead back into themselves: a link to the folder that
 * holds it or to one above it (`docs/guide/again -> ..`), and links that never resolve (`a -> b`,
 * `b -> a`, or a link to itself). Following such a link, the page finder met every page below it
 * again under a longer path, once per turn it took before giving up (each page was then read and
 * routed twice). Links elsewhere (a folder of shared pages) are fine. Returns each loop's link and
 * a line naming it; the walk does not follow links, and skips `node_modules`.
 */
export interface SymlinkLoop {
  /** The link, absolute. */
  link: string;
  problem: string;
}

export async function findSymlinkLoops({ dir }: { dir: string }): Promise<SymlinkLoop[]> {
  const loops: SymlinkLoop[] = [];
  const folders = [dir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(folder, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') folders.push(entryPath);
      if (!entry.isSymbolicLink()) continue;
      const problem = await loopOf({ link: entryPath, folder });
      if (problem) loops.push({ link: entryPath, problem: `${formatLocation({ file: entryPath })}: ${problem}` });
    }
  }
  return loops.sort((a, b) => (a.link < b.link ? -1 : 1));
}

async function loopOf({ link, folder }: { link: string; folder: string }): Promise<string | undefined> {
  let target: string;
  try {
    target = await fs.realpath(link);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ELOOP' ? `this symbolic link leads to itself (-> ${await fs.readlink(link)}), round and round` : undefined;
  }
  const here = await fs.realpath(folder);
  if (here === target || here.startsWith(target + path.sep)) {
    return `this symbolic link leads back to ${target === here ? 'the folder that holds it' : 'a folder above it'} (-> ${await fs.readlink(link)}), so its pages would be found again and again`;
  }
  return undefined;
}
