import type { PageRecord, TocItem } from 'quire';

/**
 * The docs plugin's data modules that hold what only compiling the pages tells: a page record's
 * toc, an overview page's headings. The plugin writes them before any page is compiled, naming the
 * source pages; the data loader (dataLoader.ts) fills them in when webpack reaches them, from the
 * Markdown service's analyses, so bundling starts while the pages still compile. The loader then
 * runs the plugins' `extendPageData` hooks on the complete record.
 */

/**
 * A page record without its toc: `source` is the Markdown page whose toc the loader puts in,
 * `sourceFilePath` the page's file (what `extendPageData` is told).
 */
export interface PageRecordModule {
  kind: 'page';
  record: PageRecord;
  sourceFilePath: string;
  source?: string;
}

/** One page an overview lists: `source` is its file (none for a link to a page that is not Markdown). */
export interface OverviewItemDraft {
  text: string;
  link: string;
  source?: string;
  /** The heading depths to list (`overviewHeaders`). */
  depths: number[];
}

/** An overview page's groups, before their pages' headings are known. */
export interface OverviewModule {
  kind: 'overview';
  groups: { name?: string; items: OverviewItemDraft[] }[];
}

export type DataModule = PageRecordModule | OverviewModule;

/** The headings of an overview item: the page's toc at the item's depths. */
export function overviewHeaders({ toc, depths }: { toc: readonly TocItem[]; depths: readonly number[] }): TocItem[] {
  return toc.filter((heading) => depths.includes(heading.depth));
}
