import { Readable } from 'node:stream';
import { ErrorLevel, SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import type { SitemapChangefreq } from './options';
import type { SitemapEntry } from './sitemapEntries';

/** The sitemap protocol's limit of URLs in one file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_URL_LIMIT = 50_000;

/** A file to write: its path relative to the output folder, and its content. */
export interface SitemapFile {
  file: string;
  content: string;
}

/**
 * The sitemap's files: `filename` alone while the entries fit in one file (`limit` URLs, the
 * protocol's 50,000; tests pass a small one), else `filename` as the sitemap index of the parts
 * `<stem>-0.xml`, `<stem>-1.xml`, ... next to it. Written by the `sitemap` package, which
 * XML-escapes every value. `fileUrl` gives a file's absolute URL (the index lists the parts by URL).
 */
export async function sitemapFiles({
  entries,
  filename,
  fileUrl,
  changefreq,
  priority,
  limit = SITEMAP_URL_LIMIT,
}: {
  entries: readonly SitemapEntry[];
  filename: string;
  fileUrl: (file: string) => string;
  changefreq?: SitemapChangefreq;
  priority?: number;
  limit?: number;
}): Promise<SitemapFile[]> {
  if (entries.length === 0) return [];
  const items = entries.map((entry) => toItem({ entry, changefreq, priority }));
  if (items.length <= limit) return [{ file: filename, content: await urlset(items) }];

  const stem = filename.replace(/\.xml$/, '');
  const parts: SitemapFile[] = [];
  const index: { url: string; lastmod?: string }[] = [];
  for (let start = 0; start < items.length; start += limit) {
    const file = `${stem}-${parts.length}.xml`;
    const chunk = entries.slice(start, start + limit);
    parts.push({ file, content: await urlset(items.slice(start, start + limit)) });
    const lastmod = newest(chunk.map((entry) => entry.lastmod));
    index.push({ url: fileUrl(file), ...(lastmod ? { lastmod } : {}) });
  }
  const indexStream = new SitemapIndexStream({ level: ErrorLevel.THROW });
  return [{ file: filename, content: (await streamToPromise(Readable.from(index).pipe(indexStream))).toString('utf8') }, ...parts];
}

function toItem({ entry, changefreq, priority }: { entry: SitemapEntry; changefreq?: SitemapChangefreq; priority?: number }): SitemapItemLoose {
  return {
    url: entry.url,
    ...(entry.lastmod ? { lastmod: entry.lastmod } : {}),
    ...(changefreq ? { changefreq: changefreq as SitemapItemLoose['changefreq'] } : {}),
    ...(priority !== undefined ? { priority } : {}),
    links: entry.alternates.map((alternate) => ({ lang: alternate.hreflang, url: alternate.url })),
  };
}

/** One `<urlset>`, with the xhtml namespace for the alternates. */
async function urlset(items: SitemapItemLoose[]): Promise<string> {
  const stream = new SitemapStream({ level: ErrorLevel.THROW, xmlns: { news: false, video: false, image: false, xhtml: true } });
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
}

/** The latest of ISO times (they compare as strings), or undefined when none is known. */
function newest(times: (string | undefined)[]): string | undefined {
  let latest: string | undefined;
  for (const time of times) if (time && (!latest || time > latest)) latest = time;
  return latest;
}
