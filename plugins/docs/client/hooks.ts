import { useGlobalData, useLang, usePageData, useRouteModule, useRouteModules } from 'quire/client';
import type { NavItem, OverviewGroup, PageRecord, SidebarEntry } from 'quire/client';

/**
 * The docs plugin's client hooks: they read what the plugin stores (its global data `nav`, the
 * route modules `sidebar` and `overview` of its pages). Users import them from `quire/client`
 * (or `@theme`), which re-exports them (client/index.ts).
 */

/** The key of a language (and version) in per-language data: `zh`, or `v1/zh` on a versioned site. */
function localeKeyOf(page: PageRecord): string {
  return page.version ? `${page.version}/${page.lang}` : page.lang;
}

/** The top navigation of the page's language (from `_nav.json` or the config). */
export function useNav(): NavItem[] {
  const page = usePageData();
  const docs = useGlobalData<{ nav?: Record<string, NavItem[]> }>('docs');
  return docs?.nav?.[localeKeyOf(page)] ?? [];
}

/**
 * The sidebar of the page's section (from `_meta.json` or the config); empty when it has none.
 * On the first page of a visit it loads after the page (a deferred module): the component
 * waits for it in a Suspense boundary.
 */
export function useSidebar(): SidebarEntry[] {
  return (useRouteModule('sidebar')?.default as SidebarEntry[] | undefined) ?? [];
}

/** The groups an overview page (`overview: true`) lists. */
export function useOverviewGroups(): OverviewGroup[] {
  return (useRouteModules().overview?.default as OverviewGroup[] | undefined) ?? [];
}

const NO_TEXTS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * The texts of the site's `i18n.json` in the page's language (key -> text; a text the language
 * lacks is already the default language's); empty without the file. The default theme's
 * `useI18n()` reads it.
 */
export function useSiteTexts(): Readonly<Record<string, string>> {
  const lang = useLang();
  const docs = useGlobalData<{ texts?: Record<string, Record<string, string>> }>('docs');
  return docs?.texts?.[lang] ?? NO_TEXTS;
}
