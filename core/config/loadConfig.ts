import fs from 'node:fs';
import path from 'node:path';
import { SourceMap } from 'node:module';
import { randomBytes } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BuildFailure } from 'esbuild';
import type { ConfigEnv, SiteConfig } from '../types';
import { QuireError, displayPath } from '../errors';
import { bundleConfig, pathBanner, type BundledConfig } from './bundleConfig';
import { installCommand, missingPackageOf } from './missingPackage';
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

/** Where the bundle is written: in the site's node_modules when there is one, else beside the config. */
function bundleFileFor(configPath: string): string {
  const siteDir = path.dirname(configPath);
  const modules = path.join(siteDir, 'node_modules');
  const dir = fs.existsSync(modules) ? path.join(modules, '.quire') : siteDir;
  const unique = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return path.join(dir, `${path.basename(configPath)}.${unique}.mjs`);
}

interface Evaluated {
  exports: unknown;
  deps: string[];
}

/**
 * Bundles the config file and its local imports to one ES module (./bundleConfig.ts), writes it
 * where packages resolve from the site, imports it and removes it. A fresh file name each time:
 * Node caches ES modules by URL, and every load must see the files as they are now (dev reloads).
 */
async function evaluate(configPath: string, onBundle: (bundle: BundledConfig & { file: string }) => void): Promise<Evaluated> {
  const file = bundleFileFor(configPath);
  const bundle = await bundleConfig({ configPath, outFile: file });
  onBundle({ ...bundle, file });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bundle.code);
  try {
    const namespace = (await import(pathToFileURL(file).href)) as { default?: unknown };
    return { exports: namespace, deps: bundle.deps };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** A config exports its config as `default`; a CommonJS one as `module.exports` (or `exports.default`). */
function exportedValue(namespace: unknown): unknown {
  const value = (namespace as { default?: unknown }).default;
  if (value && typeof value === 'object' && (value as { __esModule?: boolean }).__esModule && 'default' in value) {
    return (value as { default: unknown }).default;
  }
  return value;
}

type Place = { file: string; line?: number; column?: number };

/** Undoes the path banner put before line 1 of every bundled file (./bundleConfig.ts). */
function unshift(file: string, line: number, column: number): Place {
  return { file, line, column: line === 1 ? Math.max(1, column - pathBanner(file).length) : column };
}

/** Where a build error (syntax, unresolved local import) is: the file, line and column. */
function buildErrorPlace(error: unknown, siteDir: string): Place | undefined {
  const loc = (error as Partial<BuildFailure>).errors?.[0]?.location;
  if (!loc) return undefined;
  return unshift(path.resolve(siteDir, loc.file), loc.line, loc.column + 1);
}

/** Where a runtime error was thrown in the config's own files: the bundle's frame mapped back to its source. */
function runtimeErrorPlace(error: unknown, bundle: (BundledConfig & { file: string }) | undefined): Place | undefined {
  if (!bundle) return undefined;
  const stack = String((error as Error)?.stack ?? '');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A file URL in Node's stack traces, a path in some runners' (Jest's).
  const frame = new RegExp(`(?:${escape(pathToFileURL(bundle.file).href)}|${escape(bundle.file)}):(\\d+):(\\d+)`).exec(stack);
  if (!frame) return undefined;
  const entry = new SourceMap(JSON.parse(bundle.map)).findEntry(Number(frame[1]) - 1, Number(frame[2]) - 1) as {
    originalSource?: string;
    originalLine?: number;
    originalColumn?: number;
  };
  if (!entry.originalSource || entry.originalLine === undefined) return undefined;
  const source = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : path.resolve(path.dirname(bundle.file), entry.originalSource);
  return unshift(source, entry.originalLine + 1, (entry.originalColumn ?? 0) + 1);
}

/** The line and column of the first import or require of `name` in the config's files. */
function importPlace(name: string, files: string[]): Place | undefined {
  const quoted = new RegExp(`(['"\`])${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\1|/)`);
  for (const file of files) {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const lines = text.split(/\r?\n/);
    const index = lines.findIndex((line) => quoted.test(line));
    if (index >= 0) return { file, line: index + 1, column: lines[index]!.search(quoted) + 1 };
  }
  return undefined;
}

function missingPackageError({ error, name, configPath, files }: { error: unknown; name: string; configPath: string; files: string[] }): QuireError {
  const siteDir = path.dirname(configPath);
  const command = installCommand({ siteDir, packageName: name, userAgent: process.env.npm_config_user_agent });
  const what = name === 'quire' ? 'Quire is not installed in this site (the config imports "quire")' : `the package "${name}" it imports is not installed`;
  return new QuireError(`Could not load the config: ${what}.`, {
    location: importPlace(name, files) ?? { file: configPath },
    hint: `Run \`${command}\`${path.resolve(siteDir) === process.cwd() ? '' : ` in ${displayPath(siteDir)}`}, then run quire again.`,
    cause: error,
  });
}

/** Finds, evaluates and validates the site config. A site without a config gets the defaults. */
export async function loadConfig({ siteDir, env }: { siteDir: string; env: ConfigEnv }): Promise<LoadedConfig> {
  const found = findConfigFile(siteDir);
  if (!found) return { config: validateConfig({}), configDeps: [] };
  const configPath = path.resolve(found);
  let exported: unknown;
  let deps: string[] = [configPath];
  let bundle: (BundledConfig & { file: string }) | undefined;
  try {
    const result = await evaluate(configPath, (b) => (bundle = b));
    deps = result.deps;
    exported = exportedValue(result.exports);
    if (typeof exported === 'function') exported = await (exported as (e: ConfigEnv) => unknown)(env);
    exported = await exported;
  } catch (error) {
    const missing = missingPackageOf(error);
    if (missing) throw missingPackageError({ error, name: missing, configPath, files: bundle?.deps ?? deps });
    const buildError = (error as Partial<BuildFailure>).errors?.[0]?.text;
    const message = buildError ?? String((error as Error)?.message ?? error);
    throw new QuireError(`Could not load the config: ${message}`, {
      location: buildErrorPlace(error, siteDir) ?? runtimeErrorPlace(error, bundle) ?? { file: configPath },
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
