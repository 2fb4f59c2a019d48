import { isExternalUrl, type SidebarEntry } from 'quire/client';
import { isCurrentLink, isSidebarItem } from '../Sidebar/sidebarEntries';

export interface PageLink {
  text: string;
  link: string;
}

/**
 * The pages of a sidebar in reading order: every item with a link (a group that is a link comes
 * before its children), depth first. External links, dividers and section headers are not pages.
 */
export function sidebarPages({ entries }: { entries: SidebarEntry[] }): PageLink[] {
  const pages: PageLink[] = [];
  const walk = (list: SidebarEntry[]) => {
    for (const entry of list) {
      if (!isSidebarItem(entry)) continue;
      if (entry.link && !isExternalUrl(entry.link) && !entry.link.startsWith('#')) pages.push({ text: entry.text, link: entry.link });
      if (entry.items) walk(entry.items);
    }
  };
  walk(entries);
  return pages;
}

/** The previous and next pages of the page at `routePath` in its sidebar (none when it is not listed). */
export function prevNext({ entries, routePath }: { entries: SidebarEntry[]; routePath: string }): { prev?: PageLink; next?: PageLink } {
  const pages = sidebarPages({ entries });
  const index = pages.findIndex((page) => isCurrentLink({ link: page.link, routePath }));
  if (index < 0) return {};
  const result: { prev?: PageLink; next?: PageLink } = {};
  // A page listed twice (a group link repeated as a child) is not its own neighbour.
  const prev = pages.slice(0, index).reverse().find((page) => !isCurrentLink({ link: page.link, routePath }));
  const next = pages.slice(index + 1).find((page) => !isCurrentLink({ link: page.link, routePath }));
  if (prev) result.prev = prev;
  if (next) result.next = next;
  return result;
}
