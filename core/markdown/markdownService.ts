import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { AnalyzedPage, MarkdownService, MdxCompilerOptions, PageAnalysis } from '../types';
import { compileMdx, type CompiledPage } from './compileMdx';
import type { CompilePool } from './compilePool';
import { displayPath } from '../errors';
import { logger } from '../logger/logger';
import { processAlive } from '../utils/processAlive';

/*
 * Every page is compiled once per version of its source, whoever asks first: the docs plugin
 * (for the analyses), the page-record loader (for the toc) or the MDX loader (for the code).
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

/** A compile made or under way for one version of a page, until its code is handed over. */
interface Compile {
  hash: string;
  result: Promise<CompiledPage>;
  /** The MDX loader has the code: forget the compile once it has settled. */
  taken: boolean;
  settled: boolean;
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

/**
 * The analyses a previous run saved. A missing file is an empty cache; one that cannot be read
 * (truncated, garbled, not Quire's) is discarded with a one-line warning, and the pages compile again.
 */
/** The `<cache>.<pid>.tmp` files of runs killed while they wrote the cache. */
async function removeDeadTemporaries(cacheFile: string): Promise<void> {
  const prefix = `${path.basename(cacheFile)}.`;
  const names = await fs.promises.readdir(path.dirname(cacheFile)).catch(() => [] as string[]);
  const dead = names.filter((name) => name.startsWith(prefix) && /^\d+\.tmp$/.test(name.slice(prefix.length)) && !processAlive(Number.parseInt(name.slice(prefix.length), 10)));
  await Promise.all(dead.map((name) => fs.promises.rm(path.join(path.dirname(cacheFile), name), { force: true })));
}

function readCache(cacheFile: string, signature: string): Map<string, CacheEntry> {
  let text: string;
  try {
    text = fs.readFileSync(cacheFile, 'utf8');
  } catch {
    return new Map();
  }
  try {
    const data = JSON.parse(text) as CacheFile;
    if (typeof data?.signature !== 'string' || typeof data.entries !== 'object' || data.entries === null) throw new Error('not a Markdown cache');
    if (data.signature === signature) return new Map(Object.entries(data.entries));
  } catch (error) {
    logger.warn(`the Markdown cache ${displayPath(cacheFile)} could not be read (${(error as Error).message}): it is discarded and the pages compile again`);
  }
  return new Map();
}

/** Compiles on this thread, one page at a time as asked: the service without a pool. */
function directPool(options: MdxCompilerOptions): Pick<CompilePool, 'compile' | 'prioritize'> {
  return { compile: ({ source, filePath }) => compileMdx({ source, filePath, options }), prioritize: () => undefined };
}

export function createMarkdownService({
  options,
  pool = directPool(options),
  cacheFile,
  plainDir,
  staticDir,
  signature,
}: {
  options: MdxCompilerOptions;
  /** Where pages compile with these options: the site's compile pool; by default, this thread. */
  pool?: Pick<CompilePool, 'compile' | 'prioritize'>;
  /** Where the analysis cache lives; undefined: no disk cache. */
  cacheFile?: string;
  /** Where each page's plain Markdown is kept (with `options.plainMarkdown`), one file per page. */
  plainDir?: string;
  /** Where each static page's function body is kept (with `options.staticContent`), one file per page. */
  staticDir?: string;
  /** Everything besides page sources that changes compile results (Quire's code, plugins, config). */
  signature: string;
}): MarkdownService {
  const entries = cacheFile ? readCache(cacheFile, signature) : new Map<string, CacheEntry>();
  const compiles = new Map<string, Compile>();
  const underWay = new Set<Promise<unknown>>();
  /** Every page asked for, with the hash of the version last asked (for `settledAnalyses`). */
  const asked = new Map<string, string>();
  let dirty = false;
  /**
   * What a compile made of a page beside its code (its plain Markdown, a static page's function
   * body), one file per version of the page (its path and source hash): a version compiled but never
   * saved in the cache (a build that failed later, or was killed) cannot stand in for another.
   */
  const pageFileOf = (dir: string | undefined, filePath: string, hash: string, extension: string) =>
    dir ? path.join(dir, `${createHash('sha1').update(`${filePath}\0${hash}`).digest('hex')}${extension}`) : undefined;
  const plainFileOf = (filePath: string, hash: string) => (options.plainMarkdown ? pageFileOf(plainDir, filePath, hash, '.md') : undefined);
  const staticFileOf = (filePath: string, hash: string) => (options.staticContent ? pageFileOf(staticDir, filePath, hash, '.js') : undefined);

  /** Keeps a page file on disk (not in memory: a large site's would be tens of MB), written whole or not at all. */
  async function writePageFile(file: string | undefined, content: string | undefined): Promise<void> {
    if (!file || content === undefined) return;
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(temp, content);
    await fs.promises.rename(temp, file);
  }

  /** Removes the page files of versions the cache no longer holds, and files that killed runs left half written. */
  async function prunePageFiles(): Promise<void> {
    const folders = [
      { dir: options.plainMarkdown ? plainDir : undefined, fileOf: plainFileOf },
      { dir: options.staticContent ? staticDir : undefined, fileOf: staticFileOf },
    ];
    await Promise.all(
      folders.map(async ({ dir, fileOf }) => {
        if (!dir) return;
        const kept = new Set([...entries].map(([filePath, entry]) => path.basename(fileOf(filePath, entry.hash)!)));
        const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
        await Promise.all(names.filter((name) => !kept.has(name) && !name.endsWith(`.${process.pid}.tmp`)).map((name) => fs.promises.rm(path.join(dir, name), { force: true })));
      }),
    );
  }

  function start({ filePath, source, hash, urgent }: { filePath: string; source: string; hash: string; urgent: boolean }): Compile {
    const compile: Compile = { hash, result: pool.compile({ filePath, source, urgent }), taken: false, settled: false };
    compiles.set(filePath, compile);
    const done = () => {
      compile.settled = true;
      forget(filePath, compile);
      underWay.delete(settled);
    };
    const settled: Promise<void> = compile.result.then(
      async ({ analysis, plain, staticBody }) => {
        await Promise.all([writePageFile(plainFileOf(filePath, hash), plain), writePageFile(staticFileOf(filePath, hash), staticBody)]).catch(() => undefined);
        // Static content is never bundled: nobody takes its code, which is not kept waiting for it.
        if (analysis.staticContent) compile.taken = true;
        entries.set(filePath, { hash, stamps: Object.fromEntries(analysis.dependencies.map((file) => [file, stampOf(file)])), analysis });
        dirty = true;
        done();
      },
      () => {
        // A failed compile is not kept: whoever asks again gets a new attempt (and the same error).
        compile.taken = true;
        done();
      },
    );
    underWay.add(settled);
    return compile;
  }

  /** Drops a compile whose code is handed over and which has settled (its analysis is in `entries`). */
  function forget(filePath: string, compile: Compile) {
    if (compile.taken && compile.settled && compiles.get(filePath) === compile) compiles.delete(filePath);
  }

  /**
   * The cached analysis of this version of the page, while none of the files it depends on
   * changed (and its plain Markdown is there, when one is made).
   */
  function cached(filePath: string, hash: string): CacheEntry | undefined {
    const entry = entries.get(filePath);
    if (!entry || entry.hash !== hash || !Object.entries(entry.stamps).every(([file, stamp]) => stampOf(file) === stamp)) return undefined;
    const pageFiles = [plainFileOf(filePath, hash), entry.analysis.staticContent ? staticFileOf(filePath, hash) : undefined];
    return pageFiles.every((file) => file === undefined || fs.existsSync(file)) ? entry : undefined;
  }

  /**
   * The compile of this version of the page: the one under way, or the one made while what it
   * depends on is unchanged, else a new one.
   */
  function compileOf({ filePath, source, urgent }: { filePath: string; source: string; urgent: boolean }): Compile {
    const hash = hashOf(source);
    const current = compiles.get(filePath);
    if (current?.hash !== hash || (current.settled && !cached(filePath, hash))) return start({ filePath, source, hash, urgent });
    if (urgent) pool.prioritize(filePath);
    return current;
  }

  /** The analysis of this version of a page: cached, or the compile's (asked for from here on). */
  async function analyzeSource({ filePath, source, urgent }: { filePath: string; source: string; urgent: boolean }): Promise<PageAnalysis> {
    const hash = hashOf(source);
    asked.set(filePath, hash);
    const entry = cached(filePath, hash);
    if (entry) return entry.analysis;
    return (await compileOf({ filePath, source, urgent }).result).analysis;
  }

  return {
    options,
    signature,
    analyzePage({ filePath, source, urgent = false }) {
      if (source !== undefined) return analyzeSource({ filePath, source, urgent });
      // Read here, and counted as under way from now: settledAnalyses() waits for the page.
      let analysis!: Promise<PageAnalysis>;
      const read = fs.promises.readFile(filePath, 'utf8').then((text) => {
        analysis = analyzeSource({ filePath, source: text, urgent });
      });
      const reading: Promise<void> = read.then(
        () => void underWay.delete(reading),
        () => void underWay.delete(reading),
      );
      underWay.add(reading);
      return read.then(() => analysis);
    },
    async compilePage({ filePath, source }) {
      asked.set(filePath, hashOf(source));
      const compile = compileOf({ filePath, source, urgent: true });
      compile.taken = true;
      forget(filePath, compile);
      const { code, analysis } = await compile.result;
      return { code, dependencies: analysis.dependencies, warnings: analysis.warnings ?? [] };
    },
    plainMarkdownFile({ filePath, source }) {
      const hash = hashOf(source);
      const file = plainFileOf(filePath, hash);
      return file && cached(filePath, hash) ? file : undefined;
    },
    staticContentFile({ filePath, source }) {
      const hash = hashOf(source);
      const file = staticFileOf(filePath, hash);
      return file && cached(filePath, hash)?.analysis.staticContent ? file : undefined;
    },
    async settledAnalyses() {
      while (underWay.size > 0) {
        // Queued compiles go first: in dev the pool runs only urgent pages until the server is idle.
        for (const [filePath, compile] of compiles) if (!compile.settled) pool.prioritize(filePath);
        await Promise.all(underWay);
      }
      const pages: AnalyzedPage[] = [];
      for (const [sourceFilePath, hash] of asked) {
        const entry = entries.get(sourceFilePath);
        if (entry?.hash === hash) pages.push({ sourceFilePath, analysis: entry.analysis });
      }
      return pages;
    },
    async save() {
      while (underWay.size > 0) await Promise.all(underWay);
      if (!cacheFile || !dirty) return;
      dirty = false;
      const data: CacheFile = { signature, entries: Object.fromEntries(entries) };
      await fs.promises.mkdir(path.dirname(cacheFile), { recursive: true });
      const temp = `${cacheFile}.${process.pid}.tmp`;
      await fs.promises.writeFile(temp, JSON.stringify(data));
      await fs.promises.rename(temp, cacheFile);
      await Promise.all([prunePageFiles(), removeDeadTemporaries(cacheFile)]);
    },
  };
}
