import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { BuildFailure } from 'esbuild';
import type { ConfigEnv, SiteConfig } from '../types';
import { QuireError, displayPath } from '../errors';
import { bundleConfig, type BundledConfig } from './bundleConfig';
import { buildErrorPlace, importPlace, runtimeErrorPlace } from './configErrorPlace';
import { installCommand, missingPackageOf } from './missingPackage';
import { validateConfig } from './validateConfig';
import { env as knobs } from '../env';
import { settleWithin } from '../utils/settleWithin';
import { dropUnsafeConfigUrls } from './unsafeConfigUrls';

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
  /** What the caller shows: URLs dropped because they could run script (`dropUnsafeConfigUrls`), each naming the file and field. */
  warnings: string[];
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

/**
 * Imports the bundle once from a file of its own, written where packages resolve from the site,
 * then removes the file. A fresh name each time (bundleFileFor): Node caches ES modules by URL,
 * and every load must see the files as they are now (dev reloads).
 */
async function importBundle({ file, code }: { file: string; code: string }): Promise<unknown> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  removeStaleBundles(file);
  fs.writeFileSync(file, code);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/**
 * Removes the bundles of loads that never ended: a process stopped while its config's top-level
 * await was pending (a compile worker, when the main thread's load timed out) left its file. A
 * bundle's name holds when it was made; one older than the load timeout (and a minute more) is no
 * longer being loaded by anyone.
 */
function removeStaleBundles(file: string): void {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file).split('.').slice(0, -2).join('.')}.`;
  const stale = Date.now() - knobs.configTimeoutMs - 60_000;
  for (const name of fs.readdirSync(dir)) {
    const made = name.startsWith(prefix) ? /^([0-9a-z]+)-[0-9a-f]{8}\.mjs$/.exec(name.slice(prefix.length)) : null;
    if (made && Number.parseInt(made[1]!, 36) < stale) fs.rmSync(path.join(dir, name), { force: true });
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

function missingPackageError({ error, name, configPath, files }: { error: unknown; name: string; configPath: string; files: string[] }): QuireError {
  const siteDir = path.dirname(configPath);
  const command = installCommand({ siteDir, packageName: name, userAgent: process.env.npm_config_user_agent });
  const what = name === 'quire' ? 'Quire is not installed in this site (the config imports "quire")' : `the package "${name}" it imports is not installed`;
  return new QuireError(`Could not load the config: ${what}.`, {
    location: importPlace({ name, files }) ?? { file: configPath },
    hint: `Run \`${command}\`${path.resolve(siteDir) === process.cwd() ? '' : ` in ${displayPath(siteDir)}`}, then run quire again.`,
    cause: error,
  });
}

/**
 * A config that has not loaded in time (`QUIRE_CONFIG_TIMEOUT_MS`): a top-level await, an exported
 * promise or a config function that never settles. Its bundle, which the import never let go of,
 * is removed.
 */
function configTimeoutError({ configPath, file }: { configPath: string; file: string }): QuireError {
  fs.rmSync(file, { force: true });
  const ms = knobs.configTimeoutMs;
  return new QuireError(`Could not load the config: it did not finish loading within ${ms % 1000 === 0 ? ms / 1000 : (ms / 1000).toFixed(1)} s.`, {
    location: { file: configPath },
    hint:
      'Something it waits for never settles: a top-level await, an exported promise or a config function waiting on a server, a file or input. ' +
      'Make every wait end (give it a timeout of its own), or set QUIRE_CONFIG_TIMEOUT_MS (milliseconds) for a config that is only slow.',
  });
}

/** Finds, evaluates and validates the site config. A site without a config gets the defaults. */
export async function loadConfig({ siteDir, env }: { siteDir: string; env: ConfigEnv }): Promise<LoadedConfig> {
  const found = findConfigFile(siteDir);
  if (!found) return { config: validateConfig({}), configDeps: [], warnings: [] };
  const configPath = path.resolve(found);
  let exported: unknown;
  let bundle: BundledConfig | undefined;
  const file = bundleFileFor(configPath);
  // A config reads the mode as other tools' configs do: `production` while a build loads it,
  // `development` in dev (whatever the shell says; the bundles follow the mode too).
  const shellNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = env.mode;
  let timedOut: QuireError | undefined;
  try {
    const loading = (async () => {
      // Bundled (./bundleConfig.ts, as Vite loads its config), then imported as an ES module.
      const bundled = await bundleConfig({ configPath, outFile: file });
      bundle = bundled;
      const value = exportedValue(await importBundle({ file, code: bundled.code }));
      return { bundled, value: typeof value === 'function' ? await (value as (e: ConfigEnv) => unknown)(env) : await value };
    })();
    const loaded = await settleWithin({ work: loading, ms: knobs.configTimeoutMs, onTimeout: () => (timedOut = configTimeoutError({ configPath, file })) });
    bundle = loaded.bundled;
    exported = loaded.value;
  } catch (error) {
    if (error === timedOut) throw error;
    const missing = missingPackageOf(error);
    if (missing) throw missingPackageError({ error, name: missing, configPath, files: bundle?.deps ?? [configPath] });
    const buildError = (error as Partial<BuildFailure>).errors?.[0]?.text;
    const message = buildError ?? String((error as Error)?.message ?? error);
    throw new QuireError(`Could not load the config: ${message}`, {
      location: buildErrorPlace({ error, siteDir: path.dirname(configPath) }) ?? (bundle && runtimeErrorPlace({ error, file, map: bundle.map })) ?? { file: configPath },
      hint: 'Fix the config file; it must export a config object (export default defineConfig({...})).',
      cause: error,
    });
  } finally {
    if (shellNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = shellNodeEnv;
  }
  if (exported === null || typeof exported !== 'object' || Array.isArray(exported)) {
    throw new QuireError('The config file must export an object (export default defineConfig({...})).', {
      location: { file: configPath },
    });
  }
  const shownAs = path.relative(process.cwd(), configPath) || configPath;
  const config = validateConfig(exported, shownAs);
  const warnings = dropUnsafeConfigUrls(config).map((warning) => `${shownAs}: ${warning}`);
  return { config, configPath, configDeps: bundle.deps, warnings };
}
