import type { Sidebar, SidebarEntry } from 'quire';
import { normalizeRoutePath } from 'quire/plugin-utils';

/**
 * The sidebar of a route: the one whose key is the longest prefix of the route, compared the way
 * routes are matched (letter case, a trailing slash, `.html` and `/index` ignored), and by whole
 * segments, so `/guide/` covers `/guide`, `/guide/a` and `/Guide/a/` but not `/guides`.
 */
export function matchSidebar({ sidebars, routePath }: { sidebars: Sidebar | undefined; routePath: string }): SidebarEntry[] {
  if (!sidebars) return [];
  const key = matchSidebarKey({ sidebar: sidebars, routePath });
  return key === undefined ? [] : sidebars[key]!;
}

/**
 * The key of the sidebar matchSidebar picks, or undefined. Pages of one section share the key,
 * so callers can emit each sidebar once and point every page of the section at it.
 */
export function matchSidebarKey({ sidebar, routePath }: { sidebar: Sidebar; routePath: string }): string | undefined {
  const route = normalizeRoutePath(routePath);
  let best: { key: string; length: number } | undefined;
  for (const key of Object.keys(sidebar)) {
    const prefix = normalizeRoutePath(key);
    const covers = prefix === '/' || route === prefix || route.startsWith(`${prefix}/`);
    if (covers && (!best || prefix.length > best.length)) best = { key, length: prefix.length };
  }
  return best?.key;
}
