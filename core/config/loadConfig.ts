import fs from 'node:fs';
import path from 'node:path';
import Module from 'node:module';
import { transformSync, type PluginObj, type types as t } from '@babel/core';
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

/** Rewrites `import.meta.url`, `.dirname` and `.filename` for code compiled to CommonJS. */
function importMetaPlugin({ types }: { types: typeof t }): PluginObj {
  return {
    visitor: {
      MetaProperty(p) {
        const parent = p.parentPath;
        if (!parent.isMemberExpression() || !types.isIdentifier(parent.node.property)) return;
        const name = parent.node.property.name;
        if (name === 'url') parent.replaceWithSourceString(`require('node:url').pathToFileURL(__filename).href`);
        else if (name === 'dirname') parent.replaceWithSourceString('__dirname');
        else if (name === 'filename') parent.replaceWithSourceString('__filename');
      },
    },
  };
}

function compile(source: string, filename: string): string {
  const result = transformSync(source, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: 'inline',
    presets: [
      [require.resolve('@babel/preset-env'), { targets: { node: '20.19' }, modules: 'commonjs' }],
      [require.resolve('@babel/preset-typescript'), { allowDeclareFields: true }],
    ],
    plugins: [importMetaPlugin],
  });
  return result?.code ?? '';
}

const COMPILED_EXTENSIONS = ['.ts', '.mts', '.cts', '.mjs'];
/** Files evaluated by the last load, removed from the require cache before the next one. */
let previousDeps: string[] = [];

/**
 * Evaluates a config file fresh (edits are picked up on reload) with TypeScript and ES modules
 * compiled by Babel, recording every local file it imports.
 */
function evaluate(configPath: string): { exports: unknown; deps: string[] } {
  const deps = new Set<string>([configPath]);
  const extensions = (Module as unknown as { _extensions: Record<string, (m: NodeJS.Module, f: string) => void> })._extensions;
  const saved = new Map<string, ((m: NodeJS.Module, f: string) => void) | undefined>();
  const originalJs = extensions['.js']!;
  const loadCompiled = (mod: NodeJS.Module, filename: string) => {
    deps.add(filename);
    (mod as unknown as { _compile(code: string, file: string): void })._compile(compile(fs.readFileSync(filename, 'utf8'), filename), filename);
  };
  for (const ext of COMPILED_EXTENSIONS) {
    saved.set(ext, extensions[ext]);
    extensions[ext] = loadCompiled;
  }
  // Local .js files may be ES modules too; files inside node_modules load as Node would.
  saved.set('.js', originalJs);
  extensions['.js'] = (mod, filename) => {
    if (filename.includes(`${path.sep}node_modules${path.sep}`)) return originalJs(mod, filename);
    loadCompiled(mod, filename);
  };
  for (const file of previousDeps) delete require.cache[file];
  try {
    const mod = new Module(configPath, module) as NodeJS.Module & {
      _compile(code: string, file: string): void;
      paths: string[];
    };
    mod.filename = configPath;
    mod.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(path.dirname(configPath));
    mod._compile(compile(fs.readFileSync(configPath, 'utf8'), configPath), configPath);
    return { exports: mod.exports, deps: [...deps] };
  } finally {
    for (const [ext, handler] of saved) {
      if (handler) extensions[ext] = handler;
      else delete extensions[ext];
    }
    previousDeps = [...deps];
  }
}

function locationOf(error: unknown, configPath: string): { line?: number; column?: number } {
  const loc = (error as { loc?: { line: number; column: number } }).loc;
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
    const message = String((error as Error).message).split(`${configPath}: `).join('');
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
