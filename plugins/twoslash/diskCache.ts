import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Twoslash results on disk, one JSON file per key, so an unchanged block costs nothing on the
 * next build (TypeScript's first block on a thread takes seconds). Written atomically (a file of
 * its own, then renamed over the target): compile threads that make the same block at once each
 * write a whole file, and a reader never sees half of one. A file that cannot be read or parsed
 * is a miss.
 */
export interface DiskCache<Value> {
  read(key: string): Value | undefined;
  write(key: string, value: Value): void;
}

/** The hex SHA-256 of the parts, for a file name (the parts as JSON, so `["a","b"]` differs from `["ab"]`). */
export function cacheKey(parts: unknown[]): string {
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

let tempCounter = 0;

export function createDiskCache<Value>({ dir }: { dir: string }): DiskCache<Value> {
  const fileOf = (key: string) => path.join(dir, `${key}.json`);
  let made = false;
  return {
    read(key) {
      try {
        return JSON.parse(fs.readFileSync(fileOf(key), 'utf8')) as Value;
      } catch {
        return undefined;
      }
    },
    write(key, value) {
      if (!made) {
        fs.mkdirSync(dir, { recursive: true });
        made = true;
      }
      // Unique per process and thread: two threads writing the same key never share a temp file.
      const temp = `${fileOf(key)}.${process.pid}.${crypto.randomUUID()}.${tempCounter++}.tmp`;
      try {
        fs.writeFileSync(temp, JSON.stringify(value));
        fs.renameSync(temp, fileOf(key));
      } catch {
        // A cache that cannot be written (read-only folder, full disk) only costs the next build time.
        fs.rmSync(temp, { force: true });
      }
    },
  };
}
