/**
 * Route path normalisation and matching, shared by the client router, the SSG and the preview
 * server so that all three agree on which page a URL is. Runs in Node and in the browser.
 *
 * A URL matches a route when both normalise to the same key: letter case, a trailing slash,
 * a `.html` suffix and a trailing `/index` are ignored (`/Guide/Intro.html` = `/guide/intro`).
 */

/** Decodes percent-escapes, keeping the raw text when the escapes are malformed. */
export function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

const normalized = new Map<string, string>();

/** The matching key of a path: lower case, no query, hash, `.html`, `/index` or trailing slash. */
export function normalizeRoutePath(input: string): string {
  // Sidebars and links ask for the same few paths on every page: the SSG renders thousands of them.
  const known = normalized.get(input);
  if (known !== undefined) return known;
  if (normalized.size > 10_000) normalized.clear();
  const result = computeRouteKey(input);
  normalized.set(input, result);
  return result;
}

function computeRouteKey(input: string): string {
  let path = input.replace(/[?#].*$/, '');
  path = safeDecode(path).replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.toLowerCase();
  path = path.replace(/\.html$/, '');
  path = path.replace(/\/index$/, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

/** Removes the site base from a pathname; `undefined` when the pathname is outside the base. */
export function stripBase(pathname: string, base: string): string | undefined {
  if (base === '/' || base === '') return pathname;
  const withoutSlash = base.replace(/\/$/, '');
  const lower = pathname.toLowerCase();
  if (lower === withoutSlash.toLowerCase()) return '/';
  if (lower.startsWith(`${withoutSlash.toLowerCase()}/`)) return pathname.slice(withoutSlash.length);
  return undefined;
}

/**
 * The HTML file the SSG writes for a route, relative to the output folder:
 * `/` -> `index.html`, `/api/` -> `api/index.html`, `/guide/start` -> `guide/start.html`.
 */
export function routePathToHtmlFile(routePath: string): string {
  const path = safeDecode(routePath.replace(/[?#].*$/, '')).replace(/^\/+/, '');
  if (path === '' || path.endsWith('/')) return `${path}index.html`;
  return path.replace(/\.html$/, '').replace(/\/index$/, '/index') + '.html';
}

/** The public URL of a route's Markdown twin (CONTRACT §3): `/` -> `/index.md`, `/a/` -> `/a/index.md`. */
export function routePathToMarkdownPath(routePath: string): string {
  return `/${routePathToHtmlFile(routePath).replace(/\.html$/, '.md')}`;
}

export interface MatchableRoute {
  path: string;
  /** False when the route owns every path below it too. */
  exact?: boolean;
}

export interface RouteMatcher<R extends MatchableRoute> {
  match(pathname: string): R | undefined;
  /** Routes whose keys collide, reported by the core as duplicates. */
  readonly routes: readonly R[];
}

/**
 * Builds a matcher over routes: a Map lookup for exact routes, then the longest prefix among
 * non-exact ones. Results are cached per pathname.
 */
export function createRouteMatcher<R extends MatchableRoute>(routes: readonly R[]): RouteMatcher<R> {
  const exact = new Map<string, R>();
  const prefixes: { key: string; route: R }[] = [];
  for (const route of routes) {
    const key = normalizeRoutePath(route.path);
    if (route.exact === false) prefixes.push({ key, route });
    else if (!exact.has(key)) exact.set(key, route);
  }
  prefixes.sort((a, b) => b.key.length - a.key.length);
  const cache = new Map<string, R | undefined>();
  return {
    routes,
    match(pathname) {
      const key = normalizeRoutePath(pathname);
      if (cache.has(key)) return cache.get(key);
      let found = exact.get(key);
      if (!found) {
        for (const { key: prefix, route } of prefixes) {
          if (key === prefix || key.startsWith(prefix === '/' ? '/' : `${prefix}/`)) {
            found = route;
            break;
          }
        }
      }
      if (cache.size > 500) cache.clear();
      cache.set(key, found);
      return found;
    },
  };
}

export interface LocaleInference {
  langs: readonly string[];
  defaultLang: string;
  versions: readonly string[];
  defaultVersion: string;
}

/**
 * The language and version a path belongs to, read from its first two segments
 * (`/zh/nope` -> zh; `/v1/zh/x` -> v1, zh). Used for 404 pages and for page records.
 */
export function inferLocaleFromPath(pathname: string, options: LocaleInference): { lang: string; version: string } {
  const segments = normalizeRoutePath(pathname).split('/').filter(Boolean).slice(0, 2);
  let lang = options.defaultLang;
  let version = options.defaultVersion;
  const langs = new Map(options.langs.map((l) => [l.toLowerCase(), l]));
  const versions = new Map(options.versions.map((v) => [v.toLowerCase(), v]));
  for (const segment of segments) {
    if (versions.has(segment) && version === options.defaultVersion) version = versions.get(segment)!;
    else if (langs.has(segment)) {
      lang = langs.get(segment)!;
      break;
    }
  }
  return { lang, version };
}
