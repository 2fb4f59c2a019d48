import { useEffect, useMemo, useState } from 'react';
import { useLocation, usePageData, useSite } from 'quire/client';
import { homePath, languageSwitchPath, versionSwitchPath, type LocaleLayout } from './navPaths';

/** The site's languages and versions as the path helpers need them. */
export function useLocaleLayout(): LocaleLayout {
  const site = useSite();
  return useMemo(
    () => ({
      langs: site.locales.map((locale) => locale.lang),
      defaultLang: site.lang,
      versions: site.multiVersion.versions,
      defaultVersion: site.multiVersion.default,
    }),
    [site],
  );
}

/** The path the navbar reasons about: the page's route, or the URL on a 404 page. */
export function useCurrentRoutePath(): string {
  const page = usePageData();
  const location = useLocation();
  return page.pageType === '404' ? location.pathname : page.routePath;
}

/** The language (and version) home: where the logo goes. */
export function useHomePath(): string {
  const page = usePageData();
  const layout = useLocaleLayout();
  return homePath({ lang: page.lang, version: page.version, layout });
}

/**
 * The query and hash a switcher link keeps. Empty until the app has hydrated: the server renders
 * without them, and the first browser render must produce the same `href`s.
 */
function useKeptQueryAndHash(): string {
  const location = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? location.search + location.hash : '';
}

export interface SwitchLink {
  key: string;
  label: string;
  href: string;
  current: boolean;
  /** The language of the link's text (language switcher entries). */
  lang?: string;
}

/**
 * The language switcher's entries: every language of the site, each linking to this page in
 * that language with the same query and hash (its home from a 404 page). Empty with one language.
 */
export function useLanguageLinks(): SwitchLink[] {
  const site = useSite();
  const page = usePageData();
  const kept = useKeptQueryAndHash();
  const layout = useLocaleLayout();
  const routePath = useCurrentRoutePath();
  if (site.locales.length < 2) return [];
  const notFound = page.pageType === '404';
  return site.locales.map((locale) => ({
    key: locale.lang,
    label: locale.label,
    lang: locale.lang,
    current: locale.lang === page.lang,
    href: languageSwitchPath({ routePath, targetLang: locale.lang, notFound, layout }) + (notFound ? '' : kept),
  }));
}

/**
 * The version switcher's entries: every version, each linking to this page in that version (its
 * home from a 404 page). Empty unless `multiVersion.versions` has two or more entries.
 */
export function useVersionLinks(): SwitchLink[] {
  const site = useSite();
  const page = usePageData();
  const kept = useKeptQueryAndHash();
  const layout = useLocaleLayout();
  const routePath = useCurrentRoutePath();
  const { versions, default: defaultVersion } = site.multiVersion;
  if (versions.length < 2) return [];
  const notFound = page.pageType === '404';
  const current = page.version || defaultVersion;
  return versions.map((version) => ({
    key: version,
    label: version,
    current: version === current,
    href: versionSwitchPath({ routePath, targetVersion: version, notFound, layout }) + (notFound ? '' : kept),
  }));
}
