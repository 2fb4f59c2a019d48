/**
 * Where a docs file lands: `en/guide/start.md` -> `/guide/start`, `zh/index.md` -> `/zh/`,
 * `v1/zh/api/index.mdx` -> `/v1/zh/api/` (the default language and version get no prefix).
 */
export interface PageLocation {
  routePath: string;
  lang: string;
  version: string;
}

export function fileToRoutePath({
  relativePath,
  lang,
  version,
  defaultLang,
  defaultVersion,
}: {
  /** Path below the language folder, with forward slashes: `guide/start.md`. */
  relativePath: string;
  lang: string;
  version: string;
  defaultLang: string;
  defaultVersion: string;
}): PageLocation {
  let page = relativePath.replace(/\.(mdx?|[jt]sx)$/i, '');
  if (page === 'index') page = '';
  else if (page.endsWith('/index')) page = page.slice(0, -'index'.length);
  const prefix = [version !== defaultVersion ? version : '', lang !== defaultLang ? lang : ''].filter(Boolean);
  const routePath = `/${[...prefix, page].filter(Boolean).join('/')}`;
  // A folder's index keeps its trailing slash (`/api/`); the root of a prefix does too (`/zh/`).
  const needsSlash = (page === '' && prefix.length > 0) || page.endsWith('/');
  return { routePath: needsSlash && !routePath.endsWith('/') ? `${routePath}/` : routePath, lang, version };
}

/** True for files and folders that are not pages: a segment starting with one `_`. */
export function isConventionallyExcluded(relativePath: string): boolean {
  return relativePath.split('/').some((segment) => /^_[^_]/.test(segment) || segment === '_');
}
