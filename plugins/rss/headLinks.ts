import type { HtmlTag } from 'quire';

/** The feed files a page links to in its head, by absolute URL. */
export interface FeedLinks {
  title: string;
  rss: string;
  atom?: string;
  json?: string;
}

/** `<link rel="alternate">` to each format of each feed, for the head of a page the feeds list. */
export function feedLinkTags(feeds: readonly FeedLinks[]): HtmlTag[] {
  return feeds.flatMap((feed) => [
    link({ type: 'application/rss+xml', title: feed.title, href: feed.rss }),
    ...(feed.atom ? [link({ type: 'application/atom+xml', title: feed.title, href: feed.atom })] : []),
    ...(feed.json ? [link({ type: 'application/feed+json', title: feed.title, href: feed.json })] : []),
  ]);
}

function link({ type, title, href }: { type: string; title: string; href: string }): HtmlTag {
  return { tagName: 'link', attributes: { rel: 'alternate', type, title, href } };
}
