import type { SidebarEntry, SidebarItem } from 'quire/client';
import { groupKey, isCurrentLink, isSidebarItem } from './sidebarEntries';

/**
 * A sidebar of thousands of pages must not put thousands of links into every page: the sidebar
 * renders a window of its visible rows around the current page (`WINDOW_RADIUS` before and after),
 * and more as the reader scrolls towards either end (`WINDOW_STEP` at a time). Rows are what the
 * reader sees, in order: links, group headers, section headers, dividers; the rows of a closed
 * group are not visible. A row outside the window is not rendered unless it holds one inside.
 */

export const WINDOW_RADIUS = 50;
export const WINDOW_STEP = 200;
/** A closed group of more entries than this has no body until it opens (smaller ones keep theirs, so they open with an animation). */
export const CLOSED_BODY_LIMIT = 50;

export interface SidebarRows {
  /** Each rendered entry's row (by its key), and its subtree's last row. */
  spans: Map<string, { first: number; last: number }>;
  total: number;
  /** The current page's row, or 0 when the sidebar does not list it. */
  current: number;
}

/** Rows of the sidebar's entries, given which groups are open. */
export function sidebarRows({
  entries,
  routePath,
  isOpen,
}: {
  entries: SidebarEntry[];
  routePath: string;
  isOpen: (args: { key: string; item: SidebarItem }) => boolean;
}): SidebarRows {
  const spans = new Map<string, { first: number; last: number }>();
  let next = 0;
  let current: number | undefined;
  const walk = (list: SidebarEntry[], prefix: string) => {
    list.forEach((entry, index) => {
      const key = groupKey({ prefix, index });
      const first = next++;
      if (isSidebarItem(entry)) {
        if (current === undefined && isCurrentLink({ link: entry.link, routePath })) current = first;
        if (entry.items && isOpen({ key, item: entry })) walk(entry.items, key);
      }
      spans.set(key, { first, last: next - 1 });
    });
  };
  walk(entries, '');
  return { spans, total: next, current: current ?? 0 };
}

/** How many rows before and after the current one are rendered. */
export interface SidebarWindow {
  before: number;
  after: number;
}

export const initialWindow: SidebarWindow = { before: WINDOW_RADIUS, after: WINDOW_RADIUS };

/** Whether the entry with this span (or a row below it) falls inside the window. */
export function inWindow({ span, rows, window }: { span: { first: number; last: number }; rows: SidebarRows; window: SidebarWindow }): boolean {
  return span.last >= rows.current - window.before && span.first <= rows.current + window.after;
}

/** Whether the entry with this span and every row below it are inside the window. */
export function wholeInWindow({ span, rows, window }: { span: { first: number; last: number }; rows: SidebarRows; window: SidebarWindow }): boolean {
  return span.first >= rows.current - window.before && span.last <= rows.current + window.after;
}

/** Whether rows are left out before or after the window. */
export function windowEdges({ rows, window }: { rows: SidebarRows; window: SidebarWindow }): { before: boolean; after: boolean } {
  return { before: rows.current - window.before > 0, after: rows.current + window.after < rows.total - 1 };
}

/** The number of entries below a group, all levels. */
export function entryCount(item: SidebarItem): number {
  return (item.items ?? []).reduce((sum, child) => sum + 1 + (isSidebarItem(child) ? entryCount(child) : 0), 0);
}
