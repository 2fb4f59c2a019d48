import fs from 'node:fs';
import path from 'node:path';

/** What a URL path names under a served folder: a file in it, something that leads out of it, or nothing. */
export type FileInRoot = { kind: 'file'; path: string } | { kind: 'outside' } | { kind: 'none' };

const isInside = (root: string, file: string) => file === root || file.startsWith(root + path.sep);

/**
 * The file a decoded URL path names under `root` (a real path: no symlink in it). A path that
 * leads out of the root, through `..` or through a symlink (a file's or a folder's) pointing
 * elsewhere, is `outside`; a folder or a missing file is `none`.
 */
export function fileInRoot({ root, urlPath }: { root: string; urlPath: string }): FileInRoot {
  if (urlPath.includes('\0')) return { kind: 'outside' };
  const candidate = path.resolve(root, `.${urlPath.startsWith('/') ? urlPath : `/${urlPath}`}`);
  if (!isInside(root, candidate)) return { kind: 'outside' };
  let real: string;
  try {
    real = fs.realpathSync(candidate);
  } catch {
    return { kind: 'none' };
  }
  if (!isInside(root, real)) return { kind: 'outside' };
  return fs.statSync(real).isFile() ? { kind: 'file', path: real } : { kind: 'none' };
}
