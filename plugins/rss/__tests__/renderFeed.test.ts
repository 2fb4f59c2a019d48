import { renderFeed, type FeedEntry } from '..';
import { childNamed, childrenNamed, childText, parseXml, textOf } from '../../sitemap/__tests__/xml';

const feed = { title: 'Docs & "News"', description: 'All <the> pages', copyright: '© 2024 A & B', lang: 'en', output: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };
const urls = { home: 'https://example.com/docs/', rss: 'https://example.com/docs/rss.xml', atom: 'https://example.com/docs/atom.xml', json: 'https://example.com/docs/feed.json' };

const entries: FeedEntry[] = [
  {
    title: 'Q & A <tags> ]]>',
    url: 'https://example.com/docs/guide/q&a',
    description: 'Questions & <answers>',
    content: '<p>Hello <a href="https://example.com/docs/">home</a> ]]&gt;</p>',
    published: new Date('2024-05-01T00:00:00Z'),
    updated: new Date('2024-06-01T00:00:00Z'),
  },
  { title: 'Updated only', url: 'https://example.com/docs/guide/b', content: '<p>B</p>', updated: new Date('2024-03-01T00:00:00Z') },
  { title: 'Undated', url: 'https://example.com/docs/guide/c' },
];

async function files() {
  return Object.fromEntries((await renderFeed({ feed, entries, urls })).map(({ file, content }) => [file, content]));
}

describe('renderFeed', () => {
  test('RSS 2.0: channel, then items in the given order with title, link, permalink guid, pubDate, description and content:encoded', async () => {
    const rss = parseXml((await files())['rss.xml']!);
    expect(rss.name).toBe('rss');
    expect(rss.attributes).toMatchObject({ version: '2.0', 'xmlns:content': 'http://purl.org/rss/1.0/modules/content/', 'xmlns:atom': 'http://www.w3.org/2005/Atom' });
    const channel = childNamed(rss, 'channel');
    expect(childText(channel, 'title')).toBe('Docs & "News"');
    expect(childText(channel, 'link')).toBe('https://example.com/docs/');
    // Readers show the channel's description as HTML, as an item's: the text, escaped (<the> was a live tag).
    expect(childText(channel, 'description')).toBe('All &lt;the&gt; pages');
    expect(childText(channel, 'language')).toBe('en');
    expect(childText(channel, 'copyright')).toBe('© 2024 A & B');
    expect(childText(channel, 'lastBuildDate')).toBe('Sat, 01 Jun 2024 00:00:00 GMT');
    expect(childNamed(channel, 'atom:link').attributes).toEqual({ href: 'https://example.com/docs/rss.xml', rel: 'self', type: 'application/rss+xml' });
    const items = childrenNamed(channel, 'item');
    expect(items.map((item) => childText(item, 'title'))).toEqual(['Q & A <tags> ]]>', 'Updated only', 'Undated']);
    const [first, second, third] = items;
    expect(childText(first!, 'link')).toBe('https://example.com/docs/guide/q&a');
    expect(childNamed(first!, 'guid').attributes).toEqual({ isPermaLink: 'true' });
    expect(childText(first!, 'guid')).toBe('https://example.com/docs/guide/q&a');
    expect(childText(first!, 'pubDate')).toBe('Wed, 01 May 2024 00:00:00 GMT');
    // The description is HTML (what readers show): the text, escaped.
    expect(childText(first!, 'description')).toBe('Questions &amp; &lt;answers&gt;');
    expect(childText(first!, 'content:encoded')).toBe('<p>Hello <a href="https://example.com/docs/">home</a> ]]&gt;</p>');
    expect(childText(second!, 'pubDate')).toBe('Fri, 01 Mar 2024 00:00:00 GMT');
    expect(childrenNamed(third!, 'pubDate')).toEqual([]);
    expect(childrenNamed(third!, 'content:encoded')).toEqual([]);
  });

  test('Atom 1.0: feed id, updated and links; entries with id, link, updated, published, HTML title, summary and content', async () => {
    const atom = parseXml((await files())['atom.xml']!);
    expect(atom.name).toBe('feed');
    expect(atom.attributes).toEqual({ xmlns: 'http://www.w3.org/2005/Atom' });
    expect(childText(atom, 'id')).toBe('https://example.com/docs/atom.xml');
    expect(childText(atom, 'title')).toBe('Docs & "News"');
    expect(childText(atom, 'subtitle')).toBe('All <the> pages');
    expect(childText(atom, 'rights')).toBe('© 2024 A & B');
    expect(childText(atom, 'updated')).toBe('2024-06-01T00:00:00.000Z');
    expect(childrenNamed(atom, 'link').map((link) => link.attributes)).toEqual([
      { rel: 'alternate', href: 'https://example.com/docs/' },
      { rel: 'self', href: 'https://example.com/docs/atom.xml' },
    ]);
    // Atom requires an author: by default the feed's title and home page.
    const author = childNamed(atom, 'author');
    expect([childText(author, 'name'), childText(author, 'uri')]).toEqual(['Docs & "News"', 'https://example.com/docs/']);
    const entriesXml = childrenNamed(atom, 'entry');
    expect(entriesXml.map((entry) => childText(entry, 'id'))).toEqual(['https://example.com/docs/guide/q&a', 'https://example.com/docs/guide/b', 'https://example.com/docs/guide/c']);
    const [first, second, third] = entriesXml;
    // type="html": the title is HTML, so the text comes escaped.
    expect(childNamed(first!, 'title').attributes).toEqual({ type: 'html' });
    expect(textOf(childNamed(first!, 'title'))).toBe('Q &amp; A &lt;tags&gt; ]]&gt;');
    expect(childNamed(first!, 'link').attributes).toEqual({ href: 'https://example.com/docs/guide/q&a' });
    expect(childText(first!, 'updated')).toBe('2024-06-01T00:00:00.000Z');
    expect(childText(first!, 'published')).toBe('2024-05-01T00:00:00.000Z');
    expect(childText(first!, 'summary')).toBe('Questions &amp; &lt;answers&gt;');
    expect(childNamed(first!, 'content').attributes).toEqual({ type: 'html' });
    expect(childText(first!, 'content')).toBe('<p>Hello <a href="https://example.com/docs/">home</a> ]]&gt;</p>');
    expect(childText(second!, 'updated')).toBe('2024-03-01T00:00:00.000Z');
    expect(childrenNamed(second!, 'published')).toEqual([]);
    // Atom requires <updated>: an undated page takes the feed's.
    expect(childText(third!, 'updated')).toBe('2024-06-01T00:00:00.000Z');
  });

  test('JSON Feed: text stays text, content is HTML', async () => {
    const json = JSON.parse((await files())['feed.json']!);
    expect(json).toMatchObject({ version: 'https://jsonfeed.org/version/1', title: 'Docs & "News"', home_page_url: 'https://example.com/docs/', feed_url: 'https://example.com/docs/feed.json' });
    expect(json.items).toEqual([
      {
        id: 'https://example.com/docs/guide/q&a',
        url: 'https://example.com/docs/guide/q&a',
        title: 'Q & A <tags> ]]>',
        summary: 'Questions & <answers>',
        content_html: '<p>Hello <a href="https://example.com/docs/">home</a> ]]&gt;</p>',
        date_modified: '2024-06-01T00:00:00.000Z',
        date_published: '2024-05-01T00:00:00.000Z',
      },
      { id: 'https://example.com/docs/guide/b', url: 'https://example.com/docs/guide/b', title: 'Updated only', content_html: '<p>B</p>', date_modified: '2024-03-01T00:00:00.000Z' },
      { id: 'https://example.com/docs/guide/c', url: 'https://example.com/docs/guide/c', title: 'Undated' },
    ]);
  });

  test('a given author is the Atom and JSON feeds\' author', async () => {
    const rendered = await renderFeed({ feed: { ...feed, author: { name: 'Ann <A&B>', email: 'ann@example.com', link: 'https://example.com/ann?a=1&b=2' } }, entries, urls });
    const byFile = Object.fromEntries(rendered.map(({ file, content }) => [file, content]));
    const author = childNamed(parseXml(byFile['atom.xml']!), 'author');
    expect([childText(author, 'name'), childText(author, 'email'), childText(author, 'uri')]).toEqual(['Ann <A&B>', 'ann@example.com', 'https://example.com/ann?a=1&b=2']);
    expect(JSON.parse(byFile['feed.json']!).author).toEqual({ name: 'Ann <A&B>', url: 'https://example.com/ann?a=1&b=2' });
  });

  test('only the formats the feed has', async () => {
    const rendered = await renderFeed({ feed: { ...feed, atom: undefined, json: undefined }, entries, urls: { home: urls.home, rss: urls.rss } });
    expect(rendered.map((file) => file.file)).toEqual(['rss.xml']);
  });
});
