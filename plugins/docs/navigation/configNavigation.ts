import type { LocaleThemeConfig, NavItem, Sidebar, ThemeConfig } from 'quire';
import type { LanguageRoot } from './languageRoots';
import { prefixNavItems, prefixSidebar } from './routePrefix';

/** The parts of themeConfig that can set navigation. */
export type NavigationThemeConfig = Partial<Pick<ThemeConfig, 'nav' | 'sidebar'>> & {
  locales?: Pick<LocaleThemeConfig, 'lang' | 'nav' | 'sidebar'>[];
};

/**
 * Navigation the config sets for one language root, field by field: the language's own
 * `themeConfig.locales[]` entry, else for the default language the root `themeConfig.nav` /
 * `themeConfig.sidebar` (which describe the default language, so another language never inherits
 * links that would lead it out of its own pages). Links get the root's prefix like `_nav.json`'s.
 */
export function configNavigation({
  root,
  defaultLang,
  themeConfig,
}: {
  root: LanguageRoot;
  defaultLang: string;
  themeConfig: NavigationThemeConfig;
}): { nav?: NavItem[]; sidebar?: Sidebar } {
  const locale = themeConfig.locales?.find((entry) => entry.lang === root.lang);
  const isDefault = root.lang === defaultLang;
  const nav = locale?.nav ?? (isDefault ? themeConfig.nav : undefined);
  const sidebar = locale?.sidebar ?? (isDefault ? themeConfig.sidebar : undefined);
  return {
    ...(nav && { nav: prefixNavItems({ items: nav, routePrefix: root.routePrefix }) }),
    ...(sidebar && { sidebar: prefixSidebar({ sidebar, routePrefix: root.routePrefix }) }),
  };
}
