/**
 * The key navigation data is stored under: the language alone (`en`, `zh`) on a site without
 * versions, `<version>/<lang>` (`v1/zh`) on a versioned one. DocPage.version is `''` when the site
 * has no versions, so a page's own `{ lang, version }` always gives its key.
 */
export function localeKey({ lang, version }: { lang: string; version: string }): string {
  return version ? `${version}/${lang}` : lang;
}
