/** Automatic navigation of the docs plugin: nav and sidebars from `_nav.json`, `_meta.json` and config. */
export { buildNavigation, type BuildNavigationOptions } from './buildNavigation';
export type { NavigationThemeConfig } from './configNavigation';
export { localeKey } from './localeKey';
export { matchSidebar, matchSidebarKey } from './matchSidebar';
export { flattenSidebar, prevNext } from './prevNext';
export { withRoutePrefix } from './routePrefix';
export type { NavigationPage } from './pageTree';
