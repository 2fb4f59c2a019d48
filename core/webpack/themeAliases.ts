import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { globSync } from 'tinyglobby';
import type { QuirePlugin } from '../types';
import { clientPaths } from './paths';

/**
 * The theme alias map. Each file of a theme layer becomes `@theme/<Path>` (an `index` file is its
 * folder: `Navbar/index.tsx` -> `@theme/Navbar`; the layer's root index is `@theme` itself).
 * Layers come lowest first (the fallback theme, then plugin themes, then the default theme); a
 * higher layer wins. `@theme-original/<Path>` points at the highest *layer* providing the path,
 * and the site's own `theme/` folder overrides `@theme/<Path>` only, so a site component can wrap
 * the original by importing `@theme-original/<Path>`.
 */

const THEME_FILES = '**/*.{js,jsx,ts,tsx}';
const IGNORED = ['**/__tests__/**', '**/*.d.ts', '**/*.test.*', '**/node_modules/**'];

export function listThemeComponents(dir: string): Map<string, string> {
  const components = new Map<string, string>();
  if (!fs.existsSync(dir)) return components;
  const files = globSync(THEME_FILES, { cwd: dir, ignore: IGNORED }).sort();
  for (const file of files) {
    const withoutExt = file.replace(/\.[jt]sx?$/, '');
    const name = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
    // With both Foo.tsx and Foo/index.tsx, the file named like the component wins.
    if (!components.has(name) || !withoutExt.endsWith('index')) components.set(name, path.join(dir, file));
  }
  return components;
}

/** The theme layers, lowest first: the fallback theme, then each plugin's theme path (the default theme is a plugin's). */
export function themeLayers(plugins: readonly Pick<QuirePlugin, 'getThemePath'>[]): string[] {
  return [clientPaths.themeFallback, ...plugins.flatMap((plugin) => (plugin.getThemePath ? [plugin.getThemePath()] : []))];
}

const aliasName = (prefix: string, name: string) => (name === '' ? prefix : `${prefix}/${name}`);

export function computeThemeAliases({
  layers,
  siteThemeDir,
}: {
  layers: readonly string[];
  siteThemeDir?: string;
}): Record<string, string> {
  const original = new Map<string, string>();
  for (const layer of layers) for (const [name, file] of listThemeComponents(layer)) original.set(name, file);
  const theme = new Map(original);
  if (siteThemeDir) for (const [name, file] of listThemeComponents(siteThemeDir)) theme.set(name, file);

  const aliases: Record<string, string> = {};
  for (const name of [...theme.keys()].sort()) aliases[aliasName('@theme', name)] = theme.get(name)!;
  for (const name of [...original.keys()].sort()) aliases[aliasName('@theme-original', name)] = original.get(name)!;
  return aliases;
}

/** Goes into webpack's cache version: webpack does not notice when an alias changes target. */
export function hashAliases(aliases: Record<string, string>): string {
  return createHash('md5').update(JSON.stringify(aliases)).digest('hex').slice(0, 12);
}

/** Exact-match keys (`@theme/Layout$`), so `@theme/Nav` never shadows `@theme/Nav/Item`. */
export function toWebpackAliases(aliases: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(aliases).map(([key, value]) => [`${key}$`, value]));
}
