import type { NavItem } from 'quire/client';

/**
 * Path logic of the navbar, kept pure (no React, no browser) so it is unit-tested: which nav item
 * is active, and where the language and version switchers and the logo go.
 */

/** How the site lays its languages and versions out in URLs. */
export interface LocaleLayout {
  langs: readonly string[];
  defaultLang: string;
  versions: readonly string[];
  defaultVersion: string;
}

interface RouteParts {
  /** '' for the default version. */
  version: string;
  lang: string;
  /** The rest of the path, starting with `/`. */
  rest: string;
}

/**
 * Splits a route path into its version prefix (the first segment, absent for the default
 * version), its language prefix (absent for the default language) and the rest:
 * `/v1/zh/guide/a` -> v1, zh, `/guide/a`.
 */
export function splitRoutePath({ routePath, layout }: { routePath: string; layout: LocaleLayout }): RouteParts {
  const segments = routePath.replace(/[?#].*$/, '').split('/');
  const find = (list: readonly string[], segment: string | undefined) =>
    segment ? list.find((entry) => entry.toLowerCase() === segment.toLowerCase()) : undefined;
  let index = 1;
  let version = '';
  const versionSegment = find(layout.versions, segments[index]);
  if (versionSegment && versionSegment !== layout.defaultVersion) {
    version = versionSegment;
    index += 1;
  }
  let lang = layout.defaultLang;
  const langSegment = find(layout.langs, segments[index]);
  if (langSegment) {
    lang = langSegment;
    index += 1;
  }
  return { version, lang, rest: `/${segments.slice(index).join('/')}` };
}

/** The path of `rest` in a language and version: `/` + `zh` -> `/zh/`. */
export function joinRoutePath({ version, lang, rest, layout }: RouteParts & { layout: LocaleLayout }): string {
  const versionPrefix = version && version !== layout.defaultVersion ? `/${version}` : '';
  const langPrefix = lang !== layout.defaultLang ? `/${lang}` : '';
  const path = `${versionPrefix}${langPrefix}${rest}`;
  return path === '' ? '/' : path;
}

/** The home page of a language (and version): `/`, `/zh/`, `/v1/zh/`. */
export function homePath({ lang, version, layout }: { lang: string; version: string; layout: LocaleLayout }): string {
  return joinRoutePath({ version, lang, rest: '/', layout });
}

/**
 * The same page in another language (the `/zh` prefix swapped), or that language's home when
 * the current page is a 404 (the page may not exist there either).
 */
export function languageSwitchPath({
  routePath,
  targetLang,
  notFound,
  layout,
}: {
  routePath: string;
  targetLang: string;
  notFound: boolean;
  layout: LocaleLayout;
}): string {
  const parts = splitRoutePath({ routePath, layout });
  return joinRoutePath({ ...parts, lang: targetLang, rest: notFound ? '/' : parts.rest, layout });
}

/** The same page in another version (the first path segment, absent for the default version). */
export function versionSwitchPath({
  routePath,
  targetVersion,
  notFound,
  layout,
}: {
  routePath: string;
  targetVersion: string;
  notFound: boolean;
  layout: LocaleLayout;
}): string {
  const parts = splitRoutePath({ routePath, layout });
  return joinRoutePath({ ...parts, version: targetVersion, rest: notFound ? '/' : parts.rest, layout });
}

/** A path as a comparable key: lower case, no query, hash, `.html`, `/index` or trailing slash. */
function comparable(path: string): string {
  return path
    .replace(/[?#].*$/, '')
    .toLowerCase()
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/\/+$/, '');
}

/**
 * Whether a nav item holds the current page: its `activeMatch` regular expression tested against
 * the route path, else its link as a path prefix (a language home only matches itself, or every
 * page of the language would light it up); a menu is active when one of its entries is.
 */
export function isNavItemActive({ item, routePath, layout }: { item: NavItem; routePath: string; layout: LocaleLayout }): boolean {
  if (item.activeMatch) {
    try {
      return new RegExp(item.activeMatch).test(routePath);
    } catch {
      return false;
    }
  }
  if (item.link?.startsWith('/') && !item.link.startsWith('//')) {
    const link = comparable(item.link);
    const path = comparable(routePath);
    if (path === link) return true;
    const isHome = splitRoutePath({ routePath: item.link, layout }).rest.replace(/\/index(\.html)?$/, '/') === '/';
    return !isHome && path.startsWith(`${link}/`);
  }
  return (item.items ?? []).some((child) => isNavItemActive({ item: child, routePath, layout }));
}

/**
 * The nav config's version menu ("Version" / "版本" with Changelog and the 1.x docs), which the
 * mobile menu shows as its Versions row: a menu (an item with entries and no link) whose text is
 * one of `names`, ignoring case and a plural `s`.
 */
export function findVersionNavItem({ nav, names }: { nav: readonly NavItem[]; names: readonly string[] }): NavItem | undefined {
  const key = (text: string) => text.trim().toLowerCase().replace(/s$/, '');
  const wanted = new Set(names.map(key));
  return nav.find((item) => !item.link && item.items?.length && wanted.has(key(item.text)));
}
