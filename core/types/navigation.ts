import type { NavItem, Sidebar } from './config';

/**
 * The files that describe navigation next to the content (CONTRACT §4): `_nav.json` at a language
 * root (an array of NavItem) and `_meta.json` in any folder (an array of MetaItem), and what the
 * docs plugin derives from them.
 */

/** Fields a page entry of `_meta.json` may set; the page's frontmatter wins for tag, overviewHeaders, context. */
interface MetaPageFields {
  /** File or folder name, relative to the folder of the `_meta.json`; a file's extension is optional. */
  name: string;
  label?: string;
  tag?: string;
  overviewHeaders?: number[];
  context?: string;
}

/** `{type:'file'}`: one page. A bare string in `_meta.json` means the same. */
export interface MetaFileItem extends MetaPageFields {
  type: 'file';
}

/** `{type:'dir'}`: a collapsible group whose items come from the sub-folder. */
export interface MetaDirItem extends MetaPageFields {
  type: 'dir';
  collapsible?: boolean;
  collapsed?: boolean;
}

/** `{type:'dir-section-header'}`: a section header followed by the sub-folder's items, flattened. */
export interface MetaDirSectionHeaderItem extends MetaPageFields {
  type: 'dir-section-header';
}

/** `{type:'section-header'}`: a header that is not a link. */
export interface MetaSectionHeaderItem {
  type: 'section-header';
  label: string;
  tag?: string;
}

/** `{type:'divider'}`: a rule between items. */
export interface MetaDividerItem {
  type: 'divider';
  dashed?: boolean;
}

/** `{type:'custom-link'}`: any link (external allowed), or a group of them when it has `items`. */
export interface MetaCustomLinkItem {
  type: 'custom-link';
  label: string;
  link?: string;
  tag?: string;
  context?: string;
  items?: MetaCustomLinkItem[];
  collapsible?: boolean;
  collapsed?: boolean;
}

export type MetaObjectItem =
  | MetaFileItem
  | MetaDirItem
  | MetaDirSectionHeaderItem
  | MetaSectionHeaderItem
  | MetaDividerItem
  | MetaCustomLinkItem;

/** One entry of a `_meta.json` array. */
export type MetaItem = string | MetaObjectItem;

/** Navigation of every language (and version), keyed by `localeKey()`: `en`, `zh`, `v1/zh`. */
export interface NavigationData {
  nav: Record<string, NavItem[]>;
  sidebars: Record<string, Sidebar>;
}

/** A neighbour page in the doc footer. */
export interface PrevNextLink {
  text: string;
  link: string;
}

export interface PrevNext {
  prev?: PrevNextLink;
  next?: PrevNextLink;
}
