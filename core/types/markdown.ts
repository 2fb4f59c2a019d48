import type { TocItem } from './page';
import type { UnifiedPluginEntry } from './config';

/** An internal link of a page, as the Markdown compiler found it (for the dead-link check). */
export interface PageLink {
  /** The route it points at, normalised, without base or hash (`/zh/guide/start`); '' for `#anchor` links. */
  route: string;
  /** The anchor, without `#` (decoded), or undefined. */
  hash?: string;
  /** The link as written. */
  raw: string;
  line?: number;
  column?: number;
}

/** What Quire learns about a Markdown/MDX page while compiling it. */
export interface PageAnalysis {
  /** h2 to h4, in order, including headings of imported MDX fragments. */
  toc: TocItem[];
  /** Text of the first h1. */
  title?: string;
  /** Every id a link may point at: all headings (h1 to h6) and literal `id` attributes of elements. */
  anchors: string[];
  links: PageLink[];
  /** Files besides the page itself that its output depends on (fragments, `file="..."` code). */
  dependencies: string[];
  /** What Markdown steps recorded for plugins (`setPageData`), by plugin name: JSON-serialisable. */
  pluginData?: Record<string, unknown>;
  /** What the compile warns about (a dropped `javascript:` link), at its place in the page; the MDX loader reports them. */
  warnings?: PageWarning[];
  /**
   * The page is static content (core/markdown/staticContent.ts): rendered at build time from its
   * function body, shipped as HTML, never bundled. Only with `MdxCompilerOptions.staticContent`.
   */
  staticContent?: boolean;
}

/** A warning about a page, at its line and column when known. */
export interface PageWarning {
  message: string;
  line?: number;
  column?: number;
}

/**
 * Resolves a link written in a page to a route: relative `.md`/`.mdx` paths, routes with `.md`
 * or `.html`, and routes without a language prefix in a page of another language. Returns
 * undefined for what is not a page link (a relative image, a download), which stays as written.
 */
export type ResolveLink = (args: { fromFile: string; url: string }) => string | undefined;

/** How Markdown/MDX pages are compiled: Quire's steps, then these plugins. */
export interface MdxCompilerOptions {
  remarkPlugins: UnifiedPluginEntry[];
  rehypePlugins: UnifiedPluginEntry[];
  /** Module that exports `useMDXComponents` (the theme's MDX components provider). */
  providerImportSource?: string;
  development: boolean;
  /** `markdown.showLineNumbers` and `markdown.defaultWrapCode` of the site config. */
  code?: { showLineNumbers: boolean; defaultWrapCode: boolean };
  /** The site base, put in front of root-absolute image paths. */
  base?: string;
  /** Components `.mdx` pages use without an import: name -> module exporting it by that name. */
  components?: Record<string, string>;
  /**
   * Also make each page's plain Markdown (its `<route>.md`, see plainMarkdown.ts) while it is
   * compiled: builds export it, the dev server makes it on request.
   */
  plainMarkdown?: boolean;
  /**
   * Also make the function body of each page that is static content (core/markdown/staticContent.ts):
   * production builds whose theme renders the Markdown parts statically.
   */
  staticContent?: boolean;
  /** Shiki transformers for every code block (see UnifiedPluginEntry). */
  shikiTransformers?: UnifiedPluginEntry[];
  /** Where module specifiers in the lists above are resolved from (the site folder); default: the current directory. */
  siteDir?: string;
  /**
   * Where each entry of the lists was listed, by index (`the site config`, `plugin "docs"`), for
   * errors; default `the site config`.
   */
  listedIn?: { remarkPlugins?: string[]; rehypePlugins?: string[]; shikiTransformers?: string[] };
  /** How plain Markdown renders the JSX components plugins own (`markdown.plainMarkdown` of plugins). */
  plainComponents?: Record<string, PlainComponentRule>;
}

/**
 * Where a code block is, for Shiki transformers: `this.options.meta.quire` in a transformer's
 * hooks. `line` and `column` are the block's opening fence in the page's source file (1-based;
 * frontmatter counted); `file` is the page's VFile (for `setPageData`). Blocks highlighted outside
 * a page have none.
 */
export interface CodeBlockPlace {
  file: { path?: string; data: Record<string, unknown> };
  line: number;
  column: number;
}

/**
 * How a plugin's JSX component reads in plain Markdown (`.md` twins, search text); a component
 * without a rule gives way to its content. Data, not code: the compile workers read it too.
 * - `callout`: a blockquote led by a bold title: the `titleProp` attribute, else `titles[type]`
 *   where type is the `typeProp` attribute; only when that type is in `titles`.
 * - `code`: a code block of the `prop` attribute, after `prefix` (`npm ` + `install x`).
 */
export type PlainComponentRule =
  | { kind: 'callout'; typeProp: string; titleProp?: string; titles: Record<string, string> }
  | { kind: 'code'; prop: string; lang?: string; prefix?: string };

/** A page's analysis and its source, as `MarkdownService.settledAnalyses` returns them. */
export interface AnalyzedPage {
  sourceFilePath: string;
  analysis: PageAnalysis;
}

/**
 * Compiles every Markdown/MDX page once per version of its source (`context.markdown`), on worker
 * threads while webpack bundles. A content plugin asks for its pages' analyses when it loads its
 * content (without waiting for them: the dead-link check and the search need them only after
 * bundling); the loaders ask for a page's code and toc when webpack reaches the page, and get
 * the compile already under way, or the cached analysis, instead of compiling again.
 */
export interface MarkdownService {
  readonly options: MdxCompilerOptions;
  /**
   * What the compiled output depends on besides each page's own sources: Quire's code, the steps
   * (lists, options and the files of steps given as specifiers), the config files. Part of every
   * cache key of compiled pages (the analysis cache's, webpack's).
   */
  readonly signature: string;
  /**
   * The analysis of a page: from the cache when it has this exact version, else from the compile
   * under way for this source, else a new compile. `urgent`: before the pages that only wait.
   * Without `source` the service reads the file, and the page counts as asked for at once (a
   * plugin's `pageData()` called meanwhile waits for it).
   */
  analyzePage(args: { filePath: string; source?: string; urgent?: boolean }): Promise<PageAnalysis>;
  /** The compiled code of this exact source (the compile under way, handed over once, or a new, urgent one). */
  compilePage(args: { filePath: string; source: string }): Promise<{ code: string; dependencies: string[]; warnings: PageWarning[] }>;
  /**
   * The file holding the plain Markdown of this version of a page, made when it was compiled
   * (with `options.plainMarkdown`); undefined when there is none.
   */
  plainMarkdownFile(args: { filePath: string; source: string }): string | undefined;
  /**
   * The file holding the function body of this version of a page when it is static content (made
   * when it was compiled, with `options.staticContent`); undefined when it is not, or not compiled.
   */
  staticContentFile(args: { filePath: string; source: string }): string | undefined;
  /**
   * The analyses of every page asked for so far (its latest version), once their compiles have
   * settled; the ones still queued are made urgent, so this does not wait on a paused pool (dev).
   * Pages that failed to compile are left out.
   */
  settledAnalyses(): Promise<AnalyzedPage[]>;
  /** Waits for the compiles under way, then writes the analysis cache when it changed. */
  save(): Promise<void>;
}

/** What `mdxImport()` of `quire` makes: an `import` statement for a remark step to add to a page. */
export interface MdxImportOptions {
  /** The module specifier: a package, an alias (`@theme/Preview`) or an absolute path. */
  source: string;
  /** The local name of the default export, if it is imported. */
  defaultAs?: string;
  /** Named exports, exported name -> local name. */
  named?: Record<string, string>;
}

/** An MDX ESM node (mdast `mdxjsEsm`) with its estree, which is what MDX compiles. */
export interface MdxEsmNode {
  type: 'mdxjsEsm';
  value: string;
  data: { estree: { type: 'Program'; sourceType: 'module'; body: Array<{ type: string; [key: string]: unknown }> } };
  [key: string]: unknown;
}
