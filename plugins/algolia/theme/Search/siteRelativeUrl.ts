/**
 * A hit's URL as a path on this site, whatever host the index was crawled on:
 * `https://docs.example.com/docs/guide/start#intro` -> `/docs/guide/start#intro`. The path keeps
 * the deployed base (the client router takes it off again), the query and the hash.
 */
export function siteRelativeUrl(url: string): string {
  const parsed = new URL(url, 'https://site.invalid');
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
