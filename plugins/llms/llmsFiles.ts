import picomatch from 'picomatch';
import type { NavItem, Sidebar } from 'quire';
import { siteFileUrl } from 'quire/plugin-utils';
import { encodeUrlPath } from './markdownText';
import { renderLlmsFullTxt, renderLlmsTxt, type LlmsEntry } from './render';
import { llmsSections } from './sections';

/** What the llms files need to know of a page (a `BuiltPage` or a dev page). */
export interface LlmsPageSource {
  routePath: string;
  lang: string;
  version: string;
  title: string;
  description?: string | undefined;
  noIndex: boolean;
  /** The root-relative path of its `.md` twin (`/guide/start.md`); undefined when it has none. */
  markdownPath: string | undefined;
}

/** What the llms files need to know of the site. */
export interface LlmsSite {
  langs: readonly string[];
  defaultLang: string;
  /** The version listed: the default one on a versioned site, `''` on a site without versions. */
  version: string;
  base: string;
  siteUrl: string | undefined;
  /** The H1 of a language's `llms.txt`. */
  titleOf(lang: string): string;
  /** The blockquote of a language's `llms.txt` (undefined or empty: none). */
  descriptionOf(lang: string): string | undefined;
  /** A language's sidebars and navbar (the docs plugin's). */
  navigationOf(lang: string): { sidebar: Sidebar | undefined; nav: NavItem[] | undefined };
}

export type LlmsFileKind = 'index' | 'full';

/** `llms.txt`, `zh/llms-full.txt`: where a language's file is, relative to the output folder (and the base). */
export function llmsFilePath({ lang, defaultLang, kind }: { lang: string; defaultLang: string; kind: LlmsFileKind }): string {
  return `${lang === defaultLang ? '' : `${lang}/`}${kind === 'index' ? 'llms.txt' : 'llms-full.txt'}`;
}

/**
 * The pages the files list: those with a `.md` twin, of the listed version, not `noindex`, whose
 * route matches `include` (when given) and not `exclude`. Route order is kept.
 */
export function listedPages<Page extends LlmsPageSource>({
  pages,
  version,
  include,
  exclude,
}: {
  pages: readonly Page[];
  version: string;
  include: readonly string[] | undefined;
  exclude: readonly string[];
}): Page[] {
  const included = include ? picomatch([...include], { dot: true }) : () => true;
  const excluded = exclude.length > 0 ? picomatch([...exclude], { dot: true }) : () => false;
  return pages.filter((page) => page.markdownPath !== undefined && !page.noIndex && page.version === version && included(page.routePath) && !excluded(page.routePath));
}

const DEFAULT_GROUP_NAMES: Record<string, string> = { en: 'Others', zh: '其他' };

/** The title of the section of pages in no sidebar group (CONTRACT §6 "default group name"); English for a language without one. */
export function defaultGroupName(lang: string): string {
  return DEFAULT_GROUP_NAMES[lang] ?? DEFAULT_GROUP_NAMES[lang.split('-')[0]!] ?? DEFAULT_GROUP_NAMES.en!;
}

/** The route prefix of a language's pages on the listed version: `/`, `/zh/`. */
function languageRoot({ site, lang }: { site: Pick<LlmsSite, 'defaultLang'>; lang: string }): string {
  return lang === site.defaultLang ? '/' : `/${lang}/`;
}

/**
 * The name a page is listed by: its title, or for a page without one (a home page made of a hero)
 * the language's site title when it is the language's root, its route otherwise.
 */
export function pageTitle({ site, lang, page }: { site: Pick<LlmsSite, 'defaultLang' | 'titleOf'>; lang: string; page: Pick<LlmsPageSource, 'title' | 'routePath'> }): string {
  if (page.title.trim()) return page.title;
  return page.routePath === languageRoot({ site, lang }) ? site.titleOf(lang) : page.routePath;
}

/** A language's listed pages in sections, in sidebar order, each with its `.md` URL. */
function sectionsOf<Page extends LlmsPageSource>({ site, lang, pages }: { site: LlmsSite; lang: string; pages: readonly Page[] }) {
  const { sidebar, nav } = site.navigationOf(lang);
  return llmsSections({
    pages: pages.filter((page) => page.lang === lang),
    sidebar,
    nav,
    languageRoot: languageRoot({ site, lang }),
    defaultGroupName: defaultGroupName(lang),
  }).map((section) => ({
    title: section.title,
    pages: section.pages.map((page) => ({
      page,
      entry: { title: pageTitle({ site, lang, page }), url: siteFileUrl({ path: encodeUrlPath(page.markdownPath!), base: site.base, siteUrl: site.siteUrl }), description: page.description } satisfies LlmsEntry,
    })),
  }));
}

/**
 * One language's `llms.txt` or `llms-full.txt`, from the listed pages (see `listedPages`).
 * `readMarkdown` gives a page's `.md` twin (only `llms-full.txt` reads them); a page whose
 * Markdown is undefined is left out of `llms-full.txt`.
 */
export async function renderLlmsFile<Page extends LlmsPageSource>({
  site,
  lang,
  kind,
  pages,
  readMarkdown,
}: {
  site: LlmsSite;
  lang: string;
  kind: LlmsFileKind;
  pages: readonly Page[];
  readMarkdown: (page: Page) => Promise<string | undefined>;
}): Promise<string> {
  const sections = sectionsOf({ site, lang, pages });
  if (kind === 'index') {
    return renderLlmsTxt({
      title: site.titleOf(lang),
      description: site.descriptionOf(lang),
      sections: sections.map((section) => ({ title: section.title, pages: section.pages.map(({ entry }) => entry) })),
    });
  }
  const ordered = sections.flatMap((section) => section.pages);
  const withMarkdown: (LlmsEntry & { markdown: string })[] = [];
  // A few files at a time: a large site has thousands of pages.
  for (let index = 0; index < ordered.length; index += 16) {
    const batch = await Promise.all(ordered.slice(index, index + 16).map(async ({ page, entry }) => ({ entry, markdown: await readMarkdown(page) })));
    for (const { entry, markdown } of batch) if (markdown !== undefined) withMarkdown.push({ ...entry, markdown });
  }
  return renderLlmsFullTxt({ pages: withMarkdown });
}
