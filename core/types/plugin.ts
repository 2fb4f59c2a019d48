import type { Configuration, RuleSetRule } from 'webpack';
import type { SiteConfig, UnifiedPluginEntry, GlobalUIComponent } from './config';
import type { LoadContext } from './context';
import type { PlainComponentRule } from './markdown';
import type { RouteConfig, RouteRecord } from './routing';
import type { Frontmatter, PageRecord, PageType, TocItem } from './page';

/** Side effects a plugin may have during `contentLoaded` and `allContentLoaded`. */
export interface PluginActions {
  /** Adds a route. A path that another route already has is an error naming both sources. */
  addRoute(route: RouteConfig): void;
  /**
   * Writes `data` as a JSON module under `.quire/<plugin name>/<name>` (only when it changed) and
   * returns its absolute path, to be used in a route's `modules`.
   */
  createData(name: string, data: unknown): Promise<string>;
  /**
   * Runs every plugin's `extendPageData` hook on a page record. Content plugins call it on the
   * complete record (toc included), before it is written; the docs plugin calls it from its data
   * loader, once the page has compiled.
   */
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

/** What a page-aware `injectPageHtmlTags` hook is told about the page being written. */
export interface PageHtmlContext {
  routePath: string;
  /** The title the page's route gives (the docs plugin's pages: frontmatter or first h1). */
  title: string;
  lang: string;
  version: string;
  pageType: PageType;
  frontmatter: Frontmatter;
}

/**
 * One page the build wrote, as `postBuild` receives it. Collected from the render workers (no
 * page's HTML is kept). Paths are relative to `outDir`, with forward slashes.
 */
export interface BuiltPage {
  routePath: string;
  lang: string;
  version: string;
  pageType: PageType;
  title: string;
  description?: string;
  frontmatter: Frontmatter;
  /** `noindex: true` in the frontmatter, or a robots meta tag with `noindex` in its `head`. */
  noIndex: boolean;
  /** Milliseconds since the epoch of the source's last commit; undefined when unknown. */
  lastUpdatedTime?: number;
  toc: TocItem[];
  /** `guide/start.html`, `index.html`, `404.html`. */
  htmlFile: string;
  /** `guide/start.md`; absent when the page has no `.md` twin. */
  markdownFile?: string;
  /** Absolute path of the page's source, when it has one. */
  sourceFilePath?: string;
  /** What Markdown steps recorded for each plugin while compiling the page (`setPageData`), by plugin name. */
  pluginData: Record<string, unknown>;
}

/** What a Markdown step recorded for a plugin on one page (see `setPageData` in `quire/plugin-utils`). */
export interface PageDataEntry<Data = unknown> {
  sourceFilePath: string;
  data: Data;
}

/**
 * This plugin's per-page data from its Markdown steps, for every page compiled so far. Calling it
 * waits for the pages under way to compile (it is not called by default, so a site pays for it
 * only when a plugin needs it).
 */
export type ReadPageData = <Data = unknown>() => Promise<PageDataEntry<Data>[]>;

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

/** A request the dev server hands to `serveDevRequest`: the path without the site base. */
export interface DevRequest {
  /** `/search/en.json` for `<base>search/en.json`, decoded. */
  pathname: string;
}

/** What `serveDevRequest` answers with; undefined lets the next plugin or the dev server answer. */
export interface DevResponse {
  body: string | Uint8Array;
  contentType?: string;
}

/**
 * A page as the dev server knows it on this request: what `postBuild`'s `pages` says of it, less
 * its files (nothing is written in dev). Pages that extendPageData hooks change show their route's
 * facts here (the hooks run when a page is bundled).
 */
export interface DevPage
  extends Pick<BuiltPage, 'routePath' | 'lang' | 'version' | 'pageType' | 'title' | 'frontmatter' | 'noIndex' | 'toc' | 'sourceFilePath' | 'pluginData'> {
  /** The page has a plain Markdown version (a Markdown/MDX source): `readMarkdown` gives it. */
  hasMarkdown: boolean;
}

/** What `serveDevRequest` is given. */
export interface ServeDevRequestArgs<Content = unknown> {
  request: DevRequest;
  content: Content;
  /** Every plugin's content, keyed by plugin name. */
  allContent: AllContent;
  /**
   * The site's pages now, in route order, with their tocs: waits for the pages still compiling
   * (the first call after a start can take as long as compiling the site).
   */
  pages(): Promise<DevPage[]>;
  /** A page's plain Markdown (what its `.md` twin holds in a build); undefined when it has none. */
  readMarkdown(routePath: string): Promise<string | undefined>;
}

/**
 * A page written from Markdown or MDX, as `workerTask` learns of it: once every page has compiled,
 * before the pages are rendered. Title and frontmatter are the route's (the docs plugin's: the
 * frontmatter title or first h1), the toc is the compiled page's.
 */
export interface CompiledPageInfo
  extends Pick<BuiltPage, 'routePath' | 'lang' | 'version' | 'pageType' | 'title' | 'frontmatter' | 'noIndex' | 'toc' | 'pluginData'> {
  /** Absolute path of the page's source. */
  sourceFilePath: string;
  /** Its `.md` twin, relative to `outDir` (`guide/start.md`): written when the task runs. */
  markdownFile: string;
}

/** What `workerTask` is given. */
export interface WorkerTaskHookArgs<Content = unknown> {
  /** The output folder, as `postBuild` gets it (the pages' HTML is still being written). */
  outDir: string;
  /** Every page written from Markdown/MDX, in route order. */
  pages: CompiledPageInfo[];
  content: Content;
}

/** Work to run on a thread of its own: a module of the plugin and its input (see `QuirePlugin.workerTask`). */
export interface WorkerTask {
  /**
   * Absolute path of the module whose default export is the task, a `WorkerTaskFunction`
   * (`require.resolve('./myTask')`; JavaScript that Node loads as it is). It is loaded on the
   * task's thread: it reaches the main thread's state only through `input`.
   */
  module: string;
  /** What the task is given: structured-clonable data (what JSON can hold, Maps, typed arrays; no functions). */
  input: unknown;
}

/** What a worker task's function is called with. */
export interface WorkerTaskArgs<Input = unknown> {
  input: Input;
  /** The output folder: files the task writes there are part of the build. */
  outDir: string;
}

/** A worker task's default export; what it returns (structured-clonable) reaches `postBuild` as `workerTaskResult`. */
export type WorkerTaskFunction<Input = unknown, Result = unknown> = (args: WorkerTaskArgs<Input>) => Awaitable<Result>;

export interface PostBuildProps<Content = unknown> {
  outDir: string;
  routes: RouteRecord[];
  /** One entry per written page (404 included), in route order. */
  pages: BuiltPage[];
  content: Content;
  siteConfig: SiteConfig;
  /** Every plugin's content, keyed by plugin name. */
  allContent: AllContent;
  baseUrl: string;
  /** What this plugin's `workerTask` returned; undefined without one. */
  workerTaskResult?: unknown;
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
  contentLoaded?(args: { content: Content; actions: PluginActions; pageData: ReadPageData }): Awaitable<void>;
  /** Runs once every plugin's content is loaded: for cross-plugin work (search index, llms.txt). */
  allContentLoaded?(args: { allContent: AllContent; actions: PluginActions; pageData: ReadPageData }): Awaitable<void>;
  /**
   * Returns a partial webpack config, merged in with webpack-merge. There is one compilation: its
   * bundle runs in the browser and, during `quire build`, pre-renders the pages in Node (code that
   * must only run in one of them checks `typeof window` at runtime).
   */
  configureWebpack?(args: { config: Configuration; utils: ConfigureWebpackUtils; content: Content }): Configuration | void;
  /**
   * Adds to or changes a page's record before it is written (the `last-updated` plugin sets
   * `lastUpdatedTime` here). Runs for every page of every content plugin, plugin by plugin in order.
   * The record is complete: for the docs plugin's pages it runs once the page has compiled, when
   * webpack bundles the record, so `page.toc` holds the page's headings. It runs again whenever the
   * record is rebuilt (every build, and in dev when the page changes): keep it cheap and repeatable.
   */
  extendPageData?(args: { page: PageRecord; sourceFilePath: string }): Awaitable<void>;
  /**
   * Build only: the value of one of a route's `dataModules` (what bundling the module would give as
   * its default export), for a route this plugin added whose page is static content. Called once
   * every page has compiled, on the main thread.
   */
  routeData?(args: { route: RouteRecord; key: string }): Awaitable<unknown>;
  /**
   * Build only: work to run once every page has compiled and webpack's cache is written (the
   * build's memory peak), while the pages render, on a thread of
   * its own (which loads only the task's module), or on the main thread when no thread can start.
   * Return the module and its input (or undefined: nothing to run). The tasks finish before
   * `postBuild`, which gets the task's result; a task that throws fails the build like a hook (a
   * QuireError as it is). For work that reads the pages' Markdown (their `.md` twins are written
   * by then) and is heavy enough to be worth a thread: the local search builds its index here.
   */
  workerTask?(args: WorkerTaskHookArgs<Content>): Awaitable<WorkerTask | undefined>;
  /** Runs after every page is written. */
  postBuild?(props: PostBuildProps<Content>): Awaitable<void>;
  /**
   * The files this plugin's `postBuild` writes into the output folder (and `serveDevRequest`
   * answers in dev), relative to it with forward slashes: `rss.xml`, `zh/llms-full.txt`. Links in
   * the docs to them are not dead links (the core gathers every plugin's list into
   * `context.pluginOutputFiles` before `loadContent`). Files whose names depend on the build (the
   * parts of a very large sitemap) may be left out.
   */
  outputFiles?: string[];
  /** A folder of theme components, layered between Quire's theme and the site's `theme/`. */
  getThemePath?(): string;
  /** Modules imported once, on every page, before the app renders (global CSS, polyfills). */
  getClientModules?(): string[];
  /** Absolute paths of files or folders whose change re-runs this plugin's `loadContent` and `contentLoaded` in dev. */
  getPathsToWatch?(): string[];
  /** Tags added to every page's HTML. */
  injectHtmlTags?(args: { content: Content }): HtmlTags;
  /** Tags added to the pages this hook chooses (return nothing for the others), in build and dev. */
  injectPageHtmlTags?(args: { content: Content; page: PageHtmlContext }): HtmlTags | undefined;
  /**
   * Dev only: answers a GET request under the site's base (the files `postBuild` writes, made on
   * request), before the dev server looks for a page or asset. Return undefined for paths the
   * plugin does not serve: the next plugin, then the dev server, answers them. A throw answers 500.
   */
  serveDevRequest?(args: ServeDevRequestArgs<Content>): Awaitable<DevResponse | undefined>;
  /**
   * Markdown steps. Give them as module specifiers (`require.resolve('./remarkThing')`, a package
   * name) with options, `[specifier, options]`: pages compile on worker threads, which load them.
   *
   * Each compile thread loads the config and calls every plugin factory again to read this field:
   * a plugin factory runs once per compile thread (and once on the main thread) and must not
   * depend on running once (no side effects that must not repeat, no state shared with the other
   * hooks through the factory's closure). A step hands per-page data back to its plugin with
   * `setPageData(file, pluginName, data)`; the plugin reads it with `pageData()` in
   * `contentLoaded`/`allContentLoaded`.
   *
   * The remark steps run on every parse of a page: its compile, its plain Markdown (`.md` twin,
   * search text) and the MDX fragments it imports; mark a step that only makes sense on the
   * compiled page with `pageOnly(step)`.
   */
  markdown?: {
    remarkPlugins?: UnifiedPluginEntry[];
    rehypePlugins?: UnifiedPluginEntry[];
    /** Shiki transformers: modules whose default export is a transformer or a function of the options returning one (or a promise of one). A transformer finds the block's place (file, fence line) in `this.options.meta.quire` (`CodeBlockPlace`). */
    shikiTransformers?: UnifiedPluginEntry[];
    /**
     * Components `.mdx` pages can use without an import: name -> module that exports it under that
     * name. A page that uses one imports it, so it is downloaded only with the pages that use it;
     * `MDXComponents` and `<Content components>` still override it.
     */
    components?: Record<string, string>;
    /**
     * How the components this plugin owns read in plain Markdown (`.md` twins, search text):
     * component name -> rule. A component without a rule gives way to its content.
     */
    plainMarkdown?: Record<string, PlainComponentRule>;
  };
  globalUIComponents?: GlobalUIComponent[];
}

/**
 * A plugin: a function of the load context and the plugin's options. It runs once on the main
 * thread and again in every compile thread (which reads the plugin's `markdown` field): it must
 * not depend on running once.
 */
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
