import type { Frontmatter, PageType } from './page';

/** Facts about a route that Node-side consumers (sitemap, last-updated, llms) read. */
export interface RouteMetadata {
  /** Absolute path of the file the route comes from. */
  sourceFilePath?: string;
  lang?: string;
  version?: string;
  pageType?: PageType;
  /** Milliseconds since the epoch; `null` when looked up and unknown, absent when not looked up. */
  lastUpdatedAt?: number | null;
  /** The page's title and frontmatter, for page-aware hooks (`injectPageHtmlTags`). */
  title?: string;
  frontmatter?: Frontmatter;
}

/**
 * A route as plugins add it with `actions.addRoute()`. `component` and every value of `modules`
 * are module paths (absolute, or an alias such as `@theme/Layout`), never inline data: the route
 * table stays small and each module becomes its own lazily loaded chunk.
 */
export interface RouteConfig {
  path: string;
  /** Rendered for this route; receives the loaded `modules` as props. Loaded with the main bundle unless `lazyComponent`. */
  component: string;
  /**
   * Load `component` with the route's modules instead of with the main bundle: for a component
   * that only a few routes use, so that the other pages do not download it.
   */
  lazyComponent?: boolean;
  /** Loaded lazily with the route. The docs plugin gives `content` (the page) and `page` (its record). */
  modules: Record<string, string>;
  /**
   * Keys of `modules` that a built page can start without: the page's HTML has them rendered, but
   * the browser fetches them after the page has loaded, and the components reading them hydrate
   * then (in a Suspense boundary). For data that grows with the site, such as a sidebar.
   */
  deferredModules?: string[];
  /**
   * Keys of `modules` that are JSON data the plugin can also give at build time itself, with
   * `QuirePlugin.routeData` (the docs plugin's page record). When the route's page is static
   * content (Markdown rendered to HTML alone, see ARCHITECTURE.md), they are not bundled: their data
   * is written into the page, and a client navigation reads it there.
   */
  dataModules?: string[];
  /** Match the path exactly (default true); false lets a route own every path under it. */
  exact?: boolean;
  metadata: RouteMetadata;
}

/** The route as the core keeps it: the plugin that added it is recorded for error messages. */
export interface RouteRecord extends RouteConfig {
  exact: boolean;
  plugin: string;
}

/** JS and CSS files of one chunk group, as public URLs relative to the output root. */
export interface AssetFiles {
  js: string[];
  css: string[];
}

/**
 * What the client build tells the SSG about its output (written by RouteAssetsPlugin):
 * the entry's files, and for each lazily loaded module its webpack id and the chunks it needs.
 */
export interface ClientManifest {
  publicPath: string;
  entry: AssetFiles;
  /** The renderer entry's JS files (production builds), run by the SSG in Node. */
  renderer: string[];
  modules: Record<string, { id: string | number; chunks: (string | number)[] }>;
  chunks: Record<string, AssetFiles>;
}
