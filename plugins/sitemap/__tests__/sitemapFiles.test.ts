import { sitemapFiles, type SitemapEntry } from '..';
import { childrenNamed, childText, parseXml } from './xml';

const fileUrl = (file: string) => `https://example.com/docs/${file}`;

function entry(path: string, fields: Partial<SitemapEntry> = {}): SitemapEntry {
  return { url: `https://example.com/docs${path}`, alternates: [], ...fields };
}

describe('sitemapFiles', () => {
  test('one urlset: loc, lastmod, changefreq, priority and xhtml:link alternates, every value XML-escaped', async () => {
    const files = await sitemapFiles({
      entries: [
        entry('/guide/q&a', {
          lastmod: '2024-05-01T12:00:00.000Z',
          alternates: [
            { hreflang: 'en', url: 'https://example.com/docs/guide/q&a' },
            { hreflang: 'zh', url: "https://example.com/docs/zh/guide/q&a'" },
            { hreflang: 'x-default', url: 'https://example.com/docs/guide/q&a' },
          ],
        }),
        entry('/guide/b'),
      ],
      filename: 'sitemap.xml',
      fileUrl,
      changefreq: 'weekly',
      priority: 0.5,
    });
    expect(files.map((file) => file.file)).toEqual(['sitemap.xml']);
    expect(files[0]!.content).toContain('<loc>https://example.com/docs/guide/q&amp;a</loc>');
    const urlset = parseXml(files[0]!.content);
    expect(urlset.name).toBe('urlset');
    expect(urlset.attributes).toMatchObject({ xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9', 'xmlns:xhtml': 'http://www.w3.org/1999/xhtml' });
    const [first, second] = childrenNamed(urlset, 'url');
    expect(childText(first!, 'loc')).toBe('https://example.com/docs/guide/q&a');
    expect(new Date(childText(first!, 'lastmod')!).toISOString()).toBe('2024-05-01T12:00:00.000Z');
    expect(childText(first!, 'changefreq')).toBe('weekly');
    expect(Number(childText(first!, 'priority'))).toBe(0.5);
    expect(childrenNamed(first!, 'xhtml:link').map((link) => link.attributes)).toEqual([
      { rel: 'alternate', hreflang: 'en', href: 'https://example.com/docs/guide/q&a' },
      { rel: 'alternate', hreflang: 'zh', href: "https://example.com/docs/zh/guide/q&a'" },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://example.com/docs/guide/q&a' },
    ]);
    expect(childText(second!, 'loc')).toBe('https://example.com/docs/guide/b');
    expect(childrenNamed(second!, 'lastmod')).toEqual([]);
    expect(childrenNamed(second!, 'xhtml:link')).toEqual([]);
  });

  test('past the limit, the file is a sitemap index of parts next to it, each with its newest lastmod', async () => {
    const entries = [
      entry('/a', { lastmod: '2024-01-01T00:00:00.000Z' }),
      entry('/b', { lastmod: '2024-03-01T00:00:00.000Z' }),
      entry('/c'),
      entry('/d'),
      entry('/e', { lastmod: '2023-01-01T00:00:00.000Z' }),
    ];
    const files = await sitemapFiles({ entries, filename: 'maps/site.xml', fileUrl, limit: 2 });
    expect(files.map((file) => file.file)).toEqual(['maps/site.xml', 'maps/site-0.xml', 'maps/site-1.xml', 'maps/site-2.xml']);
    const index = parseXml(files[0]!.content);
    expect(index.name).toBe('sitemapindex');
    const sitemaps = childrenNamed(index, 'sitemap');
    expect(sitemaps.map((sitemap) => childText(sitemap, 'loc'))).toEqual([
      'https://example.com/docs/maps/site-0.xml',
      'https://example.com/docs/maps/site-1.xml',
      'https://example.com/docs/maps/site-2.xml',
    ]);
    expect(sitemaps.map((sitemap) => childText(sitemap, 'lastmod')).map((time) => time && new Date(time).toISOString())).toEqual([
      '2024-03-01T00:00:00.000Z',
      undefined,
      '2023-01-01T00:00:00.000Z',
    ]);
    const parts = files.slice(1).map((file) => childrenNamed(parseXml(file.content), 'url').map((url) => childText(url, 'loc')));
    expect(parts).toEqual([
      ['https://example.com/docs/a', 'https://example.com/docs/b'],
      ['https://example.com/docs/c', 'https://example.com/docs/d'],
      ['https://example.com/docs/e'],
    ]);
  });

  test('at the limit exactly, one file', async () => {
    const files = await sitemapFiles({ entries: [entry('/a'), entry('/b')], filename: 'sitemap.xml', fileUrl, limit: 2 });
    expect(files.map((file) => file.file)).toEqual(['sitemap.xml']);
    const urlset = parseXml(files[0]!.content);
    expect(urlset.name).toBe('urlset');
    expect(childrenNamed(urlset, 'url').map((url) => childText(url, 'loc'))).toEqual(['https://example.com/docs/a', 'https://example.com/docs/b']);
  });

  test('no entries, no file', async () => {
    expect(await sitemapFiles({ entries: [], filename: 'sitemap.xml', fileUrl })).toEqual([]);
  });
});
