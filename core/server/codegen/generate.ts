import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';

/**
 * Writes generated files only when their content changed, so that webpack (whose watcher and
 * cache key on file timestamps) recompiles only what really moved.
 */
const lastWritten = new Map<string, string>();

const digest = (content: string) => createHash('md5').update(content).digest('hex');

export async function writeIfChanged(file: string, content: string): Promise<boolean> {
  const hash = digest(content);
  if (lastWritten.get(file) === hash) return false;
  if (!lastWritten.has(file)) {
    const existing = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (existing !== undefined && digest(existing) === hash) {
      lastWritten.set(file, hash);
      return false;
    }
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
  lastWritten.set(file, hash);
  return true;
}

/** Short stable hash used in chunk names and generated file names. */
export function shortHash(input: string, length = 8): string {
  return createHash('sha256').update(input).digest('hex').slice(0, length);
}
