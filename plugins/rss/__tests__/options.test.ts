import { isQuireError } from 'quire/plugin-utils';
import { makeLoadContext } from '../../../test-utils/loadContext';
import rssPlugin, { feedSiteOf, resolveFeeds, type RssOptions } from '..';

const config = {
  title: 'Site',
  description: 'The site.',
  siteUrl: 'https://example.com',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文', title: '站点', description: '中文站点。' },
  ],
};
const site = feedSiteOf(makeLoadContext({ config }));
const resolve = (options?: RssOptions) => resolveFeeds({ options, site });

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (!isQuireError(error)) throw error;
    return error.format();
  }
  throw new Error('expected a failure');
}

describe('rss options', () => {
  test('by default one feed per language, of its doc pages, with the language title and description', () => {
    expect(resolve()).toEqual([
      {
        id: 'en',
        lang: 'en',
        select: { lang: 'en', version: '' },
        title: 'Site',
        description: 'The site.',
        limit: 20,
        homeRoute: '/',
        output: 'rss.xml',
        atom: 'atom.xml',
        json: 'feed.json',
      },
      {
        id: 'zh',
        lang: 'zh',
        select: { lang: 'zh', version: '' },
        title: '站点',
        description: '中文站点。',
        limit: 20,
        homeRoute: '/zh/',
        output: 'zh/rss.xml',
        atom: 'zh/atom.xml',
        json: 'zh/feed.json',
      },
    ]);
  });

  test('plugin-wide copyright, limit and formats apply to every feed that does not set its own', () => {
    const feeds = resolve({ copyright: '© A', author: { name: 'A' }, limit: false, atom: false, feeds: [{ id: 'blog', match: '/blog/**', output: 'blog/rss.xml', limit: 5, json: 'blog/items.json' }] });
    expect(feeds).toEqual([
      {
        id: 'blog',
        lang: 'en',
        select: { match: ['/blog/**'] },
        title: 'Site',
        description: 'The site.',
        copyright: '© A',
        author: { name: 'A' },
        limit: 5,
        homeRoute: '/',
        output: 'blog/rss.xml',
        json: 'blog/items.json',
      },
    ]);
    expect(resolve({ limit: false, json: false })[1]).not.toHaveProperty('limit');
    expect(resolve({ limit: false, json: false })[1]).not.toHaveProperty('json');
  });

  test('every invalid option is reported at once, with its path', () => {
    const message = failure(() =>
      resolve({
        feeds: [{ id: 'a', lang: 'fr', output: '/rss.json', limit: 0, atom: true as never, author: { name: '' } }, { id: '', match: [] }],
        author: { name: 'A', link: 'ftp://example.com' },
        limit: 'all' as never,
        json: 3 as never,
        extra: 1,
      } as never),
    );
    expect(message).toMatch(/^Invalid options for plugin "rss":/);
    for (const path of ['feeds[0].lang', 'feeds[0].output', 'feeds[0].limit', 'feeds[0].atom', 'feeds[0].author.name', 'feeds[1].id', 'feeds[1].match', 'author.link', 'limit', 'json', 'extra']) {
      expect(message).toMatch(new RegExp(`^  - ${path.replace(/[[\].]/g, '\\$&')}: `, 'm'));
    }
    expect(message).toContain(`expected one of the site's languages: "en", "zh"`);
  });

  test('two feeds with the same id or writing the same file are reported, each with the field to change', () => {
    const message = failure(() => resolve({ feeds: [{ id: 'a' }, { id: 'a', output: 'other.xml', atom: 'other-atom.xml', json: 'other.json' }, { id: 'b', output: 'b.xml', atom: 'rss.xml', json: false }] }));
    expect(message.split('\n').slice(1)).toEqual([
      '  - feeds[1].id: feeds[0] has the same id "a"; give each feed its own id',
      '  - feeds[2].atom: "rss.xml" is also written by the output of feed "a"; set a different atom file name',
    ]);
  });

  test('without siteUrl the plugin fails at once and says to set it', () => {
    const message = failure(() => rssPlugin(makeLoadContext({ config: { ...config, siteUrl: undefined } }), {}));
    expect(message).toContain('Plugin "rss" needs the site\'s absolute URL, and siteUrl is not set.');
    expect(message).toContain('Set siteUrl in');
  });
});
