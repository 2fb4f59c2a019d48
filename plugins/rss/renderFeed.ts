import { escapeHtml } from 'quire/plugin-utils';
import type { Feed, FeedOptions, Item } from 'feed';
import type { ResolvedFeed } from './options';

/** One item of a feed, in the terms every format shares. */
export interface FeedEntry {
  title: string;
  /** Absolute URL of the page: link, guid and id. */
  url: string;
  /** Plain text. */
  description?: string;
  /** HTML, URLs absolute. */
  content?: string;
  /** Frontmatter `date`. */
  published?: Date;
  /** Last-updated time. */
  updated?: Date;
}

/** The files of one feed: path relative to the output folder -> content. */
export type FeedFiles = { file: string; content: string }[];

let feedModule: Promise<typeof import('feed')> | undefined;
/** `feed` is an ES module: loaded on first use (the plugin compiles to CommonJS). */
const loadFeed = () => (feedModule ??= import('feed'));

/**
 * A feed's RSS 2.0, Atom 1.0 and JSON Feed files, made by the `feed` package. Each format gets its
 * items in its own terms: Atom's titles and summaries are `type="html"` and RSS's descriptions are
 * HTML, and so is the RSS channel's description, so plain text is HTML-escaped there (the XML
 * escaping is the package's); JSON keeps text as text. Items are given newest first. `urls` are the absolute URLs of the feed's home page and files.
 */
export async function renderFeed({
  feed,
  entries,
  urls,
}: {
  feed: Pick<ResolvedFeed, 'title' | 'description' | 'copyright' | 'author' | 'lang' | 'output' | 'atom' | 'json'>;
  entries: readonly FeedEntry[];
  urls: { home: string; rss: string; atom?: string; json?: string };
}): Promise<FeedFiles> {
  const { Feed } = await loadFeed();
  const updated = newest(entries.flatMap((entry) => [entry.published, entry.updated]));
  const feedLinks = { rss: urls.rss, ...(urls.atom ? { atom: urls.atom } : {}), ...(urls.json ? { json: urls.json } : {}) };
  // RSS readers show a channel's description as HTML (as its items'); Atom's subtitle and JSON's description are text.
  const make = ({ self, htmlDescription = false }: { self: string; htmlDescription?: boolean }): Feed =>
    new Feed({
      id: self,
      title: feed.title,
      description: htmlDescription ? escapeHtml(feed.description) : feed.description,
      link: urls.home,
      language: feed.lang,
      generator: 'Quire',
      // Atom requires an author of the feed (or of every entry).
      author: feed.author ?? { name: feed.title, link: urls.home },
      feed: self,
      feedLinks,
      ...(feed.copyright !== undefined ? { copyright: feed.copyright } : {}),
      ...(updated ? { updated } : {}),
    } satisfies FeedOptions);

  const files: FeedFiles = [];
  const rss = make({ self: urls.rss, htmlDescription: true });
  for (const entry of entries) rss.addItem(rssItem(entry));
  files.push({ file: feed.output, content: rss.rss2() });
  if (feed.atom && urls.atom) {
    const atom = make({ self: urls.atom });
    // Atom requires every entry's <updated>: a page with no date takes the feed's.
    const fallback = updated ?? new Date();
    for (const entry of entries) atom.addItem(atomItem(entry, fallback));
    files.push({ file: feed.atom, content: atom.atom1() });
  }
  if (feed.json && urls.json) {
    const json = make({ self: urls.json });
    for (const entry of entries) json.addItem(jsonItem(entry));
    files.push({ file: feed.json, content: json.json1() });
  }
  return files;
}

/** RSS: `<guid isPermaLink="true">` is the link; `<pubDate>` the frontmatter date, else the last update (none when unknown). */
function rssItem(entry: FeedEntry): Item {
  const date = entry.published ?? entry.updated;
  return {
    title: entry.title,
    link: entry.url,
    ...(entry.description ? { description: escapeHtml(entry.description) } : {}),
    ...(entry.content ? { content: entry.content } : {}),
    ...(date ? { date } : {}),
  } as Item;
}

function atomItem(entry: FeedEntry, fallback: Date): Item {
  const updated = newest([entry.published, entry.updated]) ?? fallback;
  return {
    title: escapeHtml(entry.title),
    id: entry.url,
    link: entry.url,
    date: updated,
    ...(entry.published ? { published: entry.published } : {}),
    ...(entry.description ? { description: escapeHtml(entry.description) } : {}),
    ...(entry.content ? { content: entry.content } : {}),
  };
}

function jsonItem(entry: FeedEntry): Item {
  const updated = newest([entry.published, entry.updated]);
  return {
    title: entry.title,
    id: entry.url,
    link: entry.url,
    // JSON Feed's summary is text; with no content, content_html falls back to it, as HTML.
    ...(entry.description ? { description: entry.content ? entry.description : escapeHtml(entry.description) } : {}),
    ...(entry.content ? { content: entry.content } : {}),
    ...(updated ? { date: updated } : {}),
    ...(entry.published ? { published: entry.published } : {}),
  } as Item;
}

function newest(dates: (Date | undefined)[]): Date | undefined {
  let latest: Date | undefined;
  for (const date of dates) if (date && (!latest || date.getTime() > latest.getTime())) latest = date;
  return latest;
}
