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

/** What `resolveRedirect` receives. */
export interface RedirectArgs {
  /** Where the router is about to go (a link, `navigate()`, back/forward), without the base. */
  location: RouteLocation;
}

/**
 * Where to go instead: a path without the base (it may carry its own `?query` and `#hash`), an
 * absolute `http(s)` URL (loaded as a new document), or undefined to go where asked.
 */
export type RedirectAnswer = string | undefined;

/**
 * What a plugin's client module (`getClientModules()`) may export. All run in the browser only
 * (never while the build pre-renders), in plugin order.
 *
 * On the first load and on every client navigation (a new path, query or hash):
 * - `onRouteUpdate`: the next page's code has loaded and React is about to render it; the old
 *   page is still on screen. On the first load, just before hydration.
 * - `onRouteDidUpdate`: the new page is committed to the DOM and has been painted (it runs in a
 *   task queued from the first animation frame after React's layout effects).
 * A navigation superseded by another before it rendered gets no `onRouteDidUpdate`.
 *
 * Before the router moves to another path (a link, `navigate()`, back and forward; not a change
 * of query or hash on the same page, and not the first load, which the server answers):
 * - `resolveRedirect`: the first module that answers with a string sends the reader there instead,
 *   without a reload for a path (the URL shows the target; the path asked for never enters the
 *   history). It may answer with a promise (data loaded on demand): the router waits for it, and
 *   a later navigation wins over one still waiting. One hop: the target is not resolved again.
 */
export interface ClientModule {
  onRouteUpdate?(args: RouteUpdateArgs): void;
  onRouteDidUpdate?(args: RouteUpdateArgs): void;
  resolveRedirect?(args: RedirectArgs): RedirectAnswer | Promise<RedirectAnswer>;
}
