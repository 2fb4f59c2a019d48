import path from 'node:path';
import type { SidebarItem } from 'quire';
import type { NavigationPage } from './pageTree';
import { pagePlace, stripPageExtension } from './pageTree';

/** The `_meta.json` fields that describe a page. */
export interface PageItemFields {
  label?: string;
  tag?: string;
  overviewHeaders?: number[];
  context?: string;
}

/**
 * A page's name when nothing better is known: its file name, or for an index page (whose title
 * DocPage leaves empty when it has none) the folder's name.
 */
export function pageFallbackLabel({ page }: { page: NavigationPage }): string {
  const place = pagePlace(page);
  const stem = stripPageExtension(path.basename(place));
  return stem === 'index' ? path.basename(path.dirname(place)) : stem;
}

/**
 * The sidebar item of a page. The label is the author's choice in `_meta.json`, else the page's
 * title (frontmatter title, first h1, file name: DocPage.title). For tag, overviewHeaders and
 * context the page's own frontmatter wins: it is the more specific place, next to the content.
 */
export function pageItem({ page, fields = {} }: { page: NavigationPage; fields?: PageItemFields }): SidebarItem {
  const { frontmatter } = page;
  const tag = frontmatter.tag ?? fields.tag;
  const overviewHeaders = frontmatter.overviewHeaders ?? fields.overviewHeaders;
  const context = typeof frontmatter.context === 'string' ? frontmatter.context : fields.context;
  return {
    text: fields.label ?? (page.title || pageFallbackLabel({ page })),
    link: page.routePath,
    ...(tag !== undefined && { tag }),
    ...(overviewHeaders !== undefined && { overviewHeaders }),
    ...(context !== undefined && { context }),
  };
}
