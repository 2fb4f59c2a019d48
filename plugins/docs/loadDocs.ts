import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { glob } from 'tinyglobby';
import picomatch from 'picomatch';
import type { Frontmatter, PageType, VirtualPageFile } from 'quire';
import {
  dropUnsafeFrontmatterUrls,
  formatLocation,
  isQuireError,
  logger,
  parseFrontmatter,
  QuireAggregateError,
  QuireError,
  validateFrontmatter,
} from 'quire/plugin-utils';
import { fileToRoutePath, isConventionallyExcluded, type PageLocation } from './routePath';
import { placeVirtualPages } from './virtualDocPages';
import { extractH1 } from './pageTitle';
import { findSymlinkLoops, type SymlinkLoop } from './symlinkLoops';
import { extractTsxFrontmatter } from './tsxFrontmatter';

/** One page found in the docs folder (or added by a plugin), before it becomes a route. */
export interface DocPage {
  /** Absolute path of the source file. */
  filePath: string;
  /**
   * Where the page stands in the docs folder, absolute: its own file, or for a page a plugin added
   * the file that would give its route (`docs/en/guide/api/foo.md` for `/guide/api/foo`). The
   * navigation places pages by it, so `_meta.json` lists a virtual page by name like a file.
   */
  docsFilePath: string;
  /** `docsFilePath` relative to the docs folder, with forward slashes (`en/guide/start.md`). */
  relativePath: string;
  routePath: string;
  lang: string;
  version: string;
  title: string;
  pageType: PageType;
  frontmatter: Frontmatter;
  /** The plugin that added the page with `addPages()`; absent for files of the docs folder. */
  addedBy?: string;
}

export interface DocsLayout {
  docsDir: string;
  langs: string[];
  defaultLang: string;
  versions: string[];
  defaultVersion: string;
  exclude: string[];
  /** Pages plugins added (`context.virtualPages`). */
  virtualPages?: readonly VirtualPageFile[];
}

interface LanguageRoot {
  dir: string;
  lang: string;
  version: string;
}

/**
 * The folders pages live in: `docs/<lang>/` for every language (or `docs/` itself for a site with
 * one language and no language folder), below `docs/<version>/` when the site is versioned.
 */
function languageRoots(layout: DocsLayout): LanguageRoot[] {
  const versions = layout.versions.length > 0 ? layout.versions : [''];
  const roots: LanguageRoot[] = [];
  for (const version of versions) {
    const versionDir = path.join(layout.docsDir, version);
    const single = layout.langs.length === 1 && !existsSync(path.join(versionDir, layout.langs[0]!));
    if (single) roots.push({ dir: versionDir, lang: layout.langs[0]!, version });
    else for (const lang of layout.langs) roots.push({ dir: path.join(versionDir, lang), lang, version });
  }
  return roots;
}

const PAGE_GLOB = '**/*.{md,mdx,tsx,jsx}';

/** Parsed pages keyed by file, reused while the file's size and mtime (and its place) are unchanged (dev reloads). */
const cache = new Map<string, { stamp: string; page: DocPage }>();

/** A page to read: its file, where it stands and what it came from. */
export interface PageSource {
  filePath: string;
  docsFilePath: string;
  location: PageLocation;
  addedBy?: string;
}

async function readPage({ filePath, docsFilePath, location, addedBy }: PageSource, layout: DocsLayout): Promise<DocPage> {
  const stat = await fs.stat(filePath);
  const stamp = `${stat.size}:${stat.mtimeMs}:${docsFilePath}:${location.routePath}:${addedBy ?? ''}`;
  const cached = cache.get(filePath);
  if (cached && cached.stamp === stamp) return cached.page;
  const source = await fs.readFile(filePath, 'utf8');
  const relativePath = path.relative(layout.docsDir, docsFilePath).split(path.sep).join('/');
  const isComponentPage = /\.[jt]sx$/i.test(filePath);
  let frontmatter: Frontmatter;
  let body = '';
  let warnings: string[];
  if (isComponentPage) {
    frontmatter = validateFrontmatter({ data: extractTsxFrontmatter({ source, file: filePath }), file: filePath });
    warnings = dropUnsafeFrontmatterUrls({ frontmatter }).map(({ message }) => `${formatLocation({ file: filePath })}: ${message}`);
  } else {
    ({ frontmatter, body, warnings } = parseFrontmatter({ source, file: filePath }));
  }
  // Once per version of the file: a page read again unchanged (dev reloads) comes from the cache.
  for (const warning of warnings) logger.warn(warning);
  const fallbackTitle = path.basename(docsFilePath).replace(/\.[^.]+$/, '');
  const page: DocPage = {
    filePath,
    docsFilePath,
    relativePath,
    ...location,
    title: frontmatter.title ?? (isComponentPage ? undefined : extractH1(body)) ?? (fallbackTitle === 'index' ? '' : fallbackTitle),
    pageType: frontmatter.pageType ?? 'doc',
    frontmatter,
    ...(addedBy !== undefined && { addedBy }),
  };
  cache.set(filePath, { stamp, page });
  return page;
}

/** The files of the docs folder that are pages, with their routes; none below a link in `loops` (found again through it). */
async function findDocFiles(layout: DocsLayout, loops: readonly SymlinkLoop[]): Promise<PageSource[]> {
  const throughLoop = (file: string) => loops.some(({ link }) => file.startsWith(link + path.sep));
  const excluded = layout.exclude.length > 0 ? picomatch(layout.exclude, { dot: true }) : () => false;
  const found = await Promise.all(
    languageRoots(layout).map(async (root) => {
      if (!existsSync(root.dir)) return [];
      const files = await glob(PAGE_GLOB, { cwd: root.dir, ignore: ['**/node_modules/**', '**/*.d.ts'] });
      return files
        .filter((file) => !isConventionallyExcluded(file))
        .filter((file) => !excluded(file) && !excluded(path.relative(layout.docsDir, path.join(root.dir, file)).split(path.sep).join('/')))
        .filter((file) => !throughLoop(path.join(root.dir, file)))
        .sort()
        .map((file): PageSource => {
          const filePath = path.join(root.dir, file);
          const location = fileToRoutePath({
            relativePath: file.split(path.sep).join('/'),
            lang: root.lang,
            version: root.version,
            defaultLang: layout.defaultLang,
            defaultVersion: layout.defaultVersion,
          });
          return { filePath, docsFilePath: filePath, location };
        });
    }),
  );
  return found.flat();
}

/**
 * Finds and reads every page: the files of the docs folder, then the pages plugins added, each
 * placed where its route puts it. All errors (bad frontmatter in several files, a plugin's page on
 * the route of a file) are reported together.
 */
export async function loadDocs(layout: DocsLayout): Promise<DocPage[]> {
  if (!existsSync(layout.docsDir)) {
    throw new QuireError(`The docs folder ${layout.docsDir} does not exist.`, {
      hint: 'Create it with your pages (docs/en/index.md, docs/zh/index.md), or set docsDir in the config.',
    });
  }
  // Reported with the pages that cannot be read; the pages found again through them are left out.
  const loops = await findSymlinkLoops({ dir: layout.docsDir });
  const files = await findDocFiles(layout, loops);
  const { sources: added, problems: clashes } = placeVirtualPages({ layout, pages: layout.virtualPages ?? [], files });
  if (clashes.length > 0) {
    throw new QuireAggregateError(`${clashes.length} page(s) added by plugins clash with files of the docs folder:`, clashes, 'Give the plugin\'s page another route (see its options), or move or rename the file.');
  }
  const errors: string[] = loops.map(({ problem }) => problem);
  // Said once, after every problem: a page's several invalid fields are listed one by one.
  const hints = new Set<string>(loops.length > 0 ? ['Remove each symbolic link above, or point it at a folder outside the one that holds it.'] : []);
  let failed = 0;
  const pages: DocPage[] = [];
  const results = await Promise.allSettled([...files, ...added].map((source) => readPage(source, layout)));
  for (const result of results) {
    if (result.status === 'fulfilled') {
      pages.push(result.value);
      continue;
    }
    if (!isQuireError(result.reason)) throw result.reason;
    failed++;
    const { errors: listed, hint } = result.reason as QuireAggregateError;
    if (!Array.isArray(listed)) errors.push((result.reason as QuireError).format());
    else {
      errors.push(...listed);
      if (hint) hints.add(hint);
    }
  }
  if (errors.length > 0) {
    const what = [loops.length > 0 && `${loops.length} symbolic link loop(s) in the docs folder`, failed > 0 && `${failed} page(s) that could not be read`].filter(Boolean);
    throw new QuireAggregateError(loops.length === 0 ? `${failed} page(s) could not be read:` : `${what.join(' and ')}:`, errors, [...hints].join('\n') || undefined);
  }
  return pages;
}
