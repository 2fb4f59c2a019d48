import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { statSync } from 'node:fs';
import path from 'node:path';
import type { RenderedPage, SsgPage, SsgParams } from './ssgParams';
import { mapLimit } from '../utils/mapLimit';
import { routeAssets } from './renderPages';

/**
 * Pages that would render the same as in the last build are not rendered again: their HTML file
 * in the last build's output is linked into the new one (same file, same modification time).
 *
 * A page's HTML is a function of what its key hashes: its path and file, the files of its chunks
 * and of the entries and the renderer (all named by their content, so a change to a page's Markdown,
 * its sidebar, the theme or a client module renames a file it names), the inline route data, and the
 * site-wide and the page's own HTML tags. The route table is not part of it: the renderer loads it
 * as a chunk of its own and reads only the page's own route from it.
 *
 * A file is reused only when it is still the one the last build wrote (same size and modification
 * time): a folder edited or replaced since is rendered anew.
 */

const VERSION = 1;

function stampOf(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : 'missing';
}

interface CachedPage {
  key: string;
  size: number;
  mtimeMs: number;
  /** What the renderer reported of the page (postBuild's record), reused with the file. */
  rendered: RenderedPage;
}

interface RenderCacheFile {
  version: number;
  outDir: string;
  pages: Record<string, CachedPage>;
}

/** The key of what a page's HTML depends on (see above). */
export function renderKey({ page, params }: { page: SsgPage; params: Omit<SsgParams, 'pages' | 'concurrency' | 'outDir'> }): string {
  const { manifest } = params;
  const parts = [
    page.pathname,
    page.file,
    page.component ?? '',
    routeAssets(page, manifest),
    manifest.publicPath,
    manifest.entry,
    manifest.renderer,
    params.headTags,
    params.preBodyTags,
    params.postBodyTags,
    page.tags ?? null,
    // A static page's function body (the file is rewritten when the page compiles again) and data.
    page.staticContent ? [stampOf(page.staticContent.file), page.staticContent.data] : null,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

async function readCache(cacheFile: string): Promise<RenderCacheFile | undefined> {
  try {
    const cache = JSON.parse(await fs.readFile(cacheFile, 'utf8')) as RenderCacheFile;
    return cache.version === VERSION ? cache : undefined;
  } catch {
    // No cache yet, or one that cannot be read: every page renders.
    return undefined;
  }
}

export interface ReusedPages {
  /** The pages to render. */
  render: SsgPage[];
  /** What the renderer reported of each page linked from the last build. */
  reused: RenderedPage[];
  /** Each page's key, by output file, for the cache written after the build. */
  keys: Map<string, { key: string; pathname: string }>;
}

/**
 * Links into `tempDir` the pages of the last build (in `outDir`) whose key is unchanged, and
 * returns the others to render.
 */
export async function reuseRenderedPages({
  params,
  tempDir,
  outDir,
  cacheFile,
}: {
  params: SsgParams;
  tempDir: string;
  outDir: string;
  cacheFile: string;
}): Promise<ReusedPages> {
  const cache = await readCache(cacheFile);
  const keys = new Map<string, { key: string; pathname: string }>();
  const linked = await mapLimit(params.pages, 32, async (page) => {
    const key = renderKey({ page, params });
    keys.set(page.file, { key, pathname: page.pathname });
    const cached = cache?.outDir === outDir ? cache.pages[page.file] : undefined;
    const reuse = cached?.key === key && (await linkUnchanged({ from: path.join(outDir, page.file), to: path.join(tempDir, page.file), cached }));
    return reuse ? cached.rendered : undefined;
  });
  return {
    render: params.pages.filter((_, index) => !linked[index]),
    reused: linked.filter((page): page is RenderedPage => page !== undefined),
    keys,
  };
}

/** Links `from` to `to` when `from` is still the file the cache describes; false when it is not. */
async function linkUnchanged({ from, to, cached }: { from: string; to: string; cached: CachedPage }): Promise<boolean> {
  try {
    const stat = await fs.stat(from);
    if (stat.size !== cached.size || stat.mtimeMs !== cached.mtimeMs) return false;
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.link(from, to);
    return true;
  } catch {
    // Gone, or a file system without hard links: render it.
    return false;
  }
}

/**
 * Records the pages of the finished build (now in `outDir`): each page's key, the size and
 * modification time of its file, and what the renderer reported of it.
 */
export async function saveRenderCache({
  cacheFile,
  outDir,
  keys,
  rendered,
}: {
  cacheFile: string;
  outDir: string;
  keys: ReusedPages['keys'];
  rendered: readonly RenderedPage[];
}): Promise<void> {
  const byPath = new Map(rendered.map((page) => [page.pathname, page]));
  const pages: Record<string, CachedPage> = {};
  await mapLimit([...keys], 64, async ([file, { key, pathname }]) => {
    const page = byPath.get(pathname);
    const stat = page && (await fs.stat(path.join(outDir, file)).catch(() => undefined));
    if (page && stat) pages[file] = { key, size: stat.size, mtimeMs: stat.mtimeMs, rendered: page };
  });
  const cache: RenderCacheFile = { version: VERSION, outDir, pages };
  await fs.mkdir(path.dirname(cacheFile), { recursive: true });
  await fs.writeFile(cacheFile, JSON.stringify(cache));
}
