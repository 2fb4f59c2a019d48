import fs from 'node:fs/promises';
import path from 'node:path';
import type { WorkerTaskArgs } from 'quire';
import { searchAssets, searchPagesOf, writeSearchAssets, type SearchPageSource } from './assets';

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
 * pages render): reads each page's `.md` twin from the output folder, builds one index per
 * language and writes them with their manifest under `assets/search/`. A twin that cannot be read
 * leaves its page out. Runs on the main thread instead when no thread can start: same files.
 */
export default async function buildSearchIndexTask({ input, outDir }: WorkerTaskArgs<SearchIndexTaskInput>): Promise<void> {
  const pages = await searchPagesOf({
    pages: input.pages,
    readMarkdown: (page) => fs.readFile(path.join(outDir, page.markdownFile), 'utf8').catch(() => undefined),
  });
  await writeSearchAssets({ outDir, files: searchAssets({ pages, codeBlocks: input.codeBlocks }) });
}
