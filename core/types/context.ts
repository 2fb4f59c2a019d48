import type { SiteConfig } from './config';
import type { MarkdownService } from './markdown';
import type { VirtualPageFile } from './plugin';

export type BuildMode = 'production' | 'development';

/** What every plugin factory receives. */
export interface LoadContext {
  /** Absolute path of the site folder (the one holding quire.config.ts). */
  siteDir: string;
  /** Absolute path of the config file, or undefined when the site has none. */
  siteConfigPath?: string;
  siteConfig: SiteConfig;
  /** Absolute path where generated modules go (`<siteDir>/.quire`). */
  generatedFilesDir: string;
  /** Absolute path of the final output folder. */
  outDir: string;
  /** The site base with leading and trailing slash (`/`, `/docs/`). */
  baseUrl: string;
  mode: BuildMode;
  /** Languages of the site, default first. */
  langs: string[];
  defaultLang: string;
  quireVersion: string;
  /** Absolute path of the Quire package. */
  quireDir: string;
  /** Compiles Markdown/MDX pages ahead of bundling; usable from `loadContent` on. */
  markdown: MarkdownService;
  /**
   * The pages every plugin added with `addPages()`, in plugin order, checked and on disk: set by the
   * core before `loadContent` (empty while plugins are created, and in the compile workers). The
   * docs plugin makes them pages at their routes.
   */
  virtualPages?: readonly VirtualPageFile[];
  /**
   * Every plugin's `outputFiles` (`rss.xml`, `zh/llms.txt`: relative to the output folder), in
   * plugin order: set by the core before `loadContent` (empty while plugins are created, and in
   * the compile workers). The docs plugin's dead-link check accepts links to them.
   */
  pluginOutputFiles?: readonly string[];
}
