import fs from 'node:fs';
import path from 'node:path';
import { builtFeedsSite, FIXTURE_COMMIT_TIME } from './feedsSite';
import { childrenNamed, childText, parseXml } from './xml';

/** The sitemap plugin in a real build of the feeds fixture (base /docs/, English and Chinese, git dates). */
describe('sitemap plugin in a build', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await builtFeedsSite();
  }, 300_000);

  test('sitemap.xml lists every page but the 404 pages, the noindex page and the excluded route, with lastmod and alternates', () => {
    const urlset = parseXml(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8'));
    expect(urlset.name).toBe('urlset');
    const urls = childrenNamed(urlset, 'url').map((url) => ({
      loc: childText(url, 'loc'),
      lastmod: childText(url, 'lastmod'),
      alternates: childrenNamed(url, 'xhtml:link').map((link) => `${link.attributes!.hreflang} ${link.attributes!.href}`),
    }));
    expect(urls.map((url) => url.loc).sort()).toEqual([
      'https://example.com/docs/',
      'https://example.com/docs/guide/later',
      'https://example.com/docs/guide/q&a',
      'https://example.com/docs/guide/start',
      'https://example.com/docs/zh/',
      'https://example.com/docs/zh/guide/start',
    ]);
    // The last-updated plugin's times, from the fixture's one commit.
    expect(urls.map((url) => url.lastmod && new Date(url.lastmod).getTime())).toEqual(urls.map(() => FIXTURE_COMMIT_TIME));
    const byLoc = Object.fromEntries(urls.map((url) => [url.loc, url.alternates]));
    const startAlternates = ['en https://example.com/docs/guide/start', 'zh https://example.com/docs/zh/guide/start', 'x-default https://example.com/docs/guide/start'];
    expect(byLoc['https://example.com/docs/guide/start']).toEqual(startAlternates);
    expect(byLoc['https://example.com/docs/zh/guide/start']).toEqual(startAlternates);
    expect(byLoc['https://example.com/docs/zh/']).toEqual(['en https://example.com/docs/', 'zh https://example.com/docs/zh/', 'x-default https://example.com/docs/']);
    expect(byLoc['https://example.com/docs/guide/later']).toEqual([]);
  });

  test('the route with & is escaped in the XML', () => {
    expect(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toContain('<loc>https://example.com/docs/guide/q&amp;a</loc>');
  });

  test('the noindex page says so in its head, and is not listed', () => {
    const html = fs.readFileSync(path.join(dist, 'guide', 'private.html'), 'utf8');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).not.toContain('private');
  });

  test('robots.txt points to the sitemap (the fixture ships none)', () => {
    expect(fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.com/docs/sitemap.xml\n');
  });
});
