import fs from 'node:fs/promises';
import { shortHash, writeIfChanged } from 'quire/plugin-utils';
import type { TypedocResult } from './runTypedoc';

/** What the cache file holds: the last run's pages, and what they were made from. */
interface CacheEntry {
  key: string;
  /** [file, mtime in ms, size] of every file the TypeScript program read. */
  inputs: [string, number, number][];
  pages: TypedocResult['pages'];
}

async function stamp(file: string): Promise<[string, number, number] | undefined> {
  try {
    const stat = await fs.stat(file);
    return [file, stat.mtimeMs, stat.size];
  } catch {
    return undefined;
  }
}

/**
 * The pages of the last run, when it was made with the same options (`key`) from files that have
 * not changed since (same modification time and size, every one of them: the entry points and
 * everything they import, `.d.ts` files of packages included). Costs a `stat` per input.
 */
export async function readCachedPages({ file, key }: { file: string; key: string }): Promise<TypedocResult['pages'] | undefined> {
  let entry: CacheEntry;
  try {
    entry = JSON.parse(await fs.readFile(file, 'utf8')) as CacheEntry;
  } catch {
    return undefined;
  }
  if (entry.key !== key) return undefined;
  const now = await Promise.all(entry.inputs.map(([input]) => stamp(input)));
  const same = now.every((current, index) => current !== undefined && current[1] === entry.inputs[index]![1] && current[2] === entry.inputs[index]![2]);
  return same ? entry.pages : undefined;
}

/** Keeps a run's pages for the next start. */
export async function writeCachedPages({ file, key, result }: { file: string; key: string; result: TypedocResult }): Promise<void> {
  const inputs = (await Promise.all(result.inputs.map(stamp))).filter((s): s is [string, number, number] => s !== undefined);
  const entry: CacheEntry = { key, inputs, pages: result.pages };
  await writeIfChanged(file, JSON.stringify(entry));
}

/** The cache key: the options and the versions of what renders. */
export function cacheKey(parts: unknown): string {
  return shortHash(JSON.stringify(parts));
}
