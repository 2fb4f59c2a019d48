import path from 'node:path';
import { isQuireError } from 'quire/plugin-utils';
import { createFeedMatcher, feedPages, readPageDates, type ResolvedFeed } from '..';
import { builtPage } from '../../sitemap/__tests__/pages';

const english: Pick<ResolvedFeed, 'select' | 'limit'> = { select: { lang: 'en', version: '' } };

describe('which pages a feed lists', () => {
  test('doc pages of its language and version, not noindex, not home, custom or 404 pages', () => {
    const covers = createFeedMatcher(english);
    const facts = (routePath: string, fields: Partial<Parameters<typeof covers>[0]> = {}) => ({ routePath, lang: 'en', version: '', pageType: 'doc', noIndex: false, ...fields });
    expect(covers(facts('/guide/a'))).toBe(true);
    expect(covers(facts('/zh/guide/a', { lang: 'zh' }))).toBe(false);
    expect(covers(facts('/v1/guide/a', { version: 'v1' }))).toBe(false);
    expect(covers(facts('/guide/draft', { noIndex: true }))).toBe(false);
    for (const pageType of ['home', 'custom', 'blank', '404']) expect(covers(facts('/x', { pageType }))).toBe(false);
  });

  test('route globs choose the pages of a custom feed, in any version', () => {
    const covers = createFeedMatcher({ select: { match: ['/blog/**', '/news/*'] } });
    const facts = (routePath: string, fields = {}) => ({ routePath, lang: 'en', version: '', pageType: 'doc', noIndex: false, ...fields });
    expect(covers(facts('/blog/2024/launch'))).toBe(true);
    expect(covers(facts('/news/today', { version: 'v1', lang: 'zh' }))).toBe(true);
    expect(covers(facts('/guide/a'))).toBe(false);
  });
});

describe('feed order', () => {
  test('newest first by frontmatter date, else last-updated time; undated pages last in route order; at most limit', () => {
    const pages = [
      builtPage('/guide/z-undated'),
      builtPage('/guide/updated-2024-03', { lastUpdatedTime: Date.UTC(2024, 2, 1) }),
      builtPage('/guide/dated-2024-05', { frontmatter: { date: '2024-05-01' }, lastUpdatedTime: Date.UTC(2023, 0, 1) }),
      builtPage('/guide/a-undated'),
      builtPage('/guide/dated-2024-01', { frontmatter: { date: '2024-01-01T10:00:00Z' }, lastUpdatedTime: Date.UTC(2025, 0, 1) }),
      builtPage('/guide/b-same-time', { lastUpdatedTime: Date.UTC(2024, 2, 1) }),
      builtPage('/zh/guide/newest', { lang: 'zh', frontmatter: { date: '2030-01-01' } }),
    ];
    const dates = readPageDates(pages);
    expect(feedPages({ pages, feed: english, dates }).map((page) => page.routePath)).toEqual([
      '/guide/dated-2024-05',
      '/guide/b-same-time',
      '/guide/updated-2024-03',
      '/guide/dated-2024-01',
      '/guide/a-undated',
      '/guide/z-undated',
    ]);
    expect(feedPages({ pages, feed: { ...english, limit: 2 }, dates }).map((page) => page.routePath)).toEqual(['/guide/dated-2024-05', '/guide/b-same-time']);
  });

  test('a page has a published date from its frontmatter and an updated date from git', () => {
    const page = builtPage('/a', { frontmatter: { date: '2024-05-01' }, lastUpdatedTime: Date.UTC(2024, 5, 1) });
    expect(readPageDates([page]).get(page)).toEqual({ published: new Date('2024-05-01T00:00:00Z'), updated: new Date('2024-06-01T00:00:00Z') });
  });

  test('every invalid date is reported at once, naming the source file and the field', () => {
    const source = (name: string) => path.join(process.cwd(), 'docs', 'en', name);
    const pages = [
      builtPage('/a', { frontmatter: { date: 'next tuesday' }, sourceFilePath: source('a.md') }),
      builtPage('/b', { frontmatter: { date: '2024-05-01' }, sourceFilePath: source('b.md') }),
      builtPage('/c', { frontmatter: { date: '2024-13-45' }, sourceFilePath: source('c.md') }),
    ];
    let message = '';
    try {
      readPageDates(pages);
    } catch (error) {
      if (!isQuireError(error)) throw error;
      message = error.format();
    }
    expect(message).toMatch(/^rss: pages with an invalid date:/);
    expect(message).toContain(`${path.join('docs', 'en', 'a.md')}: frontmatter "date" is not a date: "next tuesday"`);
    expect(message).toContain(`${path.join('docs', 'en', 'c.md')}: frontmatter "date" is not a date: "2024-13-45"`);
    expect(message).not.toContain('b.md');
    expect(message).toContain('YYYY-MM-DD');
  });
});
