/** URL helpers shared by Node and the browser. */

/** `http:`, `https:`, `mailto:`, `tel:` and protocol-relative URLs (CONTRACT §7 "Links"). */
export function isExternalUrl(url: string): boolean {
  return /^(https?:|mailto:|tel:|\/\/)/i.test(url);
}

/** What an unsafe URL's scheme may be, as the browser's URL parser reads it (lower case). */
const UNSAFE_PROTOCOLS = new Set(['javascript:', 'vbscript:', 'data:']);

/**
 * Whether following or loading the URL could run script or open a document of the URL's own:
 * `javascript:`, `vbscript:` and `data:` URLs other than images (`data:image/...`), however they
 * are spelled. The browser's own URL parser reads the scheme, so the spellings browsers accept
 * (`JaVaScRiPt:`, leading spaces and control characters, tabs and newlines inside) are caught.
 * Quire drops such links wherever an author can write one (Markdown, frontmatter, navigation,
 * the config) with a warning, and `Link` renders them without an `href`.
 */
export function isUnsafeUrl(url: string): boolean {
  if (!url.includes(':')) return false;
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://quire.invalid/');
  } catch {
    return false;
  }
  if (!UNSAFE_PROTOCOLS.has(parsed.protocol)) return false;
  return !(parsed.protocol === 'data:' && /^image\//i.test(parsed.pathname));
}

export type LinkKind = 'external' | 'hash' | 'internal' | 'relative' | 'unsafe';

/**
 * How a link behaves: external (new tab), hash (same page), internal (base + router), relative,
 * or unsafe (`isUnsafeUrl`: rendered without its URL).
 */
export function classifyLink(url: string): LinkKind {
  if (isUnsafeUrl(url)) return 'unsafe';
  if (isExternalUrl(url)) return 'external';
  if (url.startsWith('#')) return 'hash';
  if (url.startsWith('/')) return 'internal';
  return 'relative';
}

/** Normalises a configured base to `/x/y/` form. */
export function normalizeBase(base: string): string {
  let result = base.trim() || '/';
  if (!result.startsWith('/')) result = `/${result}`;
  if (!result.endsWith('/')) result = `${result}/`;
  return result.replace(/\/{2,}/g, '/');
}

/** Prefixes a root-absolute path with the site base (once): `withBase('/a', '/docs/')` -> `/docs/a`. */
export function withBase(path: string, base: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || base === '/') return path;
  const prefix = base.replace(/\/$/, '');
  if (path === prefix || path.startsWith(`${prefix}/`)) return path;
  return `${prefix}${path}`;
}

/** Joins URL segments with single slashes, keeping a leading and a trailing slash if given. */
export function joinUrl(...parts: string[]): string {
  const joined = parts.filter((part) => part !== '').join('/');
  return joined.replace(/(^|[^:])\/{2,}/g, '$1/');
}
