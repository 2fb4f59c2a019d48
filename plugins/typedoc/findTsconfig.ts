import fs from 'node:fs';
import path from 'node:path';

/**
 * The `tsconfig.json` nearest to a file: in its folder or the closest folder above it, as
 * editors find it. Undefined when there is none up to the file system's root.
 */
export function findTsconfig({ file }: { file: string }): string | undefined {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'tsconfig.json');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}
