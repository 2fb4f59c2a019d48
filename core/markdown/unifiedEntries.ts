import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { UnifiedPluginEntry } from '../types';
import { QuireError } from '../errors';

/**
 * Remark/rehype plugins and Shiki transformers as the config and plugins list them: a module
 * specifier (package name, absolute path, or a path relative to the site folder), or the function
 * itself, each alone or as `[entry, options]`. Specifiers are what reaches the compile workers,
 * which load the config and plugins again: each thread resolves them from the site folder and
 * loads them (CommonJS, or an ES module's default export) where it creates its processor.
 */

/** One entry of a list, and where it was listed (`the site config`, `plugin "docs"`), for errors. */
export interface ListedEntry {
  entry: UnifiedPluginEntry;
  listedIn: string;
}

/** What the list is, for error messages: `markdown.remarkPlugins`. */
export type EntryListName = 'remarkPlugins' | 'rehypePlugins' | 'shikiTransformers';

/** The entry's target and options: `[target, options]` or the target alone. */
export function splitEntry(entry: UnifiedPluginEntry): { target: unknown; options: unknown; hasOptions: boolean } {
  if (Array.isArray(entry)) return { target: entry[0], options: entry[1], hasOptions: entry.length > 1 };
  return { target: entry, options: undefined, hasOptions: false };
}

function notLoadable({ specifier, list, listedIn, error }: { specifier: string; list: EntryListName; listedIn: string; error: unknown }): QuireError {
  return new QuireError(
    `Cannot load "${specifier}" listed in markdown.${list} of ${listedIn}: ${((error as Error)?.message ?? String(error)).split('\n')[0]}`,
    {
      hint: `Install the package in the site (npm install ${specifier.startsWith('.') || path.isAbsolute(specifier) ? '<package>' : specifier}), or fix the path (relative paths start from the site folder).`,
      cause: error,
    },
  );
}

/** The file a specifier names, resolved from the site folder; a named error when there is none. */
export function resolveSpecifier({ specifier, siteDir, list, listedIn }: { specifier: string; siteDir: string; list: EntryListName; listedIn: string }): string {
  const request = specifier.startsWith('.') ? path.resolve(siteDir, specifier) : specifier;
  try {
    return createRequire(path.join(siteDir, 'noop.js')).resolve(request);
  } catch (error) {
    throw notLoadable({ specifier, list, listedIn, error });
  }
}

/**
 * Checks that every specifier of the lists resolves (on the main thread, before any page compiles)
 * and returns the files they name (their changes invalidate the cached analyses).
 */
export function checkSpecifiers({ lists, siteDir }: { lists: Partial<Record<EntryListName, ListedEntry[]>>; siteDir: string }): string[] {
  const files: string[] = [];
  for (const [list, entries] of Object.entries(lists) as [EntryListName, ListedEntry[]][]) {
    for (const { entry, listedIn } of entries) {
      const { target } = splitEntry(entry);
      if (typeof target === 'string') files.push(resolveSpecifier({ specifier: target, siteDir, list, listedIn }));
    }
  }
  return files;
}

/** A module's default export (an ES module's `default`, a CommonJS module's `module.exports`). */
async function importDefault(file: string): Promise<unknown> {
  const mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
  let value: unknown = mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod;
  // A CommonJS module compiled from ESM (`exports.default = ...`), imported natively.
  if (value && typeof value === 'object' && 'default' in value && (value as { __esModule?: boolean }).__esModule) value = (value as { default: unknown }).default;
  return value;
}

/**
 * The entries with their specifiers loaded: `[plugin, options]` or the plugin alone, as unified
 * takes them. A specifier that cannot be loaded is an error naming it, its list and where it was
 * listed.
 */
export async function loadUnifiedEntries({ entries, siteDir, list }: { entries: ListedEntry[]; siteDir: string; list: EntryListName }): Promise<unknown[]> {
  return Promise.all(
    entries.map(async ({ entry, listedIn }) => {
      const { target, options, hasOptions } = splitEntry(entry);
      if (typeof target !== 'string') return entry;
      const file = resolveSpecifier({ specifier: target, siteDir, list, listedIn });
      let loaded: unknown;
      try {
        loaded = await importDefault(file);
      } catch (error) {
        throw notLoadable({ specifier: target, list, listedIn, error });
      }
      if (list !== 'shikiTransformers' && typeof loaded !== 'function') {
        throw new QuireError(`"${target}" listed in markdown.${list} of ${listedIn} does not export a ${list === 'remarkPlugins' ? 'remark' : 'rehype'} plugin as its default export.`, {
          hint: 'Export the plugin function as the module\'s default export (`export default function myPlugin(options) {...}`).',
        });
      }
      return hasOptions ? [loaded, options] : loaded;
    }),
  );
}

/**
 * Shiki transformers from their entries: a transformer object, or a function of the options that
 * returns one or a promise of one (given directly or as a module's default export).
 */
export async function loadShikiTransformers({ entries, siteDir }: { entries: ListedEntry[]; siteDir: string }): Promise<object[]> {
  const loaded = await loadUnifiedEntries({ entries, siteDir, list: 'shikiTransformers' });
  return Promise.all(loaded.map(async (item, index) => {
    const { target, options } = Array.isArray(item) ? { target: item[0] as unknown, options: item[1] } : { target: item, options: undefined };
    // A factory may be async: one that imports an ES-only package (`await import(...)`) before it returns.
    const transformer: unknown = typeof target === 'function' ? await (target as (options: unknown) => unknown)(options) : target;
    if (!transformer || typeof transformer !== 'object') {
      const { entry, listedIn } = entries[index]!;
      const name = typeof splitEntry(entry).target === 'string' ? `"${splitEntry(entry).target as string}"` : `Entry ${index}`;
      throw new QuireError(`${name} listed in markdown.shikiTransformers of ${listedIn} is not a Shiki transformer.`, {
        hint: 'Give a transformer object ({ name, pre(node) {...} }) or a function of the options returning one, as the module\'s default export.',
      });
    }
    return transformer as object;
  }));
}

/**
 * How a list looks in a cache key: specifiers and function names, with their JSON options (a
 * change of either invalidates the cached analyses).
 */
export function describeEntries(entries: readonly UnifiedPluginEntry[]): unknown[] {
  return entries.map((entry) => {
    const { target, options, hasOptions } = splitEntry(entry);
    const name = typeof target === 'string' ? target : typeof target === 'function' ? target.name : (target as { name?: string } | undefined)?.name;
    if (!hasOptions) return name;
    try {
      return [name, JSON.parse(JSON.stringify(options ?? null)) as unknown];
    } catch {
      return [name, '<options not JSON>'];
    }
  });
}
