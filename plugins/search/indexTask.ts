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
  for (const [lang, pages] of byLang) {
    const index = createLanguageIndex({ codeBlocks: input.codeBlocks });
    for (let start = 0; start < pages.length; start += PAGES_AT_ONCE) {
      const read = await searchPagesOf({
        pages: pages.slice(start, start + PAGES_AT_ONCE),
        readMarkdown: (page) => fs.readFile(path.join(outDir, page.markdownFile), 'utf8').catch(() => undefined),
      });
      for (const page of read) index.add(page);
    }
    const json = index.toJSON();
    const name = indexFileName({ lang, json });
    manifest[lang] = name;
    await writeSearchAssets({ outDir, files: new Map([[name, json]]) });
  }
  await writeSearchAssets({ outDir, files: new Map([[SEARCH_MANIFEST, JSON.stringify(manifest)]]) });
}

/** Pages whose text is held at once. */
const PAGES_AT_ONCE = 32;
