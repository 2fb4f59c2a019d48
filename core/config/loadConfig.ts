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
  fs.writeFileSync(file, code);
  try {
    return await import(pathToFileURL(file).href);
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
  try {
    // Bundled (./bundleConfig.ts, as Vite loads its config), then imported as an ES module.
    bundle = await bundleConfig({ configPath, outFile: file });
    exported = exportedValue(await importBundle({ file, code: bundle.code }));
    if (typeof exported === 'function') exported = await (exported as (e: ConfigEnv) => unknown)(env);
    exported = await exported;
  } catch (error) {
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
