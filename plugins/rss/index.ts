import fs from 'node:fs/promises';
import path from 'node:path';
import type { BuiltPage, LoadContext, QuirePlugin } from 'quire';
import { isNoIndex, logger, pageUrl, requireSiteUrl, siteFileUrl } from 'quire/plugin-utils';
import { feedContentHtml } from './feedContent';
import { createFeedMatcher, feedPages, readPageDates } from './feedPages';
import { feedLinkTags, type FeedLinks } from './headLinks';
import { feedSiteOf, resolveFeeds, type ResolvedFeed, type RssOptions } from './options';
import { renderFeed, type FeedEntry } from './renderFeed';

export type { RssOptions, RssFeedOptions, RssAuthor } from './options';
export { resolveFeeds, feedSiteOf, DEFAULT_LIMIT, type ResolvedFeed, type FeedSite } from './options';
export { feedPages, readPageDates, createFeedMatcher, type PageDates, type FeedPageFacts } from './feedPages';
export { feedContentHtml, CONTENT_CLASS } from './feedContent';
export { renderFeed, type FeedEntry, type FeedFiles } from './renderFeed';
export { feedLinkTags, type FeedLinks } from './headLinks';

/**
 * The `rss` plugin: after the build, feeds of doc pages in RSS 2.0, Atom 1.0 and JSON Feed (the
 * `feed` package writes all three), newest first by frontmatter `date`, else last-updated time,
 * each item with its title, link, guid, description and full HTML content (read from the page's
 * written HTML). By default one feed per language (`rss.xml`, `zh/rss.xml`, with `atom.xml` and
 * `feed.json` beside them). The pages a feed lists link to it in their head
 * (`<link rel="alternate" type="application/rss+xml">`). Needs `siteUrl`: without it the plugin
 * fails when the site loads. No browser code.
 */
export default function rssPlugin(context: LoadContext, options?: RssOptions): QuirePlugin {
  const siteUrl = requireSiteUrl({ context, plugin: 'rss' });
  const feeds = resolveFeeds({ options, site: feedSiteOf(context) });
  const base = context.baseUrl;
  const cleanUrls = context.siteConfig.route.cleanUrls;
  const absolute = (url: string) => new URL(url).href;
  const fileUrl = (file: string) => absolute(siteFileUrl({ path: file, base, siteUrl }));
  const urlOfPage = (routePath: string) => absolute(pageUrl({ routePath, base, cleanUrls, siteUrl }));
  const links: FeedLinks[] = feeds.map((feed) => ({
    title: feed.title,
    rss: fileUrl(feed.output),
    ...(feed.atom ? { atom: fileUrl(feed.atom) } : {}),
    ...(feed.json ? { json: fileUrl(feed.json) } : {}),
  }));
  const matchers = feeds.map((feed) => createFeedMatcher(feed));

  return {
    name: 'rss',
    outputFiles: feeds.flatMap((feed) => [feed.output, ...(feed.atom ? [feed.atom] : []), ...(feed.json ? [feed.json] : [])]),
    injectPageHtmlTags({ page }) {
      const facts = { ...page, noIndex: isNoIndex(page.frontmatter) };
      const covering = links.filter((_, index) => matchers[index]!(facts));
      return covering.length > 0 ? { headTags: feedLinkTags(covering) } : undefined;
    },
    async postBuild({ outDir, pages }) {
      const dates = readPageDates(pages.filter((page) => matchers.some((covers) => covers(page))));
      const contents = new Map<BuiltPage, Promise<string | undefined>>();
      const contentOf = (page: BuiltPage) => {
        let content = contents.get(page);
        if (!content) {
          content = fs.readFile(path.join(outDir, page.htmlFile), 'utf8').then((html) => feedContentHtml({ html, pageUrl: urlOfPage(page.routePath) }));
          contents.set(page, content);
        }
        return content;
      };
      const withoutContent = new Set<string>();
      await Promise.all(
        feeds.map(async (feed, index) => {
          const entries = await Promise.all(
            feedPages({ pages, feed, dates }).map(async (page): Promise<FeedEntry> => {
              const content = await contentOf(page);
              if (content === undefined) withoutContent.add(page.routePath);
              const { published, updated } = dates.get(page)!;
              return {
                title: page.title,
                url: urlOfPage(page.routePath),
                ...(page.description ? { description: page.description } : {}),
                ...(content ? { content } : {}),
                ...(published ? { published } : {}),
                ...(updated ? { updated } : {}),
              };
            }),
          );
          const link = links[index]!;
          const urls = { home: urlOfPage(feed.homeRoute), rss: link.rss, ...(link.atom ? { atom: link.atom } : {}), ...(link.json ? { json: link.json } : {}) };
          await writeFiles({ outDir, files: await renderFeed({ feed, entries, urls }) });
        }),
      );
      if (withoutContent.size > 0) {
        const list = [...withoutContent].sort();
        logger.warn(
          `rss: ${list.length} page(s) have no element with the class "quire-doc" (where the default theme renders a page's content), so their feed items carry no content: ${list.slice(0, 5).join(', ')}${list.length > 5 ? ', ...' : ''}`,
        );
      }
    },
  };
}

async function writeFiles({ outDir, files }: { outDir: string; files: { file: string; content: string }[] }): Promise<void> {
  await Promise.all(
    files.map(async ({ file, content }) => {
      const target = path.join(outDir, file);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, content);
    }),
  );
}
