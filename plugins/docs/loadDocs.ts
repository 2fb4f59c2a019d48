import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { glob } from 'tinyglobby';
import picomatch from 'picomatch';
import type { Frontmatter, PageType } from '../../core/types';
import { parseFrontmatter, validateFrontmatter } from '../../core/markdown/frontmatter';
import { QuireAggregateError, QuireError, isQuireError } from '../../core/errors';
import { fileToRoutePath, isConventionallyExcluded } from './routePath';
import { extractH1 } from './pageTitle';
import { extractTsxFrontmatter } from './tsxFrontmatter';

/** One page found in the docs folder, before it becomes a route. */
export interface DocPage {
  /** Absolute path of the source file. */
  filePath: string;
  /** Path relative to the docs folder, with forward slashes (`en/guide/start.md`). */
  relativePath: string;
  routePath: string;
  lang: string;
  version: string;
  title: string;
  pageType: PageType;
  frontmatter: Frontmatter;
}

export interface DocsLayout {
  docsDir: string;
  langs: string[];
  defaultLang: string;
  versions: string[];
  defaultVersion: string;
  exclude: string[];
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

/** Parsed pages keyed by file, reused while the file's size and mtime are unchanged (dev reloads). */
const cache = new Map<string, { stamp: string; page: DocPage }>();

async function readPage(root: LanguageRoot, file: string, layout: DocsLayout): Promise<DocPage> {
  const filePath = path.join(root.dir, file);
  const stat = await fs.stat(filePath);
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const cached = cache.get(filePath);
  if (cached && cached.stamp === stamp) return cached.page;
  const source = await fs.readFile(filePath, 'utf8');
  const relativePath = path.relative(layout.docsDir, filePath).split(path.sep).join('/');
  const isComponentPage = /\.[jt]sx$/i.test(file);
  let frontmatter: Frontmatter;
  let body = '';
  if (isComponentPage) {
    frontmatter = validateFrontmatter({ data: extractTsxFrontmatter({ source, file: filePath }), file: filePath });
  } else {
    ({ frontmatter, body } = parseFrontmatter({ source, file: filePath }));
  }
  const location = fileToRoutePath({
    relativePath: file.split(path.sep).join('/'),
    lang: root.lang,
    version: root.version,
    defaultLang: layout.defaultLang,
    defaultVersion: layout.defaultVersion,
  });
  const fallbackTitle = path.basename(file).replace(/\.[^.]+$/, '');
  const page: DocPage = {
    filePath,
    relativePath,
    ...location,
    title: frontmatter.title ?? (isComponentPage ? undefined : extractH1(body)) ?? (fallbackTitle === 'index' ? '' : fallbackTitle),
    pageType: frontmatter.pageType ?? 'doc',
    frontmatter,
  };
  cache.set(filePath, { stamp, page });
  return page;
}

/** Finds and reads every page. All errors (bad frontmatter in several files) are reported together. */
export async function loadDocs(layout: DocsLayout): Promise<DocPage[]> {
  if (!existsSync(layout.docsDir)) {
    throw new QuireError(`The docs folder ${layout.docsDir} does not exist.`, {
      hint: 'Create it with your pages (docs/en/index.md, docs/zh/index.md), or set docsDir in the config.',
    });
  }
  const excluded = layout.exclude.length > 0 ? picomatch(layout.exclude, { dot: true }) : () => false;
  const roots = languageRoots(layout);
  const found = await Promise.all(
    roots.map(async (root) => {
      if (!existsSync(root.dir)) return [];
      const files = await glob(PAGE_GLOB, { cwd: root.dir, ignore: ['**/node_modules/**', '**/*.d.ts'] });
      return files
        .filter((file) => !isConventionallyExcluded(file))
        .filter((file) => !excluded(file) && !excluded(path.relative(layout.docsDir, path.join(root.dir, file)).split(path.sep).join('/')))
        .sort()
        .map((file) => ({ root, file }));
    }),
  );
  const errors: string[] = [];
  const pages: DocPage[] = [];
  const results = await Promise.allSettled(found.flat().map(({ root, file }) => readPage(root, file, layout)));
  for (const result of results) {
    if (result.status === 'fulfilled') pages.push(result.value);
    else if (isQuireError(result.reason)) errors.push((result.reason as QuireError).format());
    else throw result.reason;
  }
  if (errors.length > 0) throw new QuireAggregateError(`${errors.length} page(s) could not be read:`, errors);
  return pages;
}
