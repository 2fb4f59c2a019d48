import { QuireAggregateError } from 'quire/plugin-utils';
import { resolveAlgoliaOptions } from '../options';

const valid = { appId: 'R2IYF7ETH7', apiKey: 'search-only-key', indexName: 'quire' };

/** The lines of the validation error the options give. */
function problems(options: unknown): string[] {
  try {
    resolveAlgoliaOptions(options);
  } catch (error) {
    expect(error).toBeInstanceOf(QuireAggregateError);
    return (error as QuireAggregateError).message.split('\n').slice(1).map((line) => line.trim()).filter(Boolean);
  }
  throw new Error('the options were accepted');
}

describe('algolia options', () => {
  test('the three required strings, contextual search on by default', () => {
    expect(resolveAlgoliaOptions(valid)).toEqual({ ...valid, contextualSearch: true });
  });

  test('keeps search parameters, translations, and contextualSearch: false', () => {
    const options = {
      ...valid,
      contextualSearch: false,
      searchParameters: { facetFilters: [['tags:a', 'tags:b'], 'type:content'], hitsPerPage: 10 },
      translations: { zh: { modal: { footer: { closeText: '关掉' } } } },
    };
    expect(resolveAlgoliaOptions(options)).toEqual(options);
    expect(resolveAlgoliaOptions({ ...valid, searchParameters: { facetFilters: 'tags:a' } }).searchParameters).toEqual({ facetFilters: 'tags:a' });
  });

  test('reports every problem at once, each with its path', () => {
    const lines = problems({
      appId: 'my app',
      indexName: '',
      searchParameters: { facetFilters: [1], hitsPerPage: () => 1 },
      contextualSearch: 'yes',
      translations: { zh: { button: { buttonText: '查找' }, modal: { footer: 'x', searchBox: { placeholderText: 3 }, errorScren: {} } } },
      typo: true,
    });
    const text = lines.join('\n');
    expect(text).toMatch(/appId: .*letters and digits/);
    expect(text).toMatch(/apiKey: expected a string, received nothing/);
    expect(text).toMatch(/indexName: .*empty string/);
    expect(text).toMatch(/searchParameters\.facetFilters: expected a filter string or a list/);
    expect(text).toMatch(/contextualSearch: /);
    expect(text).toMatch(/translations\.zh\.button: unknown key/);
    expect(text).toMatch(/translations\.zh\.modal\.searchBox\.placeholderText: /);
    expect(text).toMatch(/translations\.zh\.modal\.footer: /);
    expect(text).toMatch(/typo: unknown key/);
    expect(text).toMatch(/translations\.zh\.modal\.errorScren: unknown key/);
    expect(lines.length).toBeGreaterThanOrEqual(10);
    // The error names the plugin.
    expect(() => resolveAlgoliaOptions({})).toThrow(/Invalid options for plugin "algolia"/);
  });

  test('search parameters must be JSON: they ship to the browser', () => {
    expect(problems({ ...valid, searchParameters: { hitsPerPage: () => 1 } }).join('\n')).toMatch(/searchParameters\.hitsPerPage/);
  });
});
