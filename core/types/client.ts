import type { SiteConfig, ThemeConfig } from './config';

/**
 * The part of the site config the browser receives (`useSite()`): no plugins, no Markdown
 * functions, no sidebars (a page carries its own section's sidebar).
 */
export type SiteData = Pick<
  SiteConfig,
  'title' | 'description' | 'base' | 'siteUrl' | 'icon' | 'logo' | 'logoText' | 'lang' | 'locales' | 'multiVersion'
> & {
  themeConfig: Omit<ThemeConfig, 'sidebar' | 'locales'> & {
    locales: Omit<ThemeConfig['locales'][number], 'sidebar'>[];
  };
  route: Pick<SiteConfig['route'], 'cleanUrls'>;
  search: { mode: 'local' | 'off' } | false;
  markdown: Pick<SiteConfig['markdown'], 'showLineNumbers' | 'defaultWrapCode'>;
  quireVersion: string;
};

/** A location as the client lifecycle reports it: the path is without the site base. */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** What `onRouteUpdate` and `onRouteDidUpdate` receive. */
export interface RouteUpdateArgs {
  location: RouteLocation;
  /** The location shown before; `null` on the first load. */
  previousLocation: RouteLocation | null;
}

/**
 * What a plugin's client module (`getClientModules()`) may export. Both run in the browser only
 * (never while the build pre-renders), on the first load and on every client navigation (a new
 * path, query or hash), in plugin order:
 * - `onRouteUpdate`: the next page's code has loaded and React is about to render it; the old
 *   page is still on screen. On the first load, just before hydration.
 * - `onRouteDidUpdate`: the new page is committed to the DOM and has been painted (it runs in a
 *   task queued from the first animation frame after React's layout effects).
 * A navigation superseded by another before it rendered gets no `onRouteDidUpdate`.
 */
export interface ClientModule {
  onRouteUpdate?(args: RouteUpdateArgs): void;
  onRouteDidUpdate?(args: RouteUpdateArgs): void;
}
