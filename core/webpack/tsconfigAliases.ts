import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { QuireError, displayPath } from '../errors';
import { logger } from '../logger/logger';
import { installCommand } from '../config/missingPackage';

/** What a tsconfig says about module resolution: `paths` and the folders they are relative to. */
export interface TsconfigPathOptions {
  paths?: Record<string, string[]>;
  /** Absolute (TypeScript makes it so): bare specifiers are looked up there too; `paths` are relative to it. */
  baseUrl?: string;
  /** Where `paths` are relative to without a `baseUrl`: the folder of the tsconfig that set them. */
  pathsBasePath?: string;
}

/** A tsconfig's resolution as webpack's: `resolve.alias` entries (tried in order) and extra `resolve.modules` folders. */
export interface ImportAliases {
  alias: Record<string, string[]>;
  modules: string[];
}

export const NO_ALIASES: ImportAliases = { alias: {}, modules: [] };

/**
 * A tsconfig's `paths` as webpack aliases, as Vite's and Rspress's users expect them to work
 * (`"@components/*": ["./components/*"]` -> `@components/*`: `<base>/components/*`): a pattern
 * with one `*` keeps it (webpack's aliases take one wildcard), one without is exact (`$`), and the
 * targets of a pattern are tried in order, as TypeScript does. `"*": ["<folder>/*"]` (every bare
 * specifier) and `baseUrl` become module folders, looked up after node_modules: an alias that
 * matched and failed would stop packages from resolving. Other patterns (`*` elsewhere than once)
 * are left out: TypeScript allows them, webpack cannot express them.
 */
export function aliasesFromTsconfig({ paths = {}, baseUrl, pathsBasePath }: TsconfigPathOptions): ImportAliases {
  const base = baseUrl ?? pathsBasePath;
  const alias: Record<string, string[]> = {};
  const modules: string[] = [];
  if (base) {
    for (const [pattern, targets] of Object.entries(paths)) {
      const stars = pattern.split('*').length - 1;
      const resolved = targets.filter((target) => target.split('*').length - 1 === stars).map((target) => path.resolve(base, target));
      if (resolved.length === 0 || stars > 1) continue;
      if (stars === 0) alias[`${pattern}$`] = resolved;
      else if (pattern === '*') modules.push(...resolved.filter((target) => target.endsWith(`${path.sep}*`)).map((target) => target.slice(0, -2)));
      else if (!pattern.startsWith('*')) alias[pattern] = resolved;
    }
  }
  if (baseUrl) modules.push(baseUrl);
  return { alias, modules: [...new Set(modules)] };
}

type TypeScript = typeof import('typescript');

/** The site's TypeScript (the one its editor uses), else Quire's. */
function loadTypeScript({ siteDir, file }: { siteDir: string; file: string }): TypeScript {
  for (const from of [path.join(siteDir, 'package.json'), __filename]) {
    try {
      return createRequire(from)('typescript') as TypeScript;
    } catch {
      // Not installed there: try the next place.
    }
  }
  throw new QuireError(`${path.relative(siteDir, file)} sets "paths", "baseUrl" or "extends", which Quire reads with TypeScript, and TypeScript is not installed.`, {
    location: { file },
    hint: `Run \`${installCommand({ siteDir, packageName: 'typescript', userAgent: process.env.npm_config_user_agent })}\`.`,
  });
}

const stampOf = (file: string) => {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : 'missing';
};

interface CachedAliases {
  stamps: Record<string, string>;
  aliases: ImportAliases;
}

/** The tsconfig and the files it extends, read by TypeScript (which knows `extends` in all its forms). */
function readWithTypeScript({ siteDir, file }: { siteDir: string; file: string }): CachedAliases {
  const ts = loadTypeScript({ siteDir, file });
  const source = ts.readJsonConfigFile(file, ts.sys.readFile);
  // Only the options: not the site's file list (readDirectory), which TypeScript would walk.
  const host = { ...ts.sys, readDirectory: () => [] };
  const parsed = ts.parseJsonSourceFileConfigFileContent(source, host, path.dirname(file), undefined, file);
  const NO_INPUTS = 18003;
  // A syntax error is in the source file's own diagnostics (not in TypeScript's public type).
  const syntaxErrors = (source as unknown as { parseDiagnostics?: typeof parsed.errors }).parseDiagnostics ?? [];
  const error = [...syntaxErrors, ...parsed.errors].find((d) => d.category === ts.DiagnosticCategory.Error && d.code !== NO_INPUTS);
  if (error) {
    const where = error.file && error.start !== undefined ? error.file.getLineAndCharacterOfPosition(error.start) : undefined;
    throw new QuireError(`Could not read ${path.relative(siteDir, error.file?.fileName ?? file) || file}: ${ts.flattenDiagnosticMessageText(error.messageText, ' ')}`, {
      location: { file: error.file?.fileName ?? file, line: where && where.line + 1, column: where && where.character + 1 },
      hint: 'Quire makes webpack aliases of its "paths": fix the file as TypeScript asks.',
    });
  }
  const options = parsed.options as TsconfigPathOptions;
  const files = [file, ...((source as { extendedSourceFiles?: string[] }).extendedSourceFiles ?? [])];
  return {
    stamps: Object.fromEntries(files.map((f) => [path.resolve(f), stampOf(path.resolve(f))])),
    aliases: aliasesFromTsconfig({ paths: options.paths, baseUrl: options.baseUrl, pathsBasePath: options.pathsBasePath }),
  };
}

const memory = new Map<string, CachedAliases>();

/**
 * The aliases of the site's `tsconfig.json` (`paths`, `baseUrl`, through `extends`). A tsconfig
 * that names none of them costs one file read; else the result is kept in `cacheFile` with the
 * stamps of every file it came from, so a warm start does not load TypeScript (a quarter of a
 * second), here or in a compile worker.
 */
export function readTsconfigAliases({ siteDir, cacheFile }: { siteDir: string; cacheFile: string }): ImportAliases {
  const file = path.resolve(siteDir, 'tsconfig.json');
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (text === undefined || !/"(paths|baseUrl|extends)"/.test(text)) return NO_ALIASES;
  const isCurrent = (entry: CachedAliases | undefined): entry is CachedAliases =>
    !!entry && entry.stamps[file] !== undefined && Object.entries(entry.stamps).every(([f, stamp]) => stampOf(f) === stamp);
  const remembered = memory.get(cacheFile);
  if (isCurrent(remembered)) return remembered.aliases;
  let cached: CachedAliases | undefined;
  const saved = fs.existsSync(cacheFile) ? fs.readFileSync(cacheFile, 'utf8') : undefined;
  try {
    cached = saved === undefined ? undefined : (JSON.parse(saved) as CachedAliases);
    const isObject = (value: unknown) => typeof value === 'object' && value !== null;
    if (cached !== undefined && !(isObject(cached) && isObject(cached.stamps) && isObject(cached.aliases))) throw new Error('not an alias cache');
  } catch (error) {
    // A broken cache: read the tsconfig again (and write a new one below).
    cached = undefined;
    logger.warn(`the tsconfig alias cache ${displayPath(cacheFile)} could not be read (${(error as Error).message}): it is discarded and tsconfig.json read again`);
  }
  if (!isCurrent(cached)) {
    cached = readWithTypeScript({ siteDir, file });
    // Written then renamed: a compile worker may read it at the same time.
    const temporary = `${cacheFile}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    fs.writeFileSync(temporary, JSON.stringify(cached));
    fs.renameSync(temporary, cacheFile);
  }
  memory.set(cacheFile, cached);
  return cached.aliases;
}

/** Where a site's tsconfig aliases are cached. */
export const tsconfigAliasesCacheFile = (generatedFilesDir: string) => path.join(generatedFilesDir, 'cache', 'tsconfig-aliases.json');
