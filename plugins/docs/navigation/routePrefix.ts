import type { NavItem, Sidebar, SidebarEntry } from 'quire';

/**
 * Nav and sidebar links are written once per language without the language (and version) prefix:
 * `/guide/start` in `docs/zh/_nav.json` means `/zh/guide/start`. Only root-absolute links get the
 * prefix: external (`https:`, `//cdn`), hash, relative and already prefixed links are kept as written.
 */
export function withRoutePrefix({ link, routePrefix }: { link: string; routePrefix: string }): string {
  if (routePrefix === '/' || !link.startsWith('/') || link.startsWith('//')) return link;
  const bare = routePrefix.replace(/\/+$/, '');
  // Route matching ignores letter case, so `/ZH/x` is as prefixed as `/zh/x`.
  const lower = link.toLowerCase();
  const lowerBare = bare.toLowerCase();
  const prefixed = lower.startsWith(lowerBare) && (lower.length === lowerBare.length || '/?#'.includes(lower[lowerBare.length]!));
  if (prefixed) return link;
  return link === '/' ? routePrefix : `${bare}${link}`;
}

export function prefixNavItems({ items, routePrefix }: { items: NavItem[]; routePrefix: string }): NavItem[] {
  if (routePrefix === '/') return items;
  return items.map((item) => ({
    ...item,
    ...(item.link !== undefined && { link: withRoutePrefix({ link: item.link, routePrefix }) }),
    ...(item.items && { items: prefixNavItems({ items: item.items, routePrefix }) }),
  }));
}

export function prefixSidebarEntries({ entries, routePrefix }: { entries: SidebarEntry[]; routePrefix: string }): SidebarEntry[] {
  if (routePrefix === '/') return entries;
  return entries.map((entry) => {
    if (!('text' in entry)) return entry;
    return {
      ...entry,
      ...(entry.link !== undefined && { link: withRoutePrefix({ link: entry.link, routePrefix }) }),
      ...(entry.items && { items: prefixSidebarEntries({ entries: entry.items, routePrefix }) }),
    };
  });
}

/** A sidebar from config: its keys are route prefixes too, so they get the language prefix as well. */
export function prefixSidebar({ sidebar, routePrefix }: { sidebar: Sidebar; routePrefix: string }): Sidebar {
  if (routePrefix === '/') return sidebar;
  const result: Sidebar = {};
  for (const [key, entries] of Object.entries(sidebar)) {
    result[withRoutePrefix({ link: key, routePrefix })] = prefixSidebarEntries({ entries, routePrefix });
  }
  return result;
}
