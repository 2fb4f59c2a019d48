import type { PageRecord, SiteData } from '../types';
import { inferLocaleFromPath } from '../shared/routePath';
import type { LoadedRoute } from './routing/routeTable';

export function localeOptions(site: SiteData) {
  return {
    langs: site.locales.map((l) => l.lang),
    defaultLang: site.lang,
    versions: site.multiVersion.versions,
    defaultVersion: site.multiVersion.default,
  };
}

/** The record of the 404 page: its language and version come from the first path segments. */
export function notFoundRecord(pathname: string, site: SiteData): PageRecord {
  const { lang, version } = inferLocaleFromPath(pathname, localeOptions(site));
  return { title: '404', routePath: '/404', lang, version, pageType: '404', toc: [], frontmatter: {}, _relativePath: '' };
}

/** The page record of a loaded route (its `page` module); a route without one gets a minimal record. */
export function pageRecordOf(route: LoadedRoute | undefined, pathname: string, site: SiteData): PageRecord {
  if (!route) return notFoundRecord(pathname, site);
  const record = route.modules.page?.default as PageRecord | undefined;
  if (record) return record;
  const { lang, version } = inferLocaleFromPath(route.path, localeOptions(site));
  return { title: '', routePath: route.path, lang, version, pageType: 'custom', toc: [], frontmatter: {}, _relativePath: '' };
}
