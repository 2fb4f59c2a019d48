import type { Configuration, RuleSetRule } from 'webpack';
import type { SiteConfig, UnifiedPluginEntry, GlobalUIComponent } from './config';
import type { LoadContext } from './context';
import type { RouteConfig, RouteRecord } from './routing';
import type { PageRecord } from './page';

/** Side effects a plugin may have during `contentLoaded` and `allContentLoaded`. */
export interface PluginActions {
  /** Adds a route. A path that another route already has is an error naming both sources. */
  addRoute(route: RouteConfig): void;
  /**
   * Writes `data` as a JSON module under `.quire/<plugin name>/<name>` (only when it changed) and
   * returns its absolute path, to be used in a route's `modules`.
   */
  createData(name: string, data: unknown): Promise<string>;
  /** Runs every plugin's `extendPageData` hook on a page record (content plugins call it before writing the record). */
  extendPageData(args: { page: PageRecord; sourceFilePath: string }): Promise<void>;
  /** Data every page can read with `useGlobalData(pluginName)`. Keep it small: it ships in the main bundle. */
  setGlobalData(data: unknown): void;
}

export interface ConfigureWebpackUtils {
  /** The loaders Quire uses for TS/TSX/JS, so plugins do not rebuild them by hand. */
  getJSLoader(): RuleSetRule['use'];
  /** The CSS loaders Quire uses (extracted into the site's one stylesheet). */
  getStyleLoaders(): RuleSetRule['use'];
}

/** A tag for the HTML head or body: raw HTML, or a description of one element. */
export type HtmlTag =
  | string
  | { tagName: string; attributes?: Record<string, string | boolean>; innerHTML?: string };

export interface HtmlTags {
  headTags?: HtmlTag[];
  preBodyTags?: HtmlTag[];
  postBodyTags?: HtmlTag[];
}

/**
 * A page a plugin adds with `addPages()`: Markdown/MDX source, or a file anywhere on disk.
 *
 * - `routePath` starts with `/` and carries the language and version prefix like a file page's
 *   route (`/zh/guide/api/foo` is a Chinese page; `/guide/api/` is a folder's index page). It
 *   places the page in the navigation as the file `docs/<lang>/<route>.md` would be placed: a
 *   `_meta.json` in that folder lists it by name (`"foo"`), a folder without one lists it by itself.
 *   It must be unique and must not be the route of a file in `docs/`.
 * - `content` is written to `.quire/<plugin name>/pages/<route>.md` (`.mdx` with `format: 'mdx'`),
 *   only when it changed, and compiled from there: relative imports, images and links in it are
 *   relative to that file, so point them at absolute paths (or link pages by route: `/guide/start`).
 * - `filepath` (absolute, or relative to the site) is compiled where it is, so its relative imports
 *   work as in any file; it must be a `.md` or `.mdx` file.
 *
 * In dev, a change to the plugin's `getPathsToWatch()` runs `addPages()` again and reloads the docs;
 * a plugin adding `filepath` pages should watch them too, for their titles to follow edits.
 */
export type VirtualPage =
  | { routePath: string; content: string; format?: 'md' | 'mdx' }
  | { routePath: string; filepath: string };

/** A virtual page once the core has placed it on disk: what content plugins read (`context.virtualPages`). */
export interface VirtualPageFile {
  routePath: string;
  /** Absolute path of the Markdown/MDX file to compile: the `filepath`, or where `content` was written. */
  filePath: string;
  /** Name of the plugin that added it. */
  plugin: string;
}

export interface PostBuildProps<Content = unknown> {
  outDir: string;
  routes: RouteRecord[];
  content: Content;
  siteConfig: SiteConfig;
  /** Every plugin's content, keyed by plugin name. */
  allContent: AllContent;
  baseUrl: string;
}

export type AllContent = Record<string, unknown>;

type Awaitable<T> = T | Promise<T>;

/** The object a plugin factory returns. Every hook is optional. */
export interface QuirePlugin<Content = unknown> {
  name: string;
  /** Reads the plugin's sources. Runs for every plugin in parallel. */
  loadContent?(): Awaitable<Content>;
  /**
   * Pages the plugin adds to the docs: they go through the same Markdown pipeline as files in
   * `docs/` and join the navigation, sidebars, outline, search, `.md` twins and link check.
   * Runs before `loadContent`.
   */
  addPages?(): Awaitable<VirtualPage[]>;
  /** Turns the content into routes and data. */
  contentLoaded?(args: { content: Content; actions: PluginActions }): Awaitable<void>;
  /** Runs once every plugin's content is loaded: for cross-plugin work (search index, llms.txt). */
  allContentLoaded?(args: { allContent: AllContent; actions: PluginActions }): Awaitable<void>;
  /**
   * Returns a partial webpack config, merged in with webpack-merge. There is one compilation: its
   * bundle runs in the browser and, during `quire build`, pre-renders the pages in Node (code that
   * must only run in one of them checks `typeof window` at runtime).
   */
  configureWebpack?(args: { config: Configuration; utils: ConfigureWebpackUtils; content: Content }): Configuration | void;
  /**
   * Adds to or changes a page's record before it is written (the `last-updated` plugin sets
   * `lastUpdatedTime` here). Runs for every page of every content plugin, plugin by plugin in order.
   * For the docs plugin's pages it runs before the page is compiled: `page.toc` is still empty
   * (the headings are added when the page is bundled).
   */
  extendPageData?(args: { page: PageRecord; sourceFilePath: string }): Awaitable<void>;
  /** Runs after every page is written. */
  postBuild?(props: PostBuildProps<Content>): Awaitable<void>;
  /** A folder of theme components, layered between Quire's theme and the site's `theme/`. */
  getThemePath?(): string;
  /** Modules imported once, on every page, before the app renders (global CSS, polyfills). */
  getClientModules?(): string[];
  /** Absolute paths of files or folders whose change re-runs this plugin's `loadContent` and `contentLoaded` in dev. */
  getPathsToWatch?(): string[];
  /** Tags added to every page's HTML. */
  injectHtmlTags?(args: { content: Content }): HtmlTags;
  markdown?: {
    remarkPlugins?: UnifiedPluginEntry[];
    rehypePlugins?: UnifiedPluginEntry[];
    /**
     * Components `.mdx` pages can use without an import: name -> module that exports it under that
     * name. A page that uses one imports it, so it is downloaded only with the pages that use it;
     * `MDXComponents` and `<Content components>` still override it.
     */
    components?: Record<string, string>;
  };
  globalUIComponents?: GlobalUIComponent[];
}

/** A plugin: a function of the load context and the plugin's options. */
export type PluginFactory<Options = unknown, Content = unknown> = (
  context: LoadContext,
  options: Options,
) => Awaitable<QuirePlugin<Content>>;

/**
 * How a plugin is listed in `plugins`: a factory, `[factory, options]` (what `definePlugin`
 * helpers return), a module name with optional options, or a plugin object written inline.
 */
export type PluginConfig =
  | QuirePlugin<any>
  | PluginFactory<any, any>
  | [PluginFactory<any, any>, unknown]
  | string
  | [string, unknown]
  | false
  | null
  | undefined;
