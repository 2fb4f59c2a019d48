import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';

/** The md5 of every file of a folder (symlinks as what they point at), by path relative to it. */
export function treeChecksums(dir: string): Record<string, string> {
  const sums: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const file = path.join(entry.parentPath, entry.name);
    sums[path.relative(dir, file)] = createHash('md5').update(fs.readFileSync(file)).digest('hex');
  }
  return sums;
}
