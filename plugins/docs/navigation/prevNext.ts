import type { PrevNext, PrevNextLink, SidebarEntry } from 'quire';
import { classifyLink, normalizeRoutePath } from 'quire/plugin-utils';

/**
 * The pages of a sidebar in reading order: every item with an internal link, a group's own link
 * before its children. Headers, dividers and external links are not pages. A page listed twice
 * keeps its first place.
 */
export function flattenSidebar({ entries }: { entries: readonly SidebarEntry[] }): PrevNextLink[] {
  const pages: PrevNextLink[] = [];
  const seen = new Set<string>();
  const visit = (list: readonly SidebarEntry[]) => {
    for (const entry of list) {
      if (!('text' in entry)) continue;
      if (entry.link !== undefined && classifyLink(entry.link) === 'internal') {
        const key = normalizeRoutePath(entry.link);
        if (!seen.has(key)) {
          seen.add(key);
          pages.push({ text: entry.text, link: entry.link });
        }
      }
      if (entry.items) visit(entry.items);
    }
  };
  visit(entries);
  return pages;
}

interface FlatSidebar {
  pages: PrevNextLink[];
  positions: Map<string, number>;
}

// Every page of a section asks about the same sidebar: flatten it once, then each question is a
// Map lookup (4,000 pages would otherwise flatten 4,000 times). Weak keys let old sidebars go.
const flattened = new WeakMap<readonly SidebarEntry[], FlatSidebar>();

function flatSidebar(entries: readonly SidebarEntry[]): FlatSidebar {
  let flat = flattened.get(entries);
  if (!flat) {
    const pages = flattenSidebar({ entries });
    flat = { pages, positions: new Map(pages.map((page, index) => [normalizeRoutePath(page.link), index])) };
    flattened.set(entries, flat);
  }
  return flat;
}

/** The previous and next pages of a route in its sidebar; neither when the route is not in it. */
export function prevNext({ entries, routePath }: { entries: readonly SidebarEntry[]; routePath: string }): PrevNext {
  const { pages, positions } = flatSidebar(entries);
  const index = positions.get(normalizeRoutePath(routePath));
  if (index === undefined) return {};
  const prev = pages[index - 1];
  const next = pages[index + 1];
  return { ...(prev && { prev }), ...(next && { next }) };
}
