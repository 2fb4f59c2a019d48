import { existsSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import type { QuirePlugin, VirtualPage, VirtualPageFile } from '../../types';
import { QuireAggregateError, QuireError } from '../../errors';
import { normalizeRoutePath } from '../../shared/routePath';
import { perf } from '../../logger/perfLogger';
import { writeIfChanged } from '../codegen/generate';
import { virtualPageFile, virtualPagesDir } from './virtualPagePath';
import { pluginHookError } from './hookError';

/** What one plugin's `addPages()` returned, or undefined when it has no such hook. */
async function callAddPages(plugin: QuirePlugin): Promise<VirtualPage[] | undefined> {
  if (!plugin.addPages) return undefined;
  let pages: unknown;
  try {
    pages = await perf.run(`addPages ${plugin.name}`, () => plugin.addPages!());
  } catch (error) {
    throw pluginHookError({ pluginName: plugin.name, hook: 'addPages', error });
  }
  if (!Array.isArray(pages)) {
    throw new QuireError(`Plugin "${plugin.name}": addPages() must return an array of pages, got ${pages === null ? 'null' : typeof pages}.`, {
      hint: 'Return [] when the plugin adds no page.',
    });
  }
  return pages as VirtualPage[];
}

/** Why a route cannot be a virtual page's, or undefined when it can. */
function routeProblem(routePath: unknown): string | undefined {
  if (typeof routePath !== 'string' || !routePath.startsWith('/')) return 'routePath must be a string starting with "/"';
  if (/[?#\\]/.test(routePath)) return 'routePath must not hold "?", "#" or "\\"';
  if (routePath.split('/').some((segment) => segment === '.' || segment === '..')) return 'routePath must not hold "." or ".." segments';
  if (/\.(html|mdx?)$/i.test(routePath)) return 'routePath is a route, not a file name: drop the extension';
  return undefined;
}

interface PlacedPage extends VirtualPageFile {
  /** The source to write, for a `content` page. */
  content?: string;
}

/**
 * Checks one plugin's pages and says where each one's file is. Problems (a bad route, a route
 * given twice, a missing file) are pushed to `problems`, each naming the plugin and the route.
 */
function placePages({
  plugin,
  pages,
  siteDir,
  generatedFilesDir,
  seen,
  problems,
}: {
  plugin: string;
  pages: VirtualPage[];
  siteDir: string;
  generatedFilesDir: string;
  /** Routes already taken (normalised) -> the plugin that took them. */
  seen: Map<string, string>;
  problems: string[];
}): PlacedPage[] {
  const placed: PlacedPage[] = [];
  for (const [index, page] of pages.entries()) {
    const where = `plugin "${plugin}", addPages()[${index}]`;
    if (typeof page !== 'object' || page === null) {
      problems.push(`${where}: expected { routePath, content } or { routePath, filepath }`);
      continue;
    }
    const route = routeProblem(page.routePath);
    if (route) {
      problems.push(`${where}: ${route} (got ${JSON.stringify(page.routePath)})`);
      continue;
    }
    const key = normalizeRoutePath(page.routePath);
    const owner = seen.get(key);
    if (owner !== undefined) {
      problems.push(`${where}: the route ${page.routePath} is already added by plugin "${owner}"${owner === plugin ? ' (twice by the same plugin)' : ''}`);
      continue;
    }
    seen.set(key, plugin);
    if ('content' in page && typeof page.content === 'string') {
      const format = page.format ?? 'md';
      if (format !== 'md' && format !== 'mdx') {
        problems.push(`${where} (${page.routePath}): format must be "md" or "mdx", got ${JSON.stringify(format)}`);
        continue;
      }
      const filePath = virtualPageFile({ generatedFilesDir, plugin, routePath: page.routePath, format });
      placed.push({ routePath: page.routePath, filePath, plugin, content: page.content });
    } else if ('filepath' in page && typeof page.filepath === 'string') {
      const filePath = path.resolve(siteDir, page.filepath);
      if (!/\.mdx?$/i.test(filePath)) {
        problems.push(`${where} (${page.routePath}): filepath ${filePath} is not a .md or .mdx file`);
      } else if (!existsSync(filePath) || !statSync(filePath).isFile()) {
        problems.push(`${where} (${page.routePath}): filepath ${filePath} does not exist`);
      } else {
        placed.push({ routePath: page.routePath, filePath, plugin });
      }
    } else {
      problems.push(`${where} (${page.routePath}): expected a string "content" or "filepath"`);
    }
  }
  return placed;
}

/** Writes a plugin's `content` pages (only those that changed) and removes the files of pages it no longer adds. */
async function writePages({ plugin, pages, generatedFilesDir }: { plugin: string; pages: PlacedPage[]; generatedFilesDir: string }): Promise<void> {
  const dir = virtualPagesDir({ generatedFilesDir, plugin });
  const written = new Set<string>();
  await Promise.all(
    pages.map(async (page) => {
      if (page.content === undefined) return;
      written.add(page.filePath);
      // writeIfChanged remembers what it wrote: a page removed (its file with it) and added again
      // unchanged would not be written back.
      if (existsSync(page.filePath)) await writeIfChanged(page.filePath, page.content);
      else {
        await fs.mkdir(path.dirname(page.filePath), { recursive: true });
        await fs.writeFile(page.filePath, page.content);
      }
    }),
  );
  if (!existsSync(dir)) return;
  const stale = (await glob('**/*.{md,mdx}', { cwd: dir, absolute: true })).map((file) => path.resolve(file)).filter((file) => !written.has(file));
  await Promise.all(stale.map((file) => fs.rm(file, { force: true })));
}

/**
 * Calls `addPages()` of the plugins (of every plugin on a first load; of `only` on a dev reload,
 * the others keeping their `previous` pages), checks the pages together and writes the `content`
 * ones under `.quire/<plugin>/pages/`. Returns every virtual page of the site, in plugin order.
 * All problems of all plugins are thrown together.
 */
export async function loadVirtualPages({
  plugins,
  siteDir,
  generatedFilesDir,
  only,
  previous = [],
}: {
  plugins: readonly QuirePlugin[];
  siteDir: string;
  generatedFilesDir: string;
  /** Dev reload: the one plugin whose `addPages()` runs again. */
  only?: string;
  /** Dev reload: the pages of the last load, kept for the other plugins. */
  previous?: readonly VirtualPageFile[];
}): Promise<VirtualPageFile[]> {
  const added = await Promise.all(
    plugins.map(async (plugin) => {
      if (only !== undefined && plugin.name !== only) return { plugin: plugin.name, kept: previous.filter((page) => page.plugin === plugin.name) };
      return { plugin: plugin.name, pages: await callAddPages(plugin) };
    }),
  );
  const seen = new Map<string, string>();
  for (const entry of added) for (const page of entry.kept ?? []) seen.set(normalizeRoutePath(page.routePath), page.plugin);
  const problems: string[] = [];
  const placed = added.map((entry) =>
    entry.pages === undefined ? { plugin: entry.plugin, pages: entry.kept ?? [], write: false } : { plugin: entry.plugin, pages: placePages({ plugin: entry.plugin, pages: entry.pages, siteDir, generatedFilesDir, seen, problems }), write: true },
  );
  if (problems.length > 0) {
    throw new QuireAggregateError(
      `${problems.length} problem(s) in the pages plugins add (addPages):`,
      problems,
      'Fix the pages the plugin returns (or its options), or remove the plugin from the config.',
    );
  }
  await Promise.all(placed.filter((entry) => entry.write).map((entry) => writePages({ plugin: entry.plugin, pages: entry.pages, generatedFilesDir })));
  return placed.flatMap((entry) => entry.pages.map(({ routePath, filePath, plugin }) => ({ routePath, filePath, plugin })));
}
