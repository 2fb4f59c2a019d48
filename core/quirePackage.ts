import fs from 'node:fs';
import path from 'node:path';

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
