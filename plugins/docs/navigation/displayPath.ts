import path from 'node:path';

/**
 * A file as error messages show it: relative to the site (the docs folder's parent), with forward
 * slashes, so that `docs/en/guide/_meta.json` reads the same on every machine and platform.
 */
export function displayPath({ file, displayRoot }: { file: string; displayRoot: string }): string {
  const relative = path.relative(displayRoot, file);
  return (relative && !relative.startsWith('..') ? relative : file).split(path.sep).join('/');
}
