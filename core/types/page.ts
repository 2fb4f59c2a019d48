/** Page types understood by the themes (CONTRACT §4). */
export type PageType = 'home' | 'doc' | 'custom' | 'blank' | '404';

/** One entry of a page's table of contents: an h2, h3 or h4. */
export interface TocItem {
  text: string;
  id: string;
  depth: 2 | 3 | 4;
  /** Offset of the heading in the page's Markdown body (frontmatter blanked out), -1 when unknown (fragments). */
  charIndex: number;
}

export interface HeroAction {
  text: string;
  link: string;
  theme?: 'brand' | 'alt';
}

export interface HeroImage {
  src: string | { light: string; dark: string };
  alt?: string;
  srcset?: string | string[];
  sizes?: string | string[];
}

export interface Hero {
  badge?: string;
  name?: string;
  text?: string | string[];
  tagline?: string;
  actions?: HeroAction[];
  image?: HeroImage;
}

export interface Feature {
  icon?: string;
  title: string;
  details?: string;
  link?: string;
  span?: 2 | 3 | 4 | 6;
}

/** A `<head>` element: `[tagName, attributes]` or `[tagName, attributes, innerHTML]`. */
export type HeadTag = [string, Record<string, string | boolean>] | [string, Record<string, string | boolean>, string];

/** A `<head>` entry of the site config: raw HTML, or a HeadTag. */
export type HeadConfig = string | HeadTag;

/** The frontmatter fields Quire knows (site-spec §3). Other keys are kept as they are. */
export interface Frontmatter {
  title?: string;
  titleSuffix?: string;
  description?: string;
  head?: HeadTag[];
  pageType?: PageType;
  navbar?: boolean;
  sidebar?: boolean;
  outline?: boolean;
  footer?: boolean;
  overview?: boolean;
  overviewHeaders?: number[];
  tag?: string;
  hero?: Hero;
  features?: Feature[];
  globalUIComponents?: boolean;
  /** Keep the page out of search engines (`<meta name="robots" content="noindex">`) and the sitemap. */
  noindex?: boolean;
  /** The page's publication date (feeds sort by it); YAML dates and date strings alike. */
  date?: string | Date;
  [key: string]: unknown;
}

/** What a theme reads through `usePageData()` (site-spec §3 "Page record"). */
export interface PageRecord {
  title: string;
  routePath: string;
  lang: string;
  version: string;
  pageType: PageType;
  toc: TocItem[];
  frontmatter: Frontmatter;
  /** Source file relative to the docs folder, with forward slashes (`en/guide/start.md`). */
  _relativePath: string;
  /** Milliseconds since the epoch of the source file's last commit; absent when unknown. */
  lastUpdatedTime?: number;
  /** The plugin that added the page (`addPages()`); absent for files of the docs folder. Such a page has no file to edit. */
  addedBy?: string;
  description?: string;
}

/** One group of an overview page (`overview: true`): a sidebar group and its pages' headings. */
export interface OverviewGroup {
  /** The group's name; undefined for pages outside any group (the theme shows "Others"). */
  name?: string;
  items: { text: string; link: string; headers: TocItem[] }[];
}
