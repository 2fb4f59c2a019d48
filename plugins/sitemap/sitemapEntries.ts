import picomatch from 'picomatch';
import type { BuiltPage } from 'quire';
import { normalizeRoutePath, pageUrl } from 'quire/plugin-utils';

/** One `<url>` of the sitemap. */
export interface SitemapEntry {
  /** Absolute, percent-encoded URL of the page. */
  url: string;
  /** ISO 8601 time of the page's last change, when known. */
  lastmod?: string;
  /** The page's language versions (itself included) and `x-default`; empty when it has no other language version. */
  alternates: { hreflang: string; url: string }[];
}

/** What the entries need to know of the site. */
export interface SitemapSite {
  siteUrl: string;
  base: string;
  cleanUrls: boolean;
  defaultLang: string;
  defaultVersion: string;
}

/** The pages a sitemap lists: every written page but the 404 pages, `noindex` pages and `exclude`d routes. */
export function indexablePages({ pages, exclude }: { pages: readonly BuiltPage[]; exclude: readonly string[] }): BuiltPage[] {
  const excluded = exclude.length > 0 ? picomatch([...exclude], { dot: true }) : () => false;
  return pages.filter((page) => page.pageType !== '404' && !page.noIndex && !excluded(page.routePath));
}

/**
 * The key shared by a page's language versions: its route without the language prefix (the
 * default language has none), in its version (`/zh/guide/a` and `/guide/a` -> `|/guide/a`).
 */
export function alternateKey({ page, site }: { page: Pick<BuiltPage, 'routePath' | 'lang' | 'version'>; site: Pick<SitemapSite, 'defaultLang' | 'defaultVersion'> }): string {
  const segments = page.routePath.split('/');
  // segments[0] is the empty string before the leading slash.
  let first = 1;
  if (page.version !== site.defaultVersion && segments[first]?.toLowerCase() === page.version.toLowerCase()) first += 1;
  if (page.lang !== site.defaultLang && segments[first]?.toLowerCase() === page.lang.toLowerCase()) first += 1;
  return `${page.version}|${normalizeRoutePath(`/${segments.slice(first).join('/')}`)}`;
}

/** The absolute URL of a route, percent-encoded (a route may hold spaces, quotes, `&` or non-ASCII letters). */
export function absolutePageUrl({ routePath, site }: { routePath: string; site: SitemapSite }): string {
  return new URL(pageUrl({ routePath, base: site.base, cleanUrls: site.cleanUrls, siteUrl: site.siteUrl })).href;
}

/**
 * The sitemap's entries, in page order: each page's URL, `lastmod` from its last-updated time, and
 * `xhtml:link` alternates between the language versions of the same page (with `x-default` for the
 * default language's version) when there is more than one.
 */
export function sitemapEntries({ pages, site, exclude = [] }: { pages: readonly BuiltPage[]; site: SitemapSite; exclude?: readonly string[] }): SitemapEntry[] {
  const listed = indexablePages({ pages, exclude });
  const urls = new Map(listed.map((page) => [page, absolutePageUrl({ routePath: page.routePath, site })]));
  const versions = new Map<string, BuiltPage[]>();
  for (const page of listed) {
    const key = alternateKey({ page, site });
    const group = versions.get(key);
    if (group) group.push(page);
    else versions.set(key, [page]);
  }
  const alternatesOf = new Map<string, SitemapEntry['alternates']>();
  for (const [key, group] of versions) {
    const languages = new Map<string, BuiltPage>();
    for (const page of group) if (!languages.has(page.lang)) languages.set(page.lang, page);
    if (languages.size < 2) {
      alternatesOf.set(key, []);
      continue;
    }
    const alternates = [...languages].map(([lang, page]) => ({ hreflang: lang, url: urls.get(page)! }));
    const fallback = languages.get(site.defaultLang);
    if (fallback) alternates.push({ hreflang: 'x-default', url: urls.get(fallback)! });
    alternatesOf.set(key, alternates);
  }
  return listed.map((page) => ({
    url: urls.get(page)!,
    ...(page.lastUpdatedTime !== undefined ? { lastmod: new Date(page.lastUpdatedTime).toISOString() } : {}),
    alternates: alternatesOf.get(alternateKey({ page, site }))!,
  }));
}
