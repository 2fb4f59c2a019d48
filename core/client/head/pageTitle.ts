import type { PageRecord, SiteData } from '../../types';

export const TITLE_JOINER = ' - ';

/** The site title in the page's language (a locale may set its own). */
export function siteTitleFor(site: SiteData, lang: string): string {
  return site.locales.find((l) => l.lang === lang)?.title ?? site.title;
}

/**
 * The document title: `<page title> - <site title>` (frontmatter `titleSuffix` replaces the
 * site title); the home page, and a page with no title, show the site title alone.
 */
export function pageTitle(page: PageRecord, site: SiteData): string {
  const siteTitle = siteTitleFor(site, page.lang);
  const suffix = page.frontmatter.titleSuffix ?? siteTitle;
  const title = page.pageType === 'home' ? page.frontmatter.title : page.title;
  if (!title) return siteTitle;
  return suffix ? `${title}${TITLE_JOINER}${suffix}` : title;
}

/** The page description: frontmatter, else the language's, else the site's. */
export function pageDescription(page: PageRecord, site: SiteData): string {
  return (
    page.frontmatter.description ??
    page.description ??
    site.locales.find((l) => l.lang === page.lang)?.description ??
    site.description
  );
}
