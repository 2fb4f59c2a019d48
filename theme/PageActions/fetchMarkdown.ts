/** Markdown twins already fetched, by path: a page's Markdown is fetched once per visit. */
const cache = new Map<string, Promise<string>>();

/**
 * The text of a page's Markdown twin (`/guide/x.md`). A failed request is not cached, so the next
 * click tries again; a missing file is an error, never copied as if it were the page.
 */
export function fetchMarkdown({ path }: { path: string }): Promise<string> {
  let pending = cache.get(path);
  if (!pending) {
    pending = fetch(path, { headers: { Accept: 'text/markdown, text/plain;q=0.9' } }).then((response) => {
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.text();
    });
    cache.set(path, pending);
    pending.catch(() => cache.delete(path));
  }
  return pending;
}
