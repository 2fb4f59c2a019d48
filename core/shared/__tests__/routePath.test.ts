import {
  createRouteMatcher,
  inferLocaleFromPath,
  normalizeRoutePath,
  routePathToHtmlFile,
  routePathToMarkdownPath,
  stripBase,
} from '../routePath';

describe('normalizeRoutePath', () => {
  test.each([
    ['/', '/'],
    ['', '/'],
    ['/index', '/'],
    ['/index.html', '/'],
    ['/a/b', '/a/b'],
    ['/a/b/', '/a/b'],
    ['/A/B', '/a/b'],
    ['/a/b.html', '/a/b'],
    ['/a/b/index', '/a/b'],
    ['/a/b/index.html', '/a/b'],
    ['/a/b/?x=1#h', '/a/b'],
    ['a/b', '/a/b'],
    ['//a//b//', '/a/b'],
    ['/zh/', '/zh'],
    ['/%E6%8C%87%E5%8D%97', '/指南'],
    ['/bad%E0%A4%A', '/bad%e0%a4%a'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeRoutePath(input)).toBe(expected);
  });
});

describe('routePathToHtmlFile', () => {
  test.each([
    ['/', 'index.html'],
    ['/zh/', 'zh/index.html'],
    ['/api/', 'api/index.html'],
    ['/guide/start/introduction', 'guide/start/introduction.html'],
    ['/404', '404.html'],
  ])('%s -> %s', (input, expected) => {
    expect(routePathToHtmlFile(input)).toBe(expected);
  });

  test('markdown twins follow the HTML file names (CONTRACT §3)', () => {
    expect(routePathToMarkdownPath('/guide/start/introduction')).toBe('/guide/start/introduction.md');
    expect(routePathToMarkdownPath('/')).toBe('/index.md');
    expect(routePathToMarkdownPath('/zh/')).toBe('/zh/index.md');
    expect(routePathToMarkdownPath('/api/')).toBe('/api/index.md');
  });
});

describe('stripBase', () => {
  test('removes the base, case-insensitively, and rejects paths outside it', () => {
    expect(stripBase('/docs/guide', '/docs/')).toBe('/guide');
    expect(stripBase('/DOCS/guide', '/docs/')).toBe('/guide');
    expect(stripBase('/docs', '/docs/')).toBe('/');
    expect(stripBase('/other', '/docs/')).toBeUndefined();
    expect(stripBase('/docsx/a', '/docs/')).toBeUndefined();
    expect(stripBase('/any', '/')).toBe('/any');
  });
});

describe('createRouteMatcher', () => {
  const routes = [
    { path: '/', name: 'home' },
    { path: '/api/', name: 'api' },
    { path: '/guide/start/introduction', name: 'intro' },
    { path: '/zh/', name: 'zh-home' },
    { path: '/blog/', name: 'blog', exact: false },
  ];
  const matcher = createRouteMatcher(routes);

  test.each([
    ['/', 'home'],
    ['/index.html', 'home'],
    ['/api', 'api'],
    ['/api/', 'api'],
    ['/API/index', 'api'],
    ['/guide/start/introduction', 'intro'],
    ['/guide/start/introduction/', 'intro'],
    ['/Guide/Start/Introduction.html', 'intro'],
    ['/zh', 'zh-home'],
    ['/blog/2024/post', 'blog'],
  ])('%s matches %s', (pathname, name) => {
    expect(matcher.match(pathname)?.name).toBe(name);
  });

  test('an unknown path matches nothing', () => {
    expect(matcher.match('/nope')).toBeUndefined();
    expect(matcher.match('/guide/start')).toBeUndefined();
  });
});

describe('inferLocaleFromPath', () => {
  const options = { langs: ['en', 'zh'], defaultLang: 'en', versions: ['v1', 'v2'], defaultVersion: 'v2' };
  test.each([
    ['/nope', 'en', 'v2'],
    ['/zh/nope', 'zh', 'v2'],
    ['/ZH/nope', 'zh', 'v2'],
    ['/v1/zh/x', 'zh', 'v1'],
    ['/v1/x', 'en', 'v1'],
    ['/zhx/y', 'en', 'v2'],
  ])('%s -> %s %s', (pathname, lang, version) => {
    expect(inferLocaleFromPath(pathname, options)).toEqual({ lang, version });
  });
});
