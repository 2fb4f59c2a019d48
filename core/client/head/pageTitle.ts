import type { PageRecord, SiteData } from '../../types';

export const TITLE_JOINER = ' - ';

/** The site title in the page's language (a locale may set its own). */
export function siteTitleFor(site: SiteData, lang: string): string {
  return site.locales.find((l) => l.lang === lang)?.title ?? site.title;
}

/** `<title> - <suffix>`; a suffix written with its own joiner (`| Acme`, `- Acme`) follows after a space. */
function withSuffix(title: string, suffix: string): string {
  if (!suffix) return title;
  return /^[-|]/.test(suffix) ? `${title} ${suffix}` : `${title}${TITLE_JOINER}${suffix}`;
}

/**
 * The document title: `<page title> - <site title>` (frontmatter `titleSuffix` replaces the
 * site title). The home page shows its frontmatter `title`, else the site title, followed by its
 * `titleSuffix` when it sets one; a page with no title shows the site title alone.
 */
export function pageTitle(page: PageRecord, site: SiteData): string {
  const siteTitle = siteTitleFor(site, page.lang);
  const { titleSuffix } = page.frontmatter;
  if (page.pageType === 'home') {
    const title = page.frontmatter.title;
    if (title) return withSuffix(title, titleSuffix ?? siteTitle);
    return titleSuffix && siteTitle ? withSuffix(siteTitle, titleSuffix) : titleSuffix || siteTitle;
  }
  if (!page.title) return siteTitle;
  return withSuffix(page.title, titleSuffix ?? siteTitle);
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
