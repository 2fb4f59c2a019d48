import {
  findVersionNavItem,
  homePath,
  isNavItemActive,
  languageSwitchPath,
  splitRoutePath,
  versionSwitchPath,
  type LocaleLayout,
} from '../Navbar/navPaths';

const bilingual: LocaleLayout = { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };
const versioned: LocaleLayout = { langs: ['en', 'zh'], defaultLang: 'en', versions: ['v2', 'v1'], defaultVersion: 'v2' };

describe('splitRoutePath', () => {
  test('reads the version and language prefixes', () => {
    expect(splitRoutePath({ routePath: '/guide/a', layout: bilingual })).toEqual({ version: '', lang: 'en', rest: '/guide/a' });
    expect(splitRoutePath({ routePath: '/zh/guide/a', layout: bilingual })).toEqual({ version: '', lang: 'zh', rest: '/guide/a' });
    expect(splitRoutePath({ routePath: '/zh/', layout: bilingual })).toEqual({ version: '', lang: 'zh', rest: '/' });
    expect(splitRoutePath({ routePath: '/v1/zh/guide/a', layout: versioned })).toEqual({ version: 'v1', lang: 'zh', rest: '/guide/a' });
  });

  test('a segment that only looks like a language further down is content', () => {
    expect(splitRoutePath({ routePath: '/guide/zh', layout: bilingual }).rest).toBe('/guide/zh');
  });
});

describe('languageSwitchPath', () => {
  test('swaps the /zh prefix of the same page', () => {
    const to = (routePath: string, targetLang: string) => languageSwitchPath({ routePath, targetLang, notFound: false, layout: bilingual });
    expect(to('/guide/basic/start', 'zh')).toBe('/zh/guide/basic/start');
    expect(to('/zh/guide/basic/start', 'en')).toBe('/guide/basic/start');
    expect(to('/', 'zh')).toBe('/zh/');
    expect(to('/zh/', 'en')).toBe('/');
    expect(to('/api/', 'zh')).toBe('/zh/api/');
    expect(to('/guide/basic/start', 'en')).toBe('/guide/basic/start');
  });

  test('from a 404 page it goes to the home of the language', () => {
    expect(languageSwitchPath({ routePath: '/zh/nope/at/all', targetLang: 'en', notFound: true, layout: bilingual })).toBe('/');
    expect(languageSwitchPath({ routePath: '/nope', targetLang: 'zh', notFound: true, layout: bilingual })).toBe('/zh/');
  });

  test('keeps a non-default version prefix', () => {
    expect(languageSwitchPath({ routePath: '/v1/guide/a', targetLang: 'zh', notFound: false, layout: versioned })).toBe('/v1/zh/guide/a');
    expect(languageSwitchPath({ routePath: '/v1/zh/guide/a', targetLang: 'en', notFound: false, layout: versioned })).toBe('/v1/guide/a');
  });
});

describe('versionSwitchPath and homePath', () => {
  test('the version is the first segment, absent for the default version', () => {
    const to = (routePath: string, targetVersion: string) => versionSwitchPath({ routePath, targetVersion, notFound: false, layout: versioned });
    expect(to('/guide/a', 'v1')).toBe('/v1/guide/a');
    expect(to('/v1/zh/guide/a', 'v2')).toBe('/zh/guide/a');
    expect(to('/zh/', 'v1')).toBe('/v1/zh/');
    expect(versionSwitchPath({ routePath: '/v1/zh/nope', targetVersion: 'v2', notFound: true, layout: versioned })).toBe('/zh/');
  });

  test('homes of languages and versions', () => {
    expect(homePath({ lang: 'en', version: '', layout: bilingual })).toBe('/');
    expect(homePath({ lang: 'zh', version: '', layout: bilingual })).toBe('/zh/');
    expect(homePath({ lang: 'zh', version: 'v1', layout: versioned })).toBe('/v1/zh/');
    expect(homePath({ lang: 'en', version: 'v2', layout: versioned })).toBe('/');
  });
});

describe('isNavItemActive', () => {
  const active = (item: Parameters<typeof isNavItemActive>[0]['item'], routePath: string) =>
    isNavItemActive({ item, routePath, layout: bilingual });

  test('activeMatch is a regular expression tested against the route path', () => {
    const guide = { text: 'Guide', link: '/guide/basic/start', activeMatch: '^/guide/' };
    expect(active(guide, '/guide/more')).toBe(true);
    expect(active(guide, '/api/')).toBe(false);
    expect(active(guide, '/zh/guide/more')).toBe(false);
    expect(active({ text: 'Bad', link: '/x', activeMatch: '(' }, '/x')).toBe(false);
  });

  test('without activeMatch the link is a path prefix, ignoring case, .html and a trailing slash', () => {
    const api = { text: 'API', link: '/api/' };
    expect(active(api, '/api/')).toBe(true);
    expect(active(api, '/api/cli/commands')).toBe(true);
    expect(active(api, '/API/Config/Basic.html')).toBe(true);
    expect(active(api, '/apis')).toBe(false);
    expect(active({ text: 'Start', link: '/guide/start' }, '/guide/start/')).toBe(true);
  });

  test('a language home only matches itself, and external links never match', () => {
    expect(active({ text: 'Home', link: '/zh/' }, '/zh/guide/a')).toBe(false);
    expect(active({ text: 'Home', link: '/zh/' }, '/zh/')).toBe(true);
    expect(active({ text: 'Home', link: '/' }, '/guide/a')).toBe(false);
    expect(active({ text: 'GitHub', link: 'https://github.com/x' }, '/')).toBe(false);
  });

  test('a menu is active when one of its entries is', () => {
    const menu = { text: 'More', items: [{ text: 'A', link: '/a' }, { text: 'B', items: [{ text: 'C', link: '/c/' }] }] };
    expect(active(menu, '/c/d')).toBe(true);
    expect(active(menu, '/b')).toBe(false);
  });
});

describe('findVersionNavItem', () => {
  const version = { text: 'Version', items: [{ text: 'Changelog', link: 'https://x/releases' }] };
  const zhVersion = { text: '版本', items: [{ text: '更新日志', link: 'https://x/releases' }] };

  test('finds the version menu by its name, ignoring case and a plural s', () => {
    expect(findVersionNavItem({ nav: [{ text: 'Guide', link: '/g' }, version], names: ['Versions'] })).toBe(version);
    expect(findVersionNavItem({ nav: [{ ...version, text: 'VERSIONS' }], names: ['Version'] })?.text).toBe('VERSIONS');
    expect(findVersionNavItem({ nav: [zhVersion], names: ['版本'] })).toBe(zhVersion);
  });

  test('a link or a menu with another name is not it', () => {
    expect(findVersionNavItem({ nav: [{ text: 'Version', link: '/v' }], names: ['Versions'] })).toBeUndefined();
    expect(findVersionNavItem({ nav: [{ text: 'Ecosystem', items: [{ text: 'A', link: '/a' }] }], names: ['Versions'] })).toBeUndefined();
  });
});
