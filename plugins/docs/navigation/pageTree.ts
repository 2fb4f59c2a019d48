import path from 'node:path';
import type { DocPage } from '../loadDocs';

/** What navigation reads of a page. */
export type NavigationPage = Pick<DocPage, 'filePath' | 'routePath' | 'lang' | 'version' | 'title' | 'frontmatter'> & Partial<Pick<DocPage, 'docsFilePath'>>;

/** Where a page stands in the docs folder: its file, or the place a plugin's page was given (DocPage.docsFilePath). */
export const pagePlace = (page: NavigationPage): string => page.docsFilePath ?? page.filePath;

/** The pages and sub-folders directly inside one folder. */
export interface PageFolder {
  /** Pages by file name: `intro.md`. */
  files: Map<string, NavigationPage>;
  /** Pages by name without extension: `intro`. With `a.md` and `a.mdx` side by side, the first of PAGE_EXTENSIONS wins. */
  stems: Map<string, NavigationPage>;
  /** Names of sub-folders that hold pages at any depth. */
  folders: Set<string>;
}

/** Folders by absolute path. */
export type PageTree = Map<string, PageFolder>;

export const PAGE_EXTENSIONS = ['.md', '.mdx', '.tsx', '.jsx'] as const;

export const stripPageExtension = (name: string) => name.replace(/\.(mdx?|[jt]sx)$/i, '');

const extensionRank = (file: string) => PAGE_EXTENSIONS.indexOf(path.extname(file).toLowerCase() as (typeof PAGE_EXTENSIONS)[number]);

function folderAt(tree: PageTree, dir: string): PageFolder {
  let folder = tree.get(dir);
  if (!folder) {
    folder = { files: new Map(), stems: new Map(), folders: new Set() };
    tree.set(dir, folder);
  }
  return folder;
}

/**
 * Indexes the pages by folder in one pass, so that `_meta.json` entries and folder listings are
 * Map lookups instead of directory scans. The pages are exactly the routes loadDocs found: files
 * starting with `_` and excluded globs are already gone, so the listings skip them too.
 */
export function buildPageTree({ pages, docsDir }: { pages: readonly NavigationPage[]; docsDir: string }): PageTree {
  const tree: PageTree = new Map();
  const root = path.resolve(docsDir);
  for (const page of pages) {
    const filePath = path.resolve(pagePlace(page));
    const dir = path.dirname(filePath);
    const name = path.basename(filePath);
    const folder = folderAt(tree, dir);
    folder.files.set(name, page);
    const stem = stripPageExtension(name);
    const current = folder.stems.get(stem);
    if (!current || extensionRank(name) < extensionRank(pagePlace(current))) folder.stems.set(stem, page);
    // Register the folder with its ancestors up to the docs folder; stop early once an ancestor
    // already knows it, which keeps the whole pass linear in the number of pages.
    for (let child = dir, parent = path.dirname(dir); child.startsWith(root + path.sep) && parent !== child; ) {
      const parentFolder = folderAt(tree, parent);
      const childName = path.basename(child);
      if (parentFolder.folders.has(childName)) break;
      parentFolder.folders.add(childName);
      child = parent;
      parent = path.dirname(parent);
    }
  }
  return tree;
}
