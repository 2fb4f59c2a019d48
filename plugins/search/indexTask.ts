import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { WorkerTaskArgs } from 'quire';
import { indexFileName, SEARCH_MANIFEST, searchPagesOf, writeSearchAssets, type SearchPageSource } from './assets';
import { createLanguageIndex, inIndexOrder } from './buildIndex';

/** A page as the index task is sent it: its facts and its `.md` twin, relative to the output folder. */
export interface SearchTaskPage extends SearchPageSource {
  markdownFile: string;
}

/** The index task's input (`QuirePlugin.workerTask`). */
export interface SearchIndexTaskInput {
  pages: SearchTaskPage[];
  codeBlocks: boolean;
  /** Where each language's last index is kept with the key of what it was made of; none: always built. */
  cacheDir?: string;
}

/** A language's last index and the key of its input (the pages' facts and text, in index order). */
interface CachedIndex {
  key: string;
  json: string;
}

/**
 * The build's search files, made on a thread of their own once every page has compiled (while the
 * pages render): one language at a time, each page's `.md` twin is read from the output folder,
 * added to its language's index and dropped, so the thread holds one index and a few pages' text
 * at once (it runs beside the render workers: its memory adds to the build's peak). The files are
 * those `searchAssets` makes. A twin that cannot be read leaves its page out. Runs on the main
 * thread instead when no thread can start: same files.
 */
export default async function buildSearchIndexTask({ input, outDir }: WorkerTaskArgs<SearchIndexTaskInput>): Promise<void> {
  const byLang = new Map<string, SearchTaskPage[]>();
  for (const page of inIndexOrder(input.pages)) {
    const list = byLang.get(page.lang);
    if (list) list.push(page);
    else byLang.set(page.lang, [page]);
  }
  const manifest: Record<string, string> = {};
  const readMarkdown = (page: SearchTaskPage) => fs.readFile(path.join(outDir, page.markdownFile), 'utf8').catch(() => undefined);
  for (const [lang, pages] of byLang) {
    // A language none of whose pages changed keeps its index: building it is most of the task's time.
    const key = await inputKey({ pages, codeBlocks: input.codeBlocks, readMarkdown });
    const cacheFile = input.cacheDir && path.join(input.cacheDir, `${lang}.json`);
    const cached = cacheFile ? await readCachedIndex(cacheFile) : undefined;
    let json: string;
    if (cached?.key === key) json = cached.json;
    else {
      const index = createLanguageIndex({ codeBlocks: input.codeBlocks });
      for (let start = 0; start < pages.length; start += PAGES_AT_ONCE) {
        for (const page of await searchPagesOf({ pages: pages.slice(start, start + PAGES_AT_ONCE), readMarkdown })) index.add(page);
      }
      json = index.toJSON();
      if (cacheFile) await writeCachedIndex(cacheFile, { key, json });
    }
    const name = indexFileName({ lang, json });
    manifest[lang] = name;
    await writeSearchAssets({ outDir, files: new Map([[name, json]]) });
  }
  await writeSearchAssets({ outDir, files: new Map([[SEARCH_MANIFEST, JSON.stringify(manifest)]]) });
}

/** Pages whose text is held at once. */
const PAGES_AT_ONCE = 32;

/** The key of a language's index input: every page's facts and text, in index order (their text read a batch at a time). */
async function inputKey({ pages, codeBlocks, readMarkdown }: { pages: SearchTaskPage[]; codeBlocks: boolean; readMarkdown: (page: SearchTaskPage) => Promise<string | undefined> }): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify({ codeBlocks }));
  for (let start = 0; start < pages.length; start += PAGES_AT_ONCE) {
    const batch = pages.slice(start, start + PAGES_AT_ONCE);
    const texts = await Promise.all(batch.map(readMarkdown));
    batch.forEach(({ routePath, title, toc }, i) => hash.update(JSON.stringify([routePath, title, toc, texts[i] ?? null])));
  }
  return hash.digest('hex');
}

async function readCachedIndex(file: string): Promise<CachedIndex | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as CachedIndex;
  } catch {
    return undefined;
  }
}

async function writeCachedIndex(file: string, entry: CachedIndex): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, JSON.stringify(entry));
}
