import path from 'node:path';
import picomatch from 'picomatch';
import type { BuiltPage } from 'quire';
import { QuireAggregateError, QuireError } from 'quire/plugin-utils';
import type { ResolvedFeed } from './options';

/** What decides whether a feed lists a page (a built page, or the page being rendered). */
export interface FeedPageFacts {
  routePath: string;
  lang: string;
  version: string;
  pageType: string;
  noIndex: boolean;
}

/** Whether a page belongs to a feed: a doc page, not `noindex`, of the feed's language, version and route globs. */
export function createFeedMatcher(feed: Pick<ResolvedFeed, 'select'>): (page: FeedPageFacts) => boolean {
  const { lang, version, match } = feed.select;
  const matches = match ? picomatch(match, { dot: true }) : () => true;
  return (page) =>
    page.pageType === 'doc' && !page.noIndex && (lang === undefined || page.lang === lang) && (version === undefined || page.version === version) && matches(page.routePath);
}

/** A page's dates: `published` from its frontmatter `date`, `updated` from its last-updated time. */
export interface PageDates {
  published?: Date;
  updated?: Date;
}

/**
 * Each page's dates. An invalid frontmatter `date` is an error naming the page's source and the
 * field; every such page is reported at once.
 */
export function readPageDates(pages: readonly BuiltPage[]): Map<BuiltPage, PageDates> {
  const dates = new Map<BuiltPage, PageDates>();
  const problems: string[] = [];
  for (const page of pages) {
    const value: unknown = page.frontmatter.date;
    let published: Date | undefined;
    if (value !== undefined && value !== null && value !== '') {
      published = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : new Date(Number.NaN);
      if (Number.isNaN(published.getTime())) {
        const file = page.sourceFilePath ? path.relative(process.cwd(), page.sourceFilePath) || page.sourceFilePath : page.routePath;
        problems.push(
          new QuireError(`frontmatter "date" is not a date: ${JSON.stringify(value)}`, {
            location: { file },
            hint: 'Write it as YYYY-MM-DD or an ISO 8601 time (date: 2024-05-01 or date: 2024-05-01T09:30:00Z).',
          }).format(),
        );
        continue;
      }
    }
    dates.set(page, {
      ...(published ? { published } : {}),
      ...(page.lastUpdatedTime !== undefined ? { updated: new Date(page.lastUpdatedTime) } : {}),
    });
  }
  if (problems.length > 0) throw new QuireAggregateError('rss: pages with an invalid date:', problems);
  return dates;
}

/** A page's place in a feed: its frontmatter date, else its last-updated time. */
export function sortTime(dates: PageDates | undefined): number | undefined {
  return (dates?.published ?? dates?.updated)?.getTime();
}

/**
 * A feed's pages, newest first (frontmatter `date`, else last-updated time); pages with neither come
 * last, in route order; at most `limit`.
 */
export function feedPages({ pages, feed, dates }: { pages: readonly BuiltPage[]; feed: Pick<ResolvedFeed, 'select' | 'limit'>; dates: ReadonlyMap<BuiltPage, PageDates> }): BuiltPage[] {
  const covers = createFeedMatcher(feed);
  const listed = pages
    .filter((page) => covers(page))
    .map((page, order) => ({ page, order, time: sortTime(dates.get(page)) }))
    .sort((a, b) => {
      if (a.time !== undefined && b.time !== undefined && a.time !== b.time) return b.time - a.time;
      if (a.time === undefined && b.time !== undefined) return 1;
      if (a.time !== undefined && b.time === undefined) return -1;
      return a.page.routePath < b.page.routePath ? -1 : a.page.routePath > b.page.routePath ? 1 : a.order - b.order;
    })
    .map(({ page }) => page);
  return feed.limit === undefined ? listed : listed.slice(0, feed.limit);
}
