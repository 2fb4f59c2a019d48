import type { AlgoliaSearchParameters, FacetFilters } from '../../options';

/** A `facetFilters` value as a list (a single filter string is a list of one). */
export function facetFilterList(facetFilters: FacetFilters | undefined): (string | string[])[] {
  if (facetFilters === undefined) return [];
  return typeof facetFilters === 'string' ? [facetFilters] : [...facetFilters];
}

/**
 * The parameters of every query on a page in `lang`: the site's own, and with `contextualSearch`
 * the facet filter `lang:<lang>` after the site's `facetFilters` (the entries of the list are ANDed,
 * so both apply).
 */
export function contextualSearchParameters({
  searchParameters,
  lang,
  contextualSearch,
}: {
  searchParameters: AlgoliaSearchParameters | undefined;
  lang: string;
  contextualSearch: boolean;
}): AlgoliaSearchParameters {
  const own = searchParameters ?? {};
  if (!contextualSearch) return own;
  return { ...own, facetFilters: [...facetFilterList(own.facetFilters), `lang:${lang}`] };
}
