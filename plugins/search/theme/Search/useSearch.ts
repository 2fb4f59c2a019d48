import { useEffect, useMemo, useState } from 'react';
import { groupHits, queryOptions, type SearchGroup, type SearchHit } from '../../searchOptions';
import { loadSearchIndex, type MiniSearchType } from './loadIndex';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The search of the page's language: loads the index once `enabled`, then groups the hits of `query`. */
export function useSearch({ lang, query, enabled }: { lang: string; query: string; enabled: boolean }) {
  const [index, setIndex] = useState<{ lang: string; search: MiniSearchType | null }>();
  const [status, setStatus] = useState<SearchStatus>('idle');

  useEffect(() => {
    if (!enabled || index?.lang === lang) return;
    let live = true;
    setStatus('loading');
    loadSearchIndex(lang).then(
      (search) => {
        if (!live) return;
        setIndex({ lang, search });
        setStatus('ready');
      },
      (error: unknown) => {
        if (!live) return;
        console.warn('[quire] the search index could not be loaded:', error);
        setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, lang, index?.lang]);

  const groups = useMemo<SearchGroup[]>(() => {
    const text = query.trim();
    if (!text || !index?.search || index.lang !== lang) return [];
    const hits = index.search.search(text, queryOptions(text)).map(
      (result): SearchHit => ({
        route: result.route as string,
        page: result.page as string,
        pageTitle: result.pageTitle as string,
        heading: result.heading as string,
        text: result.text as string,
        score: result.score,
        terms: result.terms,
      }),
    );
    return groupHits({ hits });
  }, [index, lang, query]);

  return { groups, status };
}
