import { validatePluginOptions } from 'quire';
import { z } from 'quire/plugin-utils';

/**
 * Algolia's `facetFilters`: one filter (`'tags:guide'`) or a list, whose entries are ANDed; an entry
 * that is itself a list is ORed (`[['tags:a', 'tags:b'], 'type:content']`).
 */
export type FacetFilters = string | (string | string[])[];

/** Search parameters sent with every query (Algolia's names: `facetFilters`, `hitsPerPage`, `attributesToRetrieve`, ...). */
export type AlgoliaSearchParameters = { facetFilters?: FacetFilters } & Record<string, unknown>;

/**
 * DocSearch's modal strings for one language: its groups (`searchBox`, `startScreen`,
 * `errorScreen`, `noResultsScreen`, `footer`), each a record of DocSearch's string keys
 * (`modal.errorScreen.titleText`, `modal.searchBox.placeholderText`, ...).
 */
export interface AlgoliaTranslations {
  modal?: Record<string, Record<string, string>>;
}

/** The options of `quire/plugins/algolia`. */
export interface AlgoliaOptions {
  /** The Algolia application id (`R2IYF7ETH7`). */
  appId: string;
  /** The search-only API key (public: it ships in every page, as DocSearch's does). */
  apiKey: string;
  /** The index to query. */
  indexName: string;
  /** Parameters added to every query; with `contextualSearch`, its `facetFilters` are kept and `lang:<page language>` is added. */
  searchParameters?: AlgoliaSearchParameters;
  /** Only hits of the page's language: the facet filter `lang:<lang>` (default true). */
  contextualSearch?: boolean;
  /**
   * DocSearch's modal strings per language (`{ zh: { modal: { footer: { closeText: '关闭' } } } }`),
   * over the built-in ones: English, and Chinese for `zh` pages. The button's text and the input's
   * placeholder come from the theme, as the local search's do (`searchPlaceholderText` of
   * `themeConfig.locales[]` sets the placeholder).
   */
  translations?: Record<string, AlgoliaTranslations>;
}

/** The options once validated, with their defaults. */
export type ResolvedAlgoliaOptions = Omit<AlgoliaOptions, 'contextualSearch'> & { contextualSearch: boolean };

const nonEmpty = (what: string) => z.string().trim().min(1, `expected ${what}, got an empty string`);

const facetFiltersSchema = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))], {
  error: 'expected a filter string or a list of filters (strings, or lists of strings to OR)',
});

/** The groups of DocSearch's modal strings this plugin shows (no Ask AI). */
const MODAL_GROUPS = ['searchBox', 'startScreen', 'errorScreen', 'noResultsScreen', 'resultsScreen', 'footer'] as const;

const translationsSchema = z.strictObject({
  modal: z.strictObject(Object.fromEntries(MODAL_GROUPS.map((group) => [group, z.record(z.string(), z.string()).optional()]))).optional(),
});

export const algoliaOptionsSchema = z.strictObject({
  // Part of a host name (`<appId>-dsn.algolia.net`): letters and digits only.
  appId: nonEmpty('the Algolia application id').regex(/^[A-Za-z0-9]+$/, 'expected the Algolia application id: letters and digits only'),
  apiKey: nonEmpty('the search-only API key'),
  indexName: nonEmpty('the index name'),
  // JSON values: the parameters ship to the browser.
  searchParameters: z.looseObject({ facetFilters: facetFiltersSchema.optional() }).pipe(z.record(z.string(), z.json())).optional(),
  contextualSearch: z.boolean().default(true),
  translations: z.record(z.string(), translationsSchema).optional(),
});

/** Validates the plugin's options: every problem at once, each with its path. */
export function resolveAlgoliaOptions(options: unknown): ResolvedAlgoliaOptions {
  return validatePluginOptions('algolia', algoliaOptionsSchema, options) as ResolvedAlgoliaOptions;
}
