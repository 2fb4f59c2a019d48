import { isExternalUrl, normalizeRoutePath, type SidebarEntry, type SidebarItem } from 'quire/client';

/**
 * What the sidebar and the doc footer need to know about sidebar entries: which kind an entry is,
 * and whether a link or a group points at the page on screen.
 */

export type SidebarDividerEntry = Extract<SidebarEntry, { dividerType: unknown }>;
export type SidebarSectionHeaderEntry = Extract<SidebarEntry, { sectionHeaderText: unknown }>;

export function isDivider(entry: SidebarEntry): entry is SidebarDividerEntry {
  return 'dividerType' in entry;
}

export function isSectionHeader(entry: SidebarEntry): entry is SidebarSectionHeaderEntry {
  return 'sectionHeaderText' in entry;
}

export function isSidebarItem(entry: SidebarEntry): entry is SidebarItem {
  return 'text' in entry && !isDivider(entry) && !isSectionHeader(entry);
}

/** True when a sidebar link leads to the page at `routePath` (external links never do). */
export function isCurrentLink({ link, routePath }: { link: string | undefined; routePath: string }): boolean {
  if (!link || isExternalUrl(link) || link.startsWith('#')) return false;
  return normalizeRoutePath(link) === normalizeRoutePath(routePath);
}

/** True when the item, or any item below it, links to the page at `routePath`. */
export function containsRoute({ item, routePath }: { item: SidebarItem; routePath: string }): boolean {
  if (isCurrentLink({ link: item.link, routePath })) return true;
  return (item.items ?? []).some((child) => isSidebarItem(child) && containsRoute({ item: child, routePath }));
}

/**
 * The keys of the groups that hold the page at `routePath`, outermost first. A group's key is its
 * index path in the sidebar (`"3"`, `"3.1"`): the sidebar keeps open/closed state under it.
 */
export function groupKeysContaining({ entries, routePath, prefix = '' }: { entries: SidebarEntry[]; routePath: string; prefix?: string }): string[] {
  const keys: string[] = [];
  entries.forEach((entry, index) => {
    if (!isSidebarItem(entry) || !entry.items?.length) return;
    const key = groupKey({ prefix, index });
    if (!containsRoute({ item: entry, routePath })) return;
    keys.push(key, ...groupKeysContaining({ entries: entry.items, routePath, prefix: key }));
  });
  return keys;
}

/** The key of the entry at `index` below the group whose key is `prefix` ('' at the top level). */
export function groupKey({ prefix, index }: { prefix: string; index: number }): string {
  return prefix ? `${prefix}.${index}` : String(index);
}

/** Whether a group starts open: `collapsed` says so, but a group that holds the current page is open. */
export function initiallyOpen({ item, routePath }: { item: SidebarItem; routePath: string }): boolean {
  if (item.collapsible === false) return true;
  return !item.collapsed || containsRoute({ item, routePath });
}
