import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from './displayPath';
import { PAGE_EXTENSIONS, stripPageExtension, type NavigationPage, type PageTree } from './pageTree';

const hasPageExtension = (name: string) => stripPageExtension(name) !== name;

/** Entries name things inside their folder; `..` or an absolute path could make a folder its own child. */
export function isInsideFolder({ dir, target }: { dir: string; target: string }): boolean {
  const relative = path.relative(dir, target);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** The page an entry names (`intro`, `intro.mdx`, `start/intro`), found in the page tree. */
export function locatePage({ tree, dir, name }: { tree: PageTree; dir: string; name: string }): NavigationPage | undefined {
  const target = path.resolve(dir, name);
  const folder = tree.get(path.dirname(target));
  const base = path.basename(target);
  return hasPageExtension(base) ? folder?.files.get(base) : folder?.stems.get(base);
}

/**
 * Whether an entry names a folder. Folders holding pages are in the tree; one holding only a
 * `_meta.json` of custom links is not, so the disk is asked, but only for names the tree lacks.
 */
export function isFolder({ tree, target }: { tree: PageTree; target: string }): boolean {
  if (tree.has(target)) return true;
  try {
    return statSync(target).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The message for an entry whose page cannot be found, naming the `_meta.json` and what it looks
 * for. A file that exists but is not a page (a `_fragment.md`, or excluded by `route.exclude`) gets
 * its own explanation, so the author is not told that a file they can see does not exist.
 */
export function missingPageProblem({ metaFile, dir, name, displayRoot }: { metaFile: string; dir: string; name: string; displayRoot: string }): string {
  const target = path.resolve(dir, name);
  const shown = displayPath({ file: target, displayRoot });
  const candidates = hasPageExtension(name) ? [target] : PAGE_EXTENSIONS.map((ext) => `${target}${ext}`);
  const existing = candidates.find((file) => existsSync(file));
  if (existing) {
    return `${metaFile}: entry "${name}" names ${displayPath({ file: existing, displayRoot })}, which is not a page (its name starts with "_" or it matches route.exclude)`;
  }
  const spelled = hasPageExtension(name) ? shown : `${shown}(${PAGE_EXTENSIONS.join('|')})`;
  return `${metaFile}: entry "${name}" names ${spelled}, which does not exist`;
}

export function missingFolderProblem({ metaFile, dir, name, displayRoot }: { metaFile: string; dir: string; name: string; displayRoot: string }): string {
  const shown = displayPath({ file: path.resolve(dir, name), displayRoot });
  return `${metaFile}: entry "${name}" names the folder ${shown}/, which does not exist`;
}

export function outsideFolderProblem({ metaFile, dir, name, displayRoot }: { metaFile: string; dir: string; name: string; displayRoot: string }): string {
  return `${metaFile}: entry "${name}" must name a file or folder inside ${displayPath({ file: dir, displayRoot })}/`;
}
