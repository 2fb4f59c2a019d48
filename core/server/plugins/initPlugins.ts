import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, PluginConfig, PluginFactory, QuirePlugin } from '../../types';
import { QuireAggregateError, QuireError, isQuireError } from '../../errors';
import { unwrapPluginHelper } from './definePlugin';

export interface InitializedPlugin {
  plugin: QuirePlugin;
  /** Where it came from, for error messages: `plugins[2]` or `built-in`. */
  source: string;
  /** One of Quire's own plugins (not from the site's config). */
  builtin: boolean;
}

type Resolved = { factory?: PluginFactory<unknown, unknown>; options?: unknown; object?: QuirePlugin };

function loadModule(name: string, siteDir: string, source: string): PluginFactory<unknown, unknown> {
  const requireFromSite = createRequire(path.join(siteDir, 'noop.js'));
  let mod: { default?: unknown };
  try {
    mod = requireFromSite(name);
  } catch (error) {
    throw new QuireError(`Cannot load plugin "${name}" (${source}): ${(error as Error).message.split('\n')[0]}`, {
      hint: 'Install the package in the site, or check the module path.',
      cause: error,
    });
  }
  const factory = unwrapPluginHelper(mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod);
  if (typeof factory !== 'function') {
    throw new QuireError(`Plugin module "${name}" (${source}) does not export a plugin function.`);
  }
  return factory as PluginFactory<unknown, unknown>;
}

function resolveEntry(entry: PluginConfig, siteDir: string, source: string): Resolved | undefined {
  if (entry === false || entry === null || entry === undefined) return undefined;
  if (typeof entry === 'function') return { factory: entry };
  if (typeof entry === 'string') return { factory: loadModule(entry, siteDir, source) };
  if (Array.isArray(entry)) {
    const [target, options] = entry;
    const factory = typeof target === 'string' ? loadModule(target, siteDir, source) : target;
    return { factory, options };
  }
  return { object: entry };
}

/**
 * Runs a factory. An error it throws without a place of its own (its options did not validate)
 * gets the entry's: the config file and `plugins[N]`, so the user knows which entry to fix.
 */
async function runFactory({ resolved, context, source, builtin }: { resolved: Resolved; context: LoadContext; source: string; builtin: boolean }): Promise<QuirePlugin> {
  try {
    return await resolved.factory!(context, resolved.options);
  } catch (error) {
    if (!builtin && error instanceof QuireError && !error.location.file && context.siteConfigPath) {
      Object.assign(error, { location: { file: path.relative(process.cwd(), context.siteConfigPath) || context.siteConfigPath } });
      error.message = `${source}: ${error.message}`;
    }
    throw error;
  }
}

/**
 * Turns the config's plugin entries (after the built-in ones) into plugin objects, in order.
 * Factories run with the load context and their options (which they validate). Two plugins with
 * the same name are an error naming both.
 */
export async function initPlugins({
  context,
  builtins,
}: {
  context: LoadContext;
  builtins: { entry: PluginConfig; source: string }[];
}): Promise<InitializedPlugin[]> {
  const entries = [
    ...builtins.map((builtin) => ({ ...builtin, builtin: true })),
    ...context.siteConfig.plugins.map((entry, index) => ({ entry, source: `plugins[${index}]`, builtin: false })),
  ];
  const plugins: InitializedPlugin[] = [];
  // A plugin whose options do not validate does not stop the others: all their problems at once.
  const failures: QuireError[] = [];
  for (const { entry, source, builtin } of entries) {
    let plugin: QuirePlugin;
    try {
      const resolved = resolveEntry(entry, context.siteDir, source);
      if (!resolved) continue;
      plugin = resolved.object ?? (await runFactory({ resolved, context, source, builtin }));
    } catch (error) {
      if (!isQuireError(error)) throw error;
      failures.push(error as QuireError);
      continue;
    }
    if (!plugin || typeof plugin !== 'object' || typeof plugin.name !== 'string' || plugin.name === '') {
      throw new QuireError(`The plugin at ${source} did not return an object with a "name" string.`, {
        hint: 'A plugin is a function (context, options) => ({ name, ...hooks }).',
      });
    }
    const clash = plugins.find((p) => p.plugin.name === plugin.name);
    if (clash) {
      throw new QuireError(`Two plugins are named "${plugin.name}": ${clash.source} and ${source}.`, {
        hint: 'Plugin names must be unique: remove the duplicate, or give the second instance another name.',
      });
    }
    plugins.push({ plugin, source, builtin });
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) {
    throw new QuireAggregateError(
      `${failures.length} plugins could not be set up:`,
      failures.map((failure) => failure.format()),
      'Fix the options of each plugin above; its documentation lists them.',
    );
  }
  return plugins;
}
