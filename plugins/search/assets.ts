import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildSearchIndexes, type SearchPageInput } from './buildIndex';

/** Where the index files live under the output folder (and the dev server's URL space). */
export const SEARCH_ASSETS_DIR = 'assets/search';
export const SEARCH_MANIFEST = 'manifest.json';

/**
 * The files of the local search: `search-index.<lang>.<hash>.json` per language, and
 * `manifest.json` (`{ [lang]: fileName }`) that the browser reads first. The index file names
 * change with their content, so they can be cached forever; the manifest is small and is not.
 */
export function searchAssets({ pages, codeBlocks }: { pages: readonly SearchPageInput[]; codeBlocks: boolean }): Map<string, string> {
  const files = new Map<string, string>();
  const manifest: Record<string, string> = {};
  for (const [lang, json] of buildSearchIndexes({ pages, codeBlocks })) {
    const name = indexFileName({ lang, json });
    manifest[lang] = name;
    files.set(name, json);
  }
  files.set(SEARCH_MANIFEST, JSON.stringify(manifest));
  return files;
}

/** An index file's name: its language and a hash of its content (cached forever by browsers). */
export function indexFileName({ lang, json }: { lang: string; json: string }): string {
  return `search-index.${lang}.${createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`;
}

/** What the index needs to know of a page besides its text (a `BuiltPage`, a dev page). */
export type SearchPageSource = Omit<SearchPageInput, 'markdown'>;

/**
 * The pages as index input, their plain Markdown read by `readMarkdown` (the build's `.md` twins,
 * or the current sources in dev). A page whose Markdown is undefined is left out: there is no
 * text to search.
 */
export async function searchPagesOf<Page extends SearchPageSource>({
  pages,
  readMarkdown,
}: {
  pages: readonly Page[];
  readMarkdown: (page: Page) => Promise<string | undefined>;
}): Promise<SearchPageInput[]> {
  const inputs: SearchPageInput[] = [];
  // A few at a time: a large site has thousands of pages, and each read is a file.
  for (let index = 0; index < pages.length; index += 16) {
    const batch = await Promise.all(
      pages.slice(index, index + 16).map(async (page) => {
        const markdown = await readMarkdown(page);
        if (markdown === undefined) return undefined;
        return { routePath: page.routePath, lang: page.lang, title: page.title, markdown, toc: page.toc };
      }),
    );
    for (const input of batch) if (input) inputs.push(input);
  }
  return inputs;
}

/** Writes the search files under `<outDir>/assets/search/`. */
export async function writeSearchAssets({ outDir, files }: { outDir: string; files: ReadonlyMap<string, string> }): Promise<void> {
  const dir = path.join(outDir, SEARCH_ASSETS_DIR);
  await fs.mkdir(dir, { recursive: true });
  await Promise.all([...files].map(([name, content]) => fs.writeFile(path.join(dir, name), content)));
}
