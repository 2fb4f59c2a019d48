/** User agents of crawlers and audit tools: they index every language, so they are never redirected. */
const BOT_AGENT = /bot|crawl|spider|slurp|lighthouse|headless/i;

export type LocaleRedirectMode = 'auto' | 'never' | 'only-default-lang';

/** The configured language a browser language asks for (`zh-CN` -> `zh`), or undefined. */
export function preferredLang({ browserLanguage, langs }: { browserLanguage: string; langs: readonly string[] }): string | undefined {
  const wanted = browserLanguage.toLowerCase();
  const exact = langs.find((lang) => lang.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split('-')[0];
  return langs.find((lang) => lang.toLowerCase() === primary);
}

/**
 * The same page in another language: the version segment stays, the language segment is
 * replaced (the default language has none). `/guide/a` -> `/zh/guide/a`; `/v2/zh/` -> `/v2/`.
 */
export function pathInLang({
  pathname,
  targetLang,
  langs,
  defaultLang,
  versions,
}: {
  pathname: string;
  targetLang: string;
  langs: readonly string[];
  defaultLang: string;
  versions: readonly string[];
}): string {
  const segments = pathname.split('/');
  const is = (list: readonly string[], segment: string | undefined) => segment !== undefined && list.some((item) => item.toLowerCase() === segment.toLowerCase());
  const prefix: string[] = [];
  let index = 1;
  if (is(versions, segments[index])) prefix.push(segments[index++]!);
  if (is(langs, segments[index])) index += 1;
  if (targetLang !== defaultLang) prefix.push(targetLang);
  return `/${[...prefix, ...segments.slice(index)].join('/')}`;
}

export interface LocaleRedirectInput {
  mode: LocaleRedirectMode;
  userAgent: string;
  browserLanguage: string;
  pathname: string;
  pageLang: string;
  langs: readonly string[];
  defaultLang: string;
  versions: readonly string[];
}

/**
 * Where a first visit should go (CONTRACT §7 "Language redirect"), or undefined to stay: a
 * browser language that matches another configured language than the page's leads to the same
 * page in that language; bots, `localeRedirect: 'never'`, and (with 'only-default-lang') pages
 * not in the default language stay.
 */
export function localeRedirectTarget(input: LocaleRedirectInput): string | undefined {
  const { mode, userAgent, browserLanguage, pathname, pageLang, langs, defaultLang, versions } = input;
  if (mode === 'never' || langs.length < 2 || !defaultLang) return undefined;
  if (BOT_AGENT.test(userAgent)) return undefined;
  if (mode === 'only-default-lang' && pageLang !== defaultLang) return undefined;
  const targetLang = preferredLang({ browserLanguage, langs });
  if (!targetLang || targetLang === pageLang) return undefined;
  return pathInLang({ pathname, targetLang, langs, defaultLang, versions });
}
