import { alternateKey, sitemapEntries, type SitemapSite } from '..';
import { builtPage } from './pages';

const site: SitemapSite = { siteUrl: 'https://example.com', base: '/docs/', cleanUrls: true, defaultLang: 'en', defaultVersion: '' };

describe('sitemapEntries', () => {
  test('lists every page but 404 pages, noindex pages and excluded routes, at absolute URLs under the base', () => {
    const entries = sitemapEntries({
      pages: [
        builtPage('/', { pageType: 'home' }),
        builtPage('/guide/start'),
        builtPage('/api/'),
        builtPage('/404', { pageType: '404' }),
        builtPage('/zh/404', { pageType: '404', lang: 'zh' }),
        builtPage('/guide/draft', { noIndex: true }),
        builtPage('/internal/a'),
        builtPage('/internal/b/c'),
      ],
      site,
      exclude: ['/internal/**'],
    });
    expect(entries.map((entry) => entry.url)).toEqual(['https://example.com/docs/', 'https://example.com/docs/guide/start', 'https://example.com/docs/api/']);
  });

  test('without clean URLs, pages are listed by their HTML file', () => {
    const entries = sitemapEntries({ pages: [builtPage('/'), builtPage('/guide/start'), builtPage('/api/')], site: { ...site, cleanUrls: false, base: '/' } });
    expect(entries.map((entry) => entry.url)).toEqual(['https://example.com/index.html', 'https://example.com/guide/start.html', 'https://example.com/api/index.html']);
  });

  test('URLs are percent-encoded: spaces, quotes and non-ASCII letters; & stays (the XML writer escapes it)', () => {
    const entries = sitemapEntries({ pages: [builtPage('/guide/q&a'), builtPage('/guide/say "hi"'), builtPage('/zh/指南', { lang: 'zh' })], site });
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://example.com/docs/guide/q&a',
      'https://example.com/docs/guide/say%20%22hi%22',
      'https://example.com/docs/zh/%E6%8C%87%E5%8D%97',
    ]);
  });

  test('lastmod is the last-updated time in ISO 8601, absent when unknown', () => {
    const entries = sitemapEntries({ pages: [builtPage('/a', { lastUpdatedTime: Date.UTC(2024, 4, 1, 12) }), builtPage('/b')], site });
    expect(entries[0]!.lastmod).toBe('2024-05-01T12:00:00.000Z');
    expect(entries[1]).not.toHaveProperty('lastmod');
  });

  test("a page's language versions are each other's alternates, with x-default the default language's", () => {
    const entries = sitemapEntries({
      pages: [
        builtPage('/guide/start'),
        builtPage('/zh/guide/start', { lang: 'zh' }),
        builtPage('/fr/guide/start', { lang: 'fr' }),
        builtPage('/guide/only-english'),
        builtPage('/zh/guide/only-chinese', { lang: 'zh' }),
        builtPage('/zh/guide/hidden', { lang: 'zh', noIndex: true }),
        builtPage('/guide/hidden'),
      ],
      site,
    });
    const alternates = [
      { hreflang: 'en', url: 'https://example.com/docs/guide/start' },
      { hreflang: 'zh', url: 'https://example.com/docs/zh/guide/start' },
      { hreflang: 'fr', url: 'https://example.com/docs/fr/guide/start' },
      { hreflang: 'x-default', url: 'https://example.com/docs/guide/start' },
    ];
    expect(entries[0]!.alternates).toEqual(alternates);
    expect(entries[1]!.alternates).toEqual(alternates);
    expect(entries[2]!.alternates).toEqual(alternates);
    // A page alone in its language, or whose other version is noindex, has no alternates.
    expect(entries.slice(3).map((entry) => entry.alternates)).toEqual([[], [], []]);
  });

  test('without the default language version there is no x-default', () => {
    const entries = sitemapEntries({ pages: [builtPage('/zh/a', { lang: 'zh' }), builtPage('/fr/a', { lang: 'fr' })], site });
    expect(entries[0]!.alternates.map((a) => a.hreflang)).toEqual(['zh', 'fr']);
  });

  test('alternates stay within a version', () => {
    const versioned = { ...site, defaultVersion: 'v2' };
    expect(alternateKey({ page: { routePath: '/v1/zh/guide/a', lang: 'zh', version: 'v1' }, site: versioned })).toBe(
      alternateKey({ page: { routePath: '/v1/guide/a', lang: 'en', version: 'v1' }, site: versioned }),
    );
    expect(alternateKey({ page: { routePath: '/zh/guide/a', lang: 'zh', version: 'v2' }, site: versioned })).toBe(
      alternateKey({ page: { routePath: '/guide/a', lang: 'en', version: 'v2' }, site: versioned }),
    );
    expect(alternateKey({ page: { routePath: '/v1/guide/a', lang: 'en', version: 'v1' }, site: versioned })).not.toBe(
      alternateKey({ page: { routePath: '/guide/a', lang: 'en', version: 'v2' }, site: versioned }),
    );
    // The language's home pages: `/zh/` and `/`.
    expect(alternateKey({ page: { routePath: '/zh/', lang: 'zh', version: '' }, site })).toBe(alternateKey({ page: { routePath: '/', lang: 'en', version: '' }, site }));
  });
});
