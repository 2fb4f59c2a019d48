import fs from 'node:fs';
import path from 'node:path';
import Module from 'node:module';
import { transformSync, type TransformFailure } from 'esbuild';
import type { ConfigEnv, SiteConfig } from '../types';
import { QuireError } from '../errors';
import { validateConfig } from './validateConfig';

export const CONFIG_FILE_NAMES = [
  'quire.config.ts',
  'quire.config.mts',
  'quire.config.cts',
  'quire.config.js',
  'quire.config.mjs',
  'quire.config.cjs',
];

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file, undefined when the site has none. */
  configPath?: string;
  /** The config file and every local file it imports: a change to any of them reloads the site. */
  configDeps: string[];
}

export function findConfigFile(siteDir: string): string | undefined {
  for (const name of CONFIG_FILE_NAMES) {
    const candidate = path.join(siteDir, name);
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Compiles a config file (or a local file it imports) to CommonJS: types stripped, ES modules to
 * `require`, `import.meta.url`/`dirname`/`filename` rewritten. esbuild (already Quire's bundling
 * transform) does it in about a millisecond; Babel took a quarter of a second to load and run, on
 * every start and in every compile worker.
 */
function compile(source: string, filename: string): string {
  return transformSync(source, {
    loader: /\.[cm]?ts$/i.test(filename) ? 'ts' : 'js',
    format: 'cjs',
    target: 'node20',
    // Named as a .js/.ts file: for a .mjs/.mts name esbuild would import a default export the way
    // Node imports CommonJS (the whole exports object), but the local files it imports are
    // compiled to CommonJS here too, with `__esModule`: their default must stay their default.
    sourcefile: filename.replace(/\.m([jt]s)$/i, '.$1'),
    sourcemap: 'inline',
    banner: "var __quireImportMetaUrl = require('node:url').pathToFileURL(__filename).href;",
    define: { 'import.meta.url': '__quireImportMetaUrl', 'import.meta.dirname': '__dirname', 'import.meta.filename': '__filename' },
  }).code;
}

type ModuleInternals = typeof Module & {
  _extensions: Record<string, (m: NodeJS.Module, f: string) => void>;
  _resolveFilename(request: string, parent: NodeJS.Module): string;
  _nodeModulePaths(dir: string): string[];
};
type CompilableModule = NodeJS.Module & { _compile(code: string, file: string): void; paths: string[] };

const TS_EXTENSIONS = ['.ts', '.mts', '.cts'];
/** Files evaluated by the last load, removed from the require cache before the next one. */
let previousDeps: string[] = [];

/**
 * Evaluates a config file fresh (edits are picked up on reload), compiling TypeScript and ES
 * modules with esbuild, and records every local file it imports. Only the site's own files are
 * compiled: packages (node_modules, Quire itself) load as Node loads them.
 */
function evaluate(configPath: string): { exports: unknown; deps: string[] } {
  const siteDir = path.dirname(configPath);
  const internals = Module as ModuleInternals;
  const deps = new Set<string>([configPath]);
  const isLocal = (file: string) => !file.includes(`${path.sep}node_modules${path.sep}`) && file.startsWith(siteDir + path.sep);
  const compileInto = (mod: NodeJS.Module, filename: string) => {
    deps.add(filename);
    (mod as CompilableModule)._compile(compile(fs.readFileSync(filename, 'utf8'), filename), filename);
  };
  const loadFresh = (filename: string, parent: NodeJS.Module): unknown => {
    const cached = require.cache[filename];
    if (cached) return cached.exports;
    const mod = new Module(filename, parent) as CompilableModule;
    mod.filename = filename;
    mod.paths = internals._nodeModulePaths(path.dirname(filename));
    require.cache[filename] = mod;
    try {
      compileInto(mod, filename);
    } catch (error) {
      delete require.cache[filename];
      throw error;
    }
    mod.loaded = true;
    return mod.exports;
  };

  const saved = new Map(Object.entries(internals._extensions));
  const originalJs = saved.get('.js')!;
  const originalRequire = Module.prototype.require;
  // Registering the TypeScript extensions also lets `./shared` resolve to `./shared.ts`.
  for (const ext of TS_EXTENSIONS) internals._extensions[ext] = compileInto;
  internals._extensions['.js'] = (mod, filename) => (isLocal(filename) ? compileInto(mod, filename) : originalJs(mod, filename));
  // Node loads .mjs files outside Module._extensions: catch local ones at require time.
  Module.prototype.require = function requireLocalEsm(this: NodeJS.Module, request: string) {
    if (request.endsWith('.mjs') && request.startsWith('.')) {
      const filename = internals._resolveFilename(request, this);
      if (isLocal(filename)) return loadFresh(filename, this);
    }
    return originalRequire.call(this, request);
  } as NodeJS.Require;
  for (const file of previousDeps) delete require.cache[file];
  try {
    const mod = new Module(configPath, module) as CompilableModule;
    mod.filename = configPath;
    mod.paths = internals._nodeModulePaths(siteDir);
    compileInto(mod, configPath);
    return { exports: mod.exports, deps: [...deps] };
  } finally {
    for (const ext of Object.keys(internals._extensions)) if (!saved.has(ext)) delete internals._extensions[ext];
    for (const [ext, handler] of saved) internals._extensions[ext] = handler;
    Module.prototype.require = originalRequire;
    previousDeps = [...deps];
  }
}

function locationOf(error: unknown, configPath: string): { line?: number; column?: number } {
  const loc = (error as Partial<TransformFailure>).errors?.[0]?.location;
  if (loc) return { line: loc.line, column: loc.column + 1 };
  const stack = (error as Error).stack ?? '';
  const match = stack.match(new RegExp(`${configPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):(\\d+)`));
  return match ? { line: Number(match[1]), column: Number(match[2]) } : {};
}

/** Finds, evaluates and validates the site config. A site without a config gets the defaults. */
export async function loadConfig({ siteDir, env }: { siteDir: string; env: ConfigEnv }): Promise<LoadedConfig> {
  const configPath = findConfigFile(siteDir);
  if (!configPath) return { config: validateConfig({}), configDeps: [] };
  let exported: unknown;
  let deps: string[];
  try {
    const result = evaluate(configPath);
    deps = result.deps;
    const mod = result.exports as { default?: unknown; __esModule?: boolean };
    exported = mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod;
    if (typeof exported === 'function') exported = await (exported as (e: ConfigEnv) => unknown)(env);
    exported = await exported;
  } catch (error) {
    const syntaxError = (error as Partial<TransformFailure>).errors?.[0]?.text;
    const message = syntaxError ?? String((error as Error).message).split(`${configPath}: `).join('');
    throw new QuireError(`Could not load the config: ${message}`, {
      location: { file: configPath, ...locationOf(error, configPath) },
      hint: 'Fix the config file; it must export a config object (export default defineConfig({...})).',
      cause: error,
    });
  }
  if (exported === null || typeof exported !== 'object' || Array.isArray(exported)) {
    throw new QuireError('The config file must export an object (export default defineConfig({...})).', {
      location: { file: configPath },
    });
  }
  return { config: validateConfig(exported, path.relative(process.cwd(), configPath) || configPath), configPath, configDeps: deps };
}
