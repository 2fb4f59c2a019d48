import type { NavItem, SidebarEntry, Sidebar } from 'quire';
import { isExternalUrl, normalizeRoutePath } from 'quire/plugin-utils';

/** One H2 section of `llms.txt`: a title and its pages, in order. */
export interface LlmsSection<Page> {
  title: string;
  pages: Page[];
}

export interface LlmsSectionsOptions<Page extends { routePath: string }> {
  /** The language's pages that are listed, in route order. */
  pages: readonly Page[];
  /** The language's sidebars (the docs plugin's, keyed by route prefix); undefined when it has none. */
  sidebar: Sidebar | undefined;
  /** The language's navbar: its order is the order of the sidebars. */
  nav: readonly NavItem[] | undefined;
  /** The route prefix of the language (`/`, `/zh/`): a sidebar keyed by it is the whole language's. */
  languageRoot: string;
  /** The title of the section of pages that are in no sidebar group (`Others`). */
  defaultGroupName: string;
}

/**
 * The pages of one language cut into sections, in sidebar order, every page once:
 *
 * - the sidebars come in the order the navbar first links into them, then the others in their own order;
 * - in a sidebar, a section header (`sectionHeaderText`) and a group (an item with `items`, nested
 *   groups flattened into it) each open a section named by their text; a page item outside any
 *   group joins the last section header's section or, before any, a section named after the
 *   navbar item that leads to the sidebar (the default group name when none does);
 * - pages in no sidebar (the home page, pages left out of `_meta.json`) end in the default group;
 * - sections with the same title are one section (at the first one's place), sections without a
 *   page are left out, and a page the sidebars list twice stays where it was first listed.
 */
export function llmsSections<Page extends { routePath: string }>({ pages, sidebar, nav, languageRoot, defaultGroupName }: LlmsSectionsOptions<Page>): LlmsSection<Page>[] {
  const byKey = new Map(pages.map((page) => [normalizeRoutePath(page.routePath), page]));
  const placed = new Set<Page>();
  const sections = new Map<string, Page[]>();
  // Opens the section `title` (at its first place) and puts the page `link` names in it, if listed and not yet placed.
  const place = ({ title, link }: { title: string; link?: string | undefined }) => {
    const list = sections.get(title) ?? [];
    sections.set(title, list);
    if (link === undefined || isExternalUrl(link) || !link.startsWith('/')) return;
    const page = byKey.get(normalizeRoutePath(link));
    if (!page || placed.has(page)) return;
    placed.add(page);
    list.push(page);
  };

  for (const key of sidebarOrder({ sidebar, nav })) {
    const looseTitle = (normalizeRoutePath(key) !== normalizeRoutePath(languageRoot) ? navTitleFor({ prefix: key, nav }) : undefined) ?? defaultGroupName;
    let current: string | undefined;
    for (const entry of sidebar![key]!) {
      if ('sectionHeaderText' in entry) {
        current = entry.sectionHeaderText;
        place({ title: current });
      } else if ('text' in entry && entry.items && entry.items.length > 0) {
        for (const link of groupLinks(entry)) place({ title: entry.text, link });
      } else if ('text' in entry) {
        place({ title: current ?? looseTitle, link: entry.link });
      }
    }
  }
  for (const page of pages) if (!placed.has(page)) place({ title: defaultGroupName, link: page.routePath });
  return [...sections].filter(([, list]) => list.length > 0).map(([title, list]) => ({ title, pages: list }));
}

/** The links of a group and of the groups in it, depth first (a group's own link before its items). */
function groupLinks(entry: SidebarEntry): string[] {
  if (!('text' in entry)) return [];
  return [...(entry.link !== undefined ? [entry.link] : []), ...(entry.items ?? []).flatMap(groupLinks)];
}

/** Whether the sidebar keyed `prefix` covers `link` (whole segments, as the docs plugin matches routes). */
function covers({ prefix, link }: { prefix: string; link: string }): boolean {
  const key = normalizeRoutePath(prefix);
  const route = normalizeRoutePath(link);
  return key === '/' || route === key || route.startsWith(`${key}/`);
}

/** The internal links of the navbar, depth first, with their item's text. */
function navLinks(nav: readonly NavItem[] | undefined): { text: string; link: string }[] {
  return (nav ?? []).flatMap((item) => [
    ...(item.link !== undefined && item.link.startsWith('/') ? [{ text: item.text, link: item.link }] : []),
    ...navLinks(item.items),
  ]);
}

/** The sidebar a link lands in: the longest prefix that covers it. */
function sidebarKeyOf({ sidebar, link }: { sidebar: Sidebar; link: string }): string | undefined {
  let best: string | undefined;
  for (const key of Object.keys(sidebar)) {
    if (covers({ prefix: key, link }) && (best === undefined || normalizeRoutePath(key).length > normalizeRoutePath(best).length)) best = key;
  }
  return best;
}

/** The sidebars' keys in navbar order, then the ones the navbar does not reach, in their own order. */
function sidebarOrder({ sidebar, nav }: { sidebar: Sidebar | undefined; nav: readonly NavItem[] | undefined }): string[] {
  if (!sidebar) return [];
  const order = new Set<string>();
  for (const { link } of navLinks(nav)) {
    const key = sidebarKeyOf({ sidebar, link });
    if (key !== undefined) order.add(key);
  }
  for (const key of Object.keys(sidebar)) order.add(key);
  return [...order];
}

/** The text of the first navbar item that links into the sidebar keyed `prefix`. */
function navTitleFor({ prefix, nav }: { prefix: string; nav: readonly NavItem[] | undefined }): string | undefined {
  return navLinks(nav).find(({ link }) => covers({ prefix, link }))?.text;
}
