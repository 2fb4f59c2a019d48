import type { SidebarEntry, SidebarItem } from 'quire';
import { normalizeRoutePath } from 'quire/plugin-utils';
import type { DocPage } from './loadDocs';
import type { OverviewItemDraft, OverviewModule } from './data/dataModules';

const isItem = (entry: SidebarEntry): entry is SidebarItem => 'text' in entry;

/** Every page link below a sidebar entry, in order. */
function pageItems(entry: SidebarItem): SidebarItem[] {
  const own = entry.link ? [entry] : [];
  return [...own, ...(entry.items ?? []).filter(isItem).flatMap(pageItems)];
}

/**
 * What an overview page (`overview: true`) lists: the groups of its section's sidebar, each with
 * its pages and, for each page, the source whose headings to list and the `overviewHeaders`
 * depths to list (the page's frontmatter, else the sidebar item's, else the overview page's,
 * else h2). Pages listed at the top level of the sidebar go into a group without a name (the
 * theme shows "Others"). The data loader adds the headings once the pages are compiled.
 */
export function overviewGroups({
  entries,
  pages,
  self,
}: {
  entries: SidebarEntry[];
  pages: DocPage[];
  self: DocPage;
}): OverviewModule['groups'] {
  const byRoute = new Map(pages.map((page) => [normalizeRoutePath(page.routePath), page]));
  const selfRoute = normalizeRoutePath(self.routePath);
  const toOverviewItem = (item: SidebarItem): OverviewItemDraft => {
    const page = byRoute.get(normalizeRoutePath(item.link!));
    const depths = page?.frontmatter.overviewHeaders ?? item.overviewHeaders ?? self.frontmatter.overviewHeaders ?? [2];
    const source = page && /\.mdx?$/i.test(page.filePath) ? page.filePath : undefined;
    return { text: item.text, link: item.link!, ...(source === undefined ? {} : { source }), depths };
  };
  const listed = (item: SidebarItem) => !/^[a-z]+:/i.test(item.link!) && normalizeRoutePath(item.link!) !== selfRoute;
  const groups: OverviewModule['groups'] = [];
  const others: SidebarItem[] = [];
  for (const entry of entries.filter(isItem)) {
    if (entry.items && entry.items.length > 0) {
      const items = pageItems(entry).filter(listed);
      if (items.length > 0) groups.push({ name: entry.text, items: items.map(toOverviewItem) });
    } else if (entry.link && listed(entry)) {
      others.push(entry);
    }
  }
  if (others.length > 0) groups.push({ items: others.map(toOverviewItem) });
  return groups;
}
