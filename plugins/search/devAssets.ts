import fs from 'node:fs/promises';
import { toPlainMarkdown } from '../../core/markdown/plainMarkdown';
import type { DocsContent } from '../docs';
import { searchAssets, searchPagesOf } from './assets';

/**
 * The search files for `quire dev`, which has no postBuild: built on request from the page
 * sources with the same builder as the build. Each page's plain Markdown is cached by its mtime,
 * and the files are rebuilt only when a page, its title or its toc changed (the docs content
 * object is replaced whenever the docs plugin reloads), so typing in the box costs nothing.
 */
export function createDevSearchAssets({ getDocs, getCodeBlocks }: { getDocs: () => DocsContent | undefined; getCodeBlocks: () => boolean }) {
  const plain = new Map<string, { mtimeMs: number; markdown: string }>();
  let built: { key: string; files: Map<string, string> } | undefined;

  async function readMarkdown(filePath: string): Promise<string | undefined> {
    const stat = await fs.stat(filePath).catch(() => undefined);
    if (!stat) return undefined;
    const cached = plain.get(filePath);
    if (cached?.mtimeMs === stat.mtimeMs) return cached.markdown;
    const markdown = await toPlainMarkdown({ source: await fs.readFile(filePath, 'utf8'), filePath });
    plain.set(filePath, { mtimeMs: stat.mtimeMs, markdown });
    return markdown;
  }

  /** The content of one file of `assets/search/` (`manifest.json` or an index), if it exists. */
  return async function fileOf(name: string): Promise<string | undefined> {
    const docs = getDocs();
    if (!docs) return undefined;
    await docs.analysed;
    const pages = await searchPagesOf({ docs, readMarkdown: (page) => readMarkdown(page.filePath) });
    const codeBlocks = getCodeBlocks();
    const key = JSON.stringify([codeBlocks, docs.pages.map((page) => [page.routePath, page.title, plain.get(page.filePath)?.mtimeMs, docs.analyses.get(page.filePath)?.toc])]);
    if (built?.key !== key) built = { key, files: searchAssets({ pages, codeBlocks }) };
    return built.files.get(name);
  };
}
