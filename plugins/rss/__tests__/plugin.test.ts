import fs from 'node:fs';
import path from 'node:path';
import { builtFeedsSite, FIXTURE_COMMIT_TIME } from '../../sitemap/__tests__/feedsSite';
import { childNamed, childrenNamed, childText, parseXml, textOf } from '../../sitemap/__tests__/xml';

/** The rss plugin in a real build of the feeds fixture (base /docs/, English and Chinese, git dates). */
describe('rss plugin in a build', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await builtFeedsSite();
  }, 300_000);

  const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

  test("rss.xml: the English doc pages, newest first (frontmatter date, else the commit's), noindex and home pages left out", () => {
    const channel = childNamed(parseXml(read('rss.xml')), 'channel');
    expect(childText(channel, 'title')).toBe('Feeds Fixture');
    expect(childText(channel, 'description')).toBe('A site for the sitemap & feed tests.');
    expect(childText(channel, 'link')).toBe('https://example.com/docs/');
    expect(childText(channel, 'language')).toBe('en');
    expect(childText(channel, 'copyright')).toBe('© Fixture <authors>');
    const items = childrenNamed(channel, 'item');
    expect(items.map((item) => childText(item, 'link'))).toEqual([
      'https://example.com/docs/guide/later',
      'https://example.com/docs/guide/start',
      'https://example.com/docs/guide/hidden',
      'https://example.com/docs/guide/q&a',
    ]);
    expect(items.map((item) => childText(item, 'title'))).toEqual(['Later', 'Getting started', 'Hidden', 'Q & A "quoted" <tag>']);
    expect(items.map((item) => childText(item, 'guid'))).toEqual(items.map((item) => childText(item, 'link')));
    expect(items.map((item) => new Date(childText(item, 'pubDate')!).getTime())).toEqual([Date.parse('2024-06-01T08:30:00Z'), Date.parse('2024-05-01'), FIXTURE_COMMIT_TIME, FIXTURE_COMMIT_TIME]);
    expect(childText(items[1]!, 'description')).toBe('Start here &amp; &lt;go&gt; on.');
  });

  test("an item's content is the page's rendered content, its URLs absolute, without the title and the buttons", () => {
    const start = childrenNamed(childNamed(parseXml(read('rss.xml')), 'channel'), 'item')[1]!;
    const content = childText(start, 'content:encoded')!;
    expect(content).toContain('<a href="https://example.com/docs/guide/later">what comes later</a>');
    expect(content).toContain('<a href="https://example.com/docs/guide/start#the-details">the section below</a>');
    expect(content).toMatch(/<a href="https:\/\/github\.com\/example\/quire"[^>]* rel="noopener noreferrer"/);
    expect(content).toMatch(/<img [^>]*src="https:\/\/example\.com\/docs\/logo\.png"/);
    expect(content).toContain('<h2 id="the-details"');
    expect(content).not.toContain('<h1');
    expect(content).not.toContain('<button');
    // The code block's CDATA markers survive as text (the XML parsed, and the text is there).
    expect(content).toContain('CDATA[ two ]]&gt;');
  });

  test('zh/rss.xml: the Chinese pages, with the language title and description', () => {
    const channel = childNamed(parseXml(read('zh/rss.xml')), 'channel');
    expect(childText(channel, 'title')).toBe('订阅测试');
    expect(childText(channel, 'description')).toBe('站点地图与订阅的测试站点。');
    expect(childText(channel, 'link')).toBe('https://example.com/docs/zh/');
    expect(childText(channel, 'language')).toBe('zh');
    expect(childrenNamed(channel, 'item').map((item) => childText(item, 'link'))).toEqual(['https://example.com/docs/zh/guide/start']);
  });

  test('atom.xml and feed.json carry the same items', () => {
    const atom = parseXml(read('atom.xml'));
    expect(atom.name).toBe('feed');
    expect(childText(atom, 'id')).toBe('https://example.com/docs/atom.xml');
    expect(childText(atom, 'updated')).toBe('2024-06-01T08:30:00.000Z');
    expect(childText(childNamed(atom, 'author'), 'name')).toBe('Feeds Fixture');
    const entries = childrenNamed(atom, 'entry');
    expect(entries.map((entry) => childText(entry, 'id'))).toEqual([
      'https://example.com/docs/guide/later',
      'https://example.com/docs/guide/start',
      'https://example.com/docs/guide/hidden',
      'https://example.com/docs/guide/q&a',
    ]);
    expect(textOf(childNamed(entries[3]!, 'title'))).toBe('Q &amp; A &quot;quoted&quot; &lt;tag&gt;');
    const start = entries[1]!;
    expect(childText(start, 'published')).toBe('2024-05-01T00:00:00.000Z');
    expect(childText(start, 'updated')).toBe('2024-05-01T00:00:00.000Z');
    expect(childText(start, 'content')).toContain('https://example.com/docs/guide/later');

    const json = JSON.parse(read('feed.json'));
    expect(json.feed_url).toBe('https://example.com/docs/feed.json');
    expect(json.items.map((item: { url: string }) => item.url)).toEqual(entries.map((entry) => childText(entry, 'id')));
    expect(json.items[3].title).toBe('Q & A "quoted" <tag>');
    expect(JSON.parse(read('zh/feed.json')).items.map((item: { title: string }) => item.title)).toEqual(['快速开始']);
  });

  test('the pages a feed lists link to it in their head; the others do not', () => {
    const feedLinks = (file: string) => read(file).match(/<link rel="alternate" type="application\/(?:rss\+xml|atom\+xml|feed\+json)"[^>]*>/g) ?? [];
    expect(feedLinks('guide/start.html')).toEqual([
      '<link rel="alternate" type="application/rss+xml" title="Feeds Fixture" href="https://example.com/docs/rss.xml">',
      '<link rel="alternate" type="application/atom+xml" title="Feeds Fixture" href="https://example.com/docs/atom.xml">',
      '<link rel="alternate" type="application/feed+json" title="Feeds Fixture" href="https://example.com/docs/feed.json">',
    ]);
    expect(feedLinks('zh/guide/start.html')).toEqual([
      '<link rel="alternate" type="application/rss+xml" title="订阅测试" href="https://example.com/docs/zh/rss.xml">',
      '<link rel="alternate" type="application/atom+xml" title="订阅测试" href="https://example.com/docs/zh/atom.xml">',
      '<link rel="alternate" type="application/feed+json" title="订阅测试" href="https://example.com/docs/zh/feed.json">',
    ]);
    for (const file of ['index.html', 'zh/index.html', 'guide/private.html', '404.html']) expect(feedLinks(file)).toEqual([]);
  });
});
