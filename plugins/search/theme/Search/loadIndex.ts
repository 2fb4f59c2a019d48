import { withBase } from 'quire/client';
import { MINISEARCH_OPTIONS, type SearchDocument } from '../../searchOptions';

type MiniSearchType = import('minisearch').default<SearchDocument>;

/**
 * Loads the search index of a language the first time the search box opens: MiniSearch itself
 * (a dynamic import, so it is a separate chunk and not in every page's first load), the manifest
 * `assets/search/manifest.json` that names each language's index file, then that file. Each is
 * fetched once per page load; a failed load is forgotten so the next opening retries.
 */
let manifest: Promise<Record<string, string>> | undefined;
const indexes = new Map<string, Promise<MiniSearchType | null>>();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

async function load(lang: string): Promise<MiniSearchType | null> {
  manifest ??= fetchJson<Record<string, string>>(withBase('/assets/search/manifest.json')).catch((error: unknown) => {
    manifest = undefined;
    throw error;
  });
  const [{ default: MiniSearch }, files] = await Promise.all([import('minisearch'), manifest]);
  const file = files[lang];
  if (!file) return null; // A language without Markdown pages has nothing to search.
  const response = await fetch(withBase(`/assets/search/${file}`));
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  return MiniSearch.loadJSON<SearchDocument>(await response.text(), MINISEARCH_OPTIONS);
}

/** The index of `lang`, or null when the site has none for it. */
export function loadSearchIndex(lang: string): Promise<MiniSearchType | null> {
  let index = indexes.get(lang);
  if (!index) {
    index = load(lang);
    indexes.set(lang, index);
    index.catch(() => indexes.delete(lang));
  }
  return index;
}

export type { MiniSearchType };
