import { defaultGroupName, listedPages, llmsFilePath, pageTitle, type LlmsPageSource } from '../llmsFiles';

const page = (routePath: string, over: Partial<LlmsPageSource> = {}): LlmsPageSource => ({
  routePath,
  lang: routePath.startsWith('/zh/') ? 'zh' : 'en',
  version: '',
  title: routePath,
  noIndex: false,
  markdownPath: `${routePath.endsWith('/') ? `${routePath}index` : routePath}.md`,
  ...over,
});

describe('llms files', () => {
  test('each language has its files under its prefix; the default language at the root', () => {
    expect(llmsFilePath({ lang: 'en', defaultLang: 'en', kind: 'index' })).toBe('llms.txt');
    expect(llmsFilePath({ lang: 'en', defaultLang: 'en', kind: 'full' })).toBe('llms-full.txt');
    expect(llmsFilePath({ lang: 'zh', defaultLang: 'en', kind: 'full' })).toBe('zh/llms-full.txt');
  });

  test('listed pages: with Markdown, of the listed version, not noindex, matching include and not exclude, in route order', () => {
    const pages = [
      page('/'),
      page('/guide/a'),
      page('/guide/deep/b'),
      page('/guide/noindex', { noIndex: true }),
      page('/guide/tsx-without-markdown', { markdownPath: undefined }),
      page('/v1/guide/a', { version: 'v1' }),
      page('/zh/guide/a'),
      page('/api/'),
    ];
    const routes = (list: LlmsPageSource[]) => list.map((p) => p.routePath);
    expect(routes(listedPages({ pages, version: '', include: undefined, exclude: [] }))).toEqual(['/', '/guide/a', '/guide/deep/b', '/zh/guide/a', '/api/']);
    expect(routes(listedPages({ pages, version: '', include: ['/guide/**', '/api/**'], exclude: ['/guide/deep/*'] }))).toEqual(['/guide/a', '/api/']);
    expect(routes(listedPages({ pages, version: '', include: undefined, exclude: ['**/a'] }))).toEqual(['/', '/guide/deep/b', '/api/']);
    expect(routes(listedPages({ pages, version: 'v1', include: undefined, exclude: [] }))).toEqual(['/v1/guide/a']);
  });

  test('a page without a title is listed by the site title when it is a language root, by its route otherwise', () => {
    const site = { defaultLang: 'en', titleOf: (lang: string) => (lang === 'zh' ? '站点' : 'Site') };
    expect(pageTitle({ site, lang: 'en', page: { title: 'Start', routePath: '/guide/start' } })).toBe('Start');
    expect(pageTitle({ site, lang: 'en', page: { title: '', routePath: '/' } })).toBe('Site');
    expect(pageTitle({ site, lang: 'zh', page: { title: ' ', routePath: '/zh/' } })).toBe('站点');
    expect(pageTitle({ site, lang: 'en', page: { title: '', routePath: '/guide/untitled' } })).toBe('/guide/untitled');
  });

  test('the default group is named in the language (CONTRACT §6), English for a language without a name', () => {
    expect([defaultGroupName('en'), defaultGroupName('zh'), defaultGroupName('zh-CN'), defaultGroupName('fr')]).toEqual(['Others', '其他', '其他', 'Others']);
  });
});
