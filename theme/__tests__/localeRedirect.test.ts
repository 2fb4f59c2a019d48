import { localeRedirectTarget, pathInLang, preferredLang, type LocaleRedirectInput } from '../LocaleRedirect/redirectTarget';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const base: LocaleRedirectInput = {
  mode: 'auto',
  userAgent: chrome,
  browserLanguage: 'zh-CN',
  pathname: '/',
  pageLang: 'en',
  langs: ['en', 'zh'],
  defaultLang: 'en',
  versions: [],
};

describe('preferredLang', () => {
  test('matches the whole tag first, then its primary language, ignoring case', () => {
    expect(preferredLang({ browserLanguage: 'zh-CN', langs: ['en', 'zh'] })).toBe('zh');
    expect(preferredLang({ browserLanguage: 'zh-tw', langs: ['en', 'zh', 'zh-TW'] })).toBe('zh-TW');
    expect(preferredLang({ browserLanguage: 'EN-us', langs: ['en', 'zh'] })).toBe('en');
    expect(preferredLang({ browserLanguage: 'fr-FR', langs: ['en', 'zh'] })).toBeUndefined();
  });
});

describe('pathInLang', () => {
  const options = { langs: ['en', 'zh'], defaultLang: 'en', versions: ['v1', 'v2'] };
  test('adds, swaps or removes the language segment and keeps the rest of the path', () => {
    expect(pathInLang({ ...options, pathname: '/', targetLang: 'zh' })).toBe('/zh/');
    expect(pathInLang({ ...options, pathname: '/guide/start', targetLang: 'zh' })).toBe('/zh/guide/start');
    expect(pathInLang({ ...options, pathname: '/zh/guide/start', targetLang: 'en' })).toBe('/guide/start');
    expect(pathInLang({ ...options, pathname: '/zh/', targetLang: 'en' })).toBe('/');
    expect(pathInLang({ ...options, pathname: '/zh', targetLang: 'en' })).toBe('/');
  });
  test('keeps the version segment first', () => {
    expect(pathInLang({ ...options, pathname: '/v1/', targetLang: 'zh' })).toBe('/v1/zh/');
    expect(pathInLang({ ...options, pathname: '/v1/zh/api/', targetLang: 'en' })).toBe('/v1/api/');
  });
});

describe('localeRedirectTarget', () => {
  test('a Chinese browser on an English page goes to the Chinese page', () => {
    expect(localeRedirectTarget(base)).toBe('/zh/');
    expect(localeRedirectTarget({ ...base, pathname: '/guide/x' })).toBe('/zh/guide/x');
  });
  test('an English browser on a Chinese page goes to the English page', () => {
    expect(localeRedirectTarget({ ...base, browserLanguage: 'en-US', pathname: '/zh/api/', pageLang: 'zh' })).toBe('/api/');
  });
  test('stays when the language is the page language or not configured', () => {
    expect(localeRedirectTarget({ ...base, browserLanguage: 'en-GB' })).toBeUndefined();
    expect(localeRedirectTarget({ ...base, browserLanguage: 'de-DE' })).toBeUndefined();
  });
  test('bots stay', () => {
    for (const userAgent of ['Googlebot/2.1', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'Baiduspider', 'Yahoo! Slurp', 'Chrome-Lighthouse', 'HeadlessChrome/130.0', 'ia_archiver crawler']) {
      expect(localeRedirectTarget({ ...base, userAgent })).toBeUndefined();
    }
  });
  test("'never' never redirects", () => {
    expect(localeRedirectTarget({ ...base, mode: 'never' })).toBeUndefined();
  });
  test("'only-default-lang' redirects only from default-language pages", () => {
    expect(localeRedirectTarget({ ...base, mode: 'only-default-lang' })).toBe('/zh/');
    expect(
      localeRedirectTarget({ ...base, mode: 'only-default-lang', browserLanguage: 'en-US', pathname: '/zh/', pageLang: 'zh' }),
    ).toBeUndefined();
  });
  test('a site with one language never redirects', () => {
    expect(localeRedirectTarget({ ...base, langs: ['en'] })).toBeUndefined();
  });
});
