/** URL helpers shared by Node and the browser. */

/** `http:`, `https:`, `mailto:`, `tel:` and protocol-relative URLs (CONTRACT §7 "Links"). */
export function isExternalUrl(url: string): boolean {
  return /^(https?:|mailto:|tel:|\/\/)/i.test(url);
}

export type LinkKind = 'external' | 'hash' | 'internal' | 'relative';

/** How a link behaves: external (new tab), hash (same page), internal (base + router), relative. */
export function classifyLink(url: string): LinkKind {
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
