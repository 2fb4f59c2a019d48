import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { MarkdownService, MdxCompilerOptions, PageAnalysis } from '../types';
import { compileMdx, type CompiledPage } from './compileMdx';

/*
 * Analyses are cached on disk, keyed by the page's source and the files it depends on, so a warm
 * build compiles only changed pages (webpack's own cache already holds their modules).
 */

interface CacheEntry {
  hash: string;
  /** `path -> size:mtime` of each dependency when the entry was made. */
  stamps: Record<string, string>;
  analysis: PageAnalysis;
}

interface CacheFile {
  signature: string;
  entries: Record<string, CacheEntry>;
}

const hashOf = (source: string) => createHash('sha1').update(source).digest('hex');

function stampOf(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

function readCache(cacheFile: string, signature: string): Map<string, CacheEntry> {
  try {
    const data = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as CacheFile;
    if (data.signature === signature) return new Map(Object.entries(data.entries));
  } catch {
    // No cache yet, or an unreadable one: start empty.
  }
  return new Map();
}

export function createMarkdownService({
  options,
  compile = ({ source, filePath }) => compileMdx({ source, filePath, options }),
  cacheFile,
  signature,
}: {
  options: MdxCompilerOptions;
  /** Compiles one page with these options: the site's compile pool; by default, on this thread. */
  compile?: (task: { source: string; filePath: string }) => Promise<CompiledPage>;
  /** Where the analysis cache lives; undefined: no disk cache. */
  cacheFile?: string;
  /** Everything besides page sources that changes compile results (Quire's code, plugins, config). */
  signature: string;
}): MarkdownService {
  const entries = cacheFile ? readCache(cacheFile, signature) : new Map<string, CacheEntry>();
  const compiled = new Map<string, { hash: string; code: string; dependencies: string[] }>();
  let dirty = false;

  return {
    options,
    async analyzePage({ filePath, source }) {
      const hash = hashOf(source);
      const entry = entries.get(filePath);
      if (entry && entry.hash === hash && Object.entries(entry.stamps).every(([file, stamp]) => stampOf(file) === stamp)) {
        return entry.analysis;
      }
      const { code, analysis } = await compile({ source, filePath });
      compiled.set(filePath, { hash, code, dependencies: analysis.dependencies });
      entries.set(filePath, { hash, stamps: Object.fromEntries(analysis.dependencies.map((file) => [file, stampOf(file)])), analysis });
      dirty = true;
      return analysis;
    },
    takeCompiled({ filePath, source }) {
      const entry = compiled.get(filePath);
      if (!entry) return undefined;
      compiled.delete(filePath);
      return entry.hash === hashOf(source) ? { code: entry.code, dependencies: entry.dependencies } : undefined;
    },
    async save() {
      if (!cacheFile || !dirty) return;
      dirty = false;
      const data: CacheFile = { signature, entries: Object.fromEntries(entries) };
      await fs.promises.mkdir(path.dirname(cacheFile), { recursive: true });
      const temp = `${cacheFile}.${process.pid}.tmp`;
      await fs.promises.writeFile(temp, JSON.stringify(data));
      await fs.promises.rename(temp, cacheFile);
    },
  };
}
