import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';

/** The folder of the Quire package, found from this file whether it runs from lib/ or from source. */
function findPackageRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === 'quire') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the quire package above ${start}`);
    dir = parent;
  }
}

export const quireDir = findPackageRoot(__dirname);
export const quireVersion: string = JSON.parse(fs.readFileSync(path.join(quireDir, 'package.json'), 'utf8')).version;

let codeHash: string | undefined;

/**
 * A hash of Quire's compiled Node code (sizes and modification times of lib/), so that a rebuilt
 * Quire never reuses a cache made by another build of it, even at the same version number.
 */
export function quireCodeHash(): string {
  if (codeHash) return codeHash;
  const hash = createHash('md5');
  const libDir = path.join(quireDir, 'lib');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) {
        const stat = fs.statSync(full);
        hash.update(`${full}:${stat.size}:${stat.mtimeMs}`);
      }
    }
  };
  if (fs.existsSync(libDir)) walk(libDir);
  codeHash = hash.digest('hex');
  return codeHash;
}

