/** The root of a language and version: `/`, `/zh/`, `/v1/`, `/v1/zh/` (defaults have no segment). */
export function homePathOf({
  lang,
  version,
  defaultLang,
  defaultVersion,
}: {
  lang: string;
  version: string;
  defaultLang: string;
  defaultVersion: string;
}): string {
  const segments = [version && version !== defaultVersion ? version : '', lang && lang !== defaultLang ? lang : ''].filter(Boolean);
  return segments.length > 0 ? `/${segments.join('/')}/` : '/';
}
