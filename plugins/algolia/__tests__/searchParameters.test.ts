import { contextualSearchParameters, facetFilterList } from '../theme/Search/searchParameters';

describe('contextualSearchParameters', () => {
  test('adds lang:<lang> as a facet filter', () => {
    expect(contextualSearchParameters({ searchParameters: undefined, lang: 'zh', contextualSearch: true })).toEqual({ facetFilters: ['lang:zh'] });
  });

  test("keeps the site's filters (a string or a list, OR groups included) and ANDs the language", () => {
    expect(contextualSearchParameters({ searchParameters: { facetFilters: 'version:2', hitsPerPage: 8 }, lang: 'en', contextualSearch: true })).toEqual({
      facetFilters: ['version:2', 'lang:en'],
      hitsPerPage: 8,
    });
    const own = { facetFilters: [['tags:a', 'tags:b'], 'type:content'] };
    expect(contextualSearchParameters({ searchParameters: own, lang: 'en', contextualSearch: true }).facetFilters).toEqual([['tags:a', 'tags:b'], 'type:content', 'lang:en']);
    // The site's options are not changed.
    expect(own.facetFilters).toEqual([['tags:a', 'tags:b'], 'type:content']);
  });

  test('contextualSearch: false sends the parameters as they are', () => {
    const own = { facetFilters: ['tags:a'] };
    expect(contextualSearchParameters({ searchParameters: own, lang: 'zh', contextualSearch: false })).toBe(own);
    expect(contextualSearchParameters({ searchParameters: undefined, lang: 'zh', contextualSearch: false })).toEqual({});
  });

  test('facetFilterList', () => {
    expect(facetFilterList(undefined)).toEqual([]);
    expect(facetFilterList('a:b')).toEqual(['a:b']);
    expect(facetFilterList(['a:b', ['c:d', 'e:f']])).toEqual(['a:b', ['c:d', 'e:f']]);
  });
});
