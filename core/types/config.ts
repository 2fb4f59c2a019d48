import type { HeadConfig } from './page';
import type { PluginConfig } from './plugin';

export interface NavItem {
  text: string;
  link?: string;
  tag?: string;
  activeMatch?: string;
  position?: 'left' | 'right';
  items?: NavItem[];
}

export interface SidebarDivider {
  dividerType: 'solid' | 'dashed';
}

export interface SidebarSectionHeader {
  sectionHeaderText: string;
  tag?: string;
}

export interface SidebarItem {
  text: string;
  link?: string;
  tag?: string;
  items?: SidebarEntry[];
  collapsed?: boolean;
  collapsible?: boolean;
  context?: string;
  overviewHeaders?: number[];
}

export type SidebarEntry = SidebarItem | SidebarDivider | SidebarSectionHeader;

/** Sidebars keyed by the route prefix they apply to (`/guide/`). */
export type Sidebar = Record<string, SidebarEntry[]>;

export type SocialLinkIcon = 'github' | 'npm' | 'discord' | 'x' | { svg: string };

export interface SocialLink {
  icon: SocialLinkIcon;
  mode: 'link' | 'text' | 'img' | 'dom';
  content: string;
}

export interface EditLink {
  docRepoBaseUrl: string;
  text?: string;
}

/** A dismissable line above the navbar (CONTRACT §7 "Banner"). */
export interface BannerConfig {
  text: string;
  /** Where the text links to (a route or a URL). */
  link?: string;
}

export interface OverviewTexts {
  filterNameText?: string;
  filterPlaceholderText?: string;
  filterNoResultText?: string;
}

/** UI strings and per-language navigation (themeConfig.locales[]). */
export interface LocaleThemeConfig {
  lang: string;
  label: string;
  title?: string;
  description?: string;
  nav?: NavItem[];
  sidebar?: Sidebar;
  editLink?: EditLink;
  overview?: OverviewTexts;
  outlineTitle?: string;
  lastUpdatedText?: string;
  prevPageText?: string;
  nextPageText?: string;
  searchPlaceholderText?: string;
  /** This language's banner; overrides `themeConfig.banner`. */
  banner?: BannerConfig;
}

export interface ThemeConfig {
  nav?: NavItem[];
  sidebar?: Sidebar;
  darkMode: boolean;
  localeRedirect: 'auto' | 'never' | 'only-default-lang';
  lastUpdated: boolean;
  outline: boolean;
  outlineTitle?: string;
  lastUpdatedText?: string;
  prevPageText?: string;
  nextPageText?: string;
  footer?: { message?: string };
  socialLinks: SocialLink[];
  editLink?: EditLink;
  overview?: OverviewTexts;
  banner?: BannerConfig;
  locales: LocaleThemeConfig[];
}

/** A language of the site (top-level `locales`, or derived from `themeConfig.locales`). */
export interface LocaleConfig {
  lang: string;
  label: string;
  title?: string;
  description?: string;
}

export interface RouteOptions {
  /** `/guide/start` instead of `/guide/start.html` in links (default true). */
  cleanUrls: boolean;
  /** Globs, relative to the docs folder, of files that are not pages. */
  exclude: string[];
}

export interface MultiVersion {
  default: string;
  versions: string[];
}

export interface SearchOptions {
  mode: 'local' | 'off';
  /** Index code blocks too (default true). */
  codeBlocks: boolean;
}

/**
 * A remark/rehype plugin or Shiki transformer: a module specifier (package name, or a path
 * relative to the site) or the function itself, alone or as `[it, options]`. Pages compile on
 * worker threads, which load the config and plugins again: specifiers are what travels best.
 */
export type UnifiedPluginEntry = string | ((...args: any[]) => unknown) | [string | ((...args: any[]) => unknown), unknown] | object;

export interface MarkdownOptions {
  remarkPlugins: UnifiedPluginEntry[];
  rehypePlugins: UnifiedPluginEntry[];
  /** Shiki transformers for every code block (see UnifiedPluginEntry). */
  shikiTransformers: UnifiedPluginEntry[];
  /**
   * Shiki options, as Rspress spells them: `transformers` run after `shikiTransformers` (the same
   * list, the same entries), after Quire's own line highlighting and notation comments.
   */
  shiki: { transformers: UnifiedPluginEntry[] };
  showLineNumbers: boolean;
  defaultWrapCode: boolean;
  /**
   * The dead-link check: `true` (the default) fails the build on a link to a missing page or
   * anchor (a warning in dev), `false` turns it off, an object sets its `level` and `excludes`.
   */
  checkDeadLinks: boolean | DeadLinkCheckOptions;
}

/** `markdown.checkDeadLinks` as an object. */
export interface DeadLinkCheckOptions {
  /** `'error'` (the default) fails `quire build`; `'warn'` prints the dead links and builds. Dev always warns. */
  level?: 'error' | 'warn';
  /**
   * Links never reported: a string matches a link as written (`/old/page`, `./draft.md#intro`) or
   * the route it resolves to, without its anchor; a RegExp is tested against both. The check runs
   * on the main thread, so RegExps are fine here.
   */
  excludes?: (string | RegExp)[];
}

export interface BuildConfig {
  /** Warnings fail `quire build` (as `--strict` does): exit 1, nothing written. Default false. */
  strict: boolean;
}

/** A component rendered on every page: a module path, or `[modulePath, props]`. */
export type GlobalUIComponent = string | [string, Record<string, unknown>];

/** The site config after validation, with every default applied. */
export interface SiteConfig {
  title: string;
  description: string;
  base: string;
  /** Absolute origin of the deployed site (`https://quire.dev`), used for canonical URLs. */
  siteUrl?: string;
  icon?: string;
  logo?: string | { light: string; dark: string };
  logoText?: string;
  lang: string;
  locales: LocaleConfig[];
  docsDir: string;
  outDir: string;
  publicDir: string;
  head: HeadConfig[];
  route: RouteOptions;
  themeConfig: ThemeConfig;
  multiVersion: MultiVersion;
  search: SearchOptions | false;
  markdown: MarkdownOptions;
  build: BuildConfig;
  plugins: PluginConfig[];
  globalUIComponents: GlobalUIComponent[];
  /**
   * The image zoom (the built-in `medium-zoom` plugin, `quire/plugins/medium-zoom`): on by
   * default, `false` turns it off, an object gives its options.
   */
  mediumZoom: boolean | MediumZoomOptions;
}

/**
 * Options of the image zoom: which images, and medium-zoom's own options
 * (https://github.com/francoischalifour/medium-zoom#options) that a config can hold.
 */
export interface MediumZoomOptions {
  /** The images that zoom (default: the doc content's, `.quire-doc img`). An image inside a link never zooms: it keeps its link. */
  selector?: string;
  /** Space around the zoomed image, in pixels (default 24). */
  margin?: number;
  /** The backdrop's colour (default: the page's background, read when the zoom opens, so it matches light and dark). */
  background?: string;
  /** How far the page may scroll, in pixels, before the zoom closes (medium-zoom's default 40). */
  scrollOffset?: number;
  /** Where the zoomed image fits: a selector, or a box in pixels. */
  container?: string | { width?: number; height?: number; top?: number; bottom?: number; right?: number; left?: number };
  /** A selector of a `<template>` the zoomed image is shown in. */
  template?: string;
}

type DeepPartial<T> = T extends (infer U)[]
  ? U[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** What `quire.config.ts` exports: every field optional. */
export type UserConfig = DeepPartial<Omit<SiteConfig, 'plugins' | 'markdown' | 'search'>> & {
  plugins?: PluginConfig[];
  markdown?: Partial<MarkdownOptions>;
  search?: Partial<SearchOptions> | false;
};

/** What a config written as a function receives. */
export interface ConfigEnv {
  mode: 'production' | 'development';
  command: 'build' | 'dev' | 'preview';
}
