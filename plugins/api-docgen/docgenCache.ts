import fs from 'node:fs';
import path from 'node:path';
import { writeIfChanged } from 'quire/plugin-utils';
import type { ComponentData } from './componentData';

/**
 * The components' tables on disk (`.quire/api-docgen/docgen-cache.json`), so a build whose
 * components and their types did not change skips TypeScript: kept under a key of everything that
 * shapes the tables (versions, options, entries, languages) with the size and modification time of
 * every file the TypeScript program read (the components, what they import, React's types).
 */
export interface DocgenCache {
  key: string;
  /** Absolute path -> `size:mtimeMs` of every file of the program. */
  files: Record<string, string>;
  components: ComponentData[];
}

/** Bumped when the way tables are made changes (propRows.ts, readComponents.ts). */
const FORMAT = 1;

export function cacheFilePath({ dataDir }: { dataDir: string }): string {
  return path.join(dataDir, 'docgen-cache.json');
}

/** The key: what the tables depend on besides the files. Functions (a custom propFilter) count by their source. */
export function cacheKey(parts: Record<string, unknown>): string {
  return JSON.stringify({ format: FORMAT, ...parts }, (_key, value: unknown) => (typeof value === 'function' ? `function:${String(value)}` : value));
}

function fileStamp(file: string): string | undefined {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return undefined;
  }
}

/** The stamps of the program's files. */
export function stampFiles(files: readonly string[]): Record<string, string> {
  const stamps: Record<string, string> = {};
  for (const file of files) {
    const stamp = fileStamp(file);
    if (stamp) stamps[file] = stamp;
  }
  return stamps;
}

/** The cached tables when the key is the same and no file of the program changed; undefined otherwise. */
export function readCache({ file, key }: { file: string; key: string }): ComponentData[] | undefined {
  let cache: DocgenCache;
  try {
    cache = JSON.parse(fs.readFileSync(file, 'utf8')) as DocgenCache;
  } catch {
    return undefined;
  }
  if (cache.key !== key || !cache.files || Object.keys(cache.files).length === 0) return undefined;
  for (const [source, stamp] of Object.entries(cache.files)) {
    if (fileStamp(source) !== stamp) return undefined;
  }
  return cache.components;
}

export async function writeCache({ file, cache }: { file: string; cache: DocgenCache }): Promise<void> {
  await writeIfChanged(file, JSON.stringify(cache));
}
