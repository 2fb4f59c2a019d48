import fs from 'node:fs';
import path from 'node:path';
import { validatePluginOptions } from 'quire';
import { QuireAggregateError, z } from 'quire/plugin-utils';

/**
 * The options of `quire/plugins/playground`.
 *
 * A code block whose meta holds the word `playground` (languages `tsx`, `jsx`, `ts`, `js`) becomes
 * an editor beside its live result in the browser. The code must `export default` a React
 * component: the result renders it, again a moment after each edit.
 *
 * ````md
 * ```tsx playground
 * import { useState } from 'react';
 *
 * export default function Counter() {
 *   const [count, setCount] = useState(0);
 *   return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
 * }
 * ```
 * ````
 */
export interface PlaygroundOptions {
  /**
   * Packages (or their subpaths) the playground code may import besides `react`,
   * `react/jsx-runtime` and `react-dom`, which are always there: each is
   * installed where the site can resolve it, and loaded only when a playground imports it.
   * Any other import shows an error in place of the result. Default: none.
   */
  modules?: string[];
  /** How long the result waits after the last keystroke before it renders again, in milliseconds. Default: 300. */
  debounce?: number;
}

/** The imports every playground has, served from the site's own copy of React. */
export const BUILT_IN_MODULES = ['react', 'react/jsx-runtime', 'react-dom'] as const;

export const DEFAULT_DEBOUNCE = 300;

export interface ResolvedPlaygroundOptions {
  modules: string[];
  debounce: number;
}

// npm's rules for a package name (lowercase, optional scope), then an optional subpath.
const PACKAGE_SPECIFIER = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*(?:\/[^\s/]+)*$/;

const moduleName = z
  .string()
  .regex(PACKAGE_SPECIFIER, { message: 'must be a package name, optionally with a subpath (such as "dayjs" or "lodash-es/debounce")' })
  .refine((name) => !(BUILT_IN_MODULES as readonly string[]).includes(name), { message: 'is always available to a playground: leave it out' });

export const optionsSchema = z.strictObject({
  modules: z.array(moduleName).default([]),
  debounce: z.number().int().min(0).max(5000).default(DEFAULT_DEBOUNCE),
});

// Compile-time check: the schema accepts exactly what the exported type describes.
const optionsMatchTypes: z.input<typeof optionsSchema> extends PlaygroundOptions ? (PlaygroundOptions extends z.input<typeof optionsSchema> ? true : never) : never = true;
void optionsMatchTypes;

/** The package a specifier names: `@scope/name` or `name`, without the subpath. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Whether `node_modules/<package>` is in the site's folder or one above it (where webpack looks). */
function packageInstalled({ name, siteDir }: { name: string; siteDir: string }): boolean {
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

/**
 * The validated options, every problem at once with its path (a `QuireAggregateError`): the
 * schema's, then each listed package that the site cannot resolve.
 */
export function readPlaygroundOptions({ options, siteDir }: { options: unknown; siteDir: string }): ResolvedPlaygroundOptions {
  const resolved = validatePluginOptions('playground', optionsSchema, options ?? {});
  const missing = resolved.modules.flatMap((specifier, index) => {
    const name = packageOf(specifier);
    return packageInstalled({ name, siteDir }) ? [] : [`modules[${index}]: the package "${name}" is not installed where the site can resolve it (${siteDir}); install it (npm install ${name}) or leave it out.`];
  });
  if (missing.length > 0) {
    throw new QuireAggregateError(`Plugin "playground": ${missing.length === 1 ? 'a module is' : `${missing.length} modules are`} missing (option "modules"):`, missing);
  }
  return { modules: [...new Set(resolved.modules)], debounce: resolved.debounce };
}
