import { use, useCallback } from 'react';
import type { Frontmatter, PageRecord, SiteData } from '../../types';
import { stripBase } from '../../shared/routePath';
import { usePageState, useSiteContext, type RenderedLocation } from '../context';
import type { ModuleNamespace } from '../routing/routeTable';
import { useRouter } from '../router/Router';

/** The record of the page on screen (site-spec §3 "Page record"). */
export function usePageData(): PageRecord {
  return usePageState().page;
}

/** The site config as the browser sees it. */
export function useSite(): SiteData {
  return useSiteContext().site;
}

/** What plugins stored with `setGlobalData`, keyed by plugin name (or one plugin's data). */
export function useGlobalData(): Record<string, unknown>;
export function useGlobalData<T = unknown>(pluginName: string): T | undefined;
export function useGlobalData(pluginName?: string): unknown {
  const { globalData } = useSiteContext();
  return pluginName === undefined ? globalData : globalData[pluginName];
}

/** The language of the page on screen. */
export function useLang(): string {
  return usePageState().page.lang;
}

/** The version of the page on screen ('' when the site is not versioned). */
export function useVersion(): string {
  return usePageState().page.version;
}

/** The location of the page on screen (it changes once the next page has loaded). */
export function useLocation(): RenderedLocation {
  return usePageState().location;
}

/** The loaded modules of the current route, by key (`content`, `page`, ...); a deferred one still loading is not among them (see useRouteModule). */
export function useRouteModules(): Record<string, ModuleNamespace> {
  return usePageState().route?.modules ?? {};
}

/** Navigates inside the site: `navigate('/guide/start')` (the base is added for you). */
export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const { navigate, base } = useRouter();
  return useCallback(
    (to: string, options?: { replace?: boolean }) => navigate(to.startsWith('/') ? (stripBase(to, base) ?? to) : to, options),
    [navigate, base],
  );
}

/**
 * One module of the current route by key. On the first page a deferred module (see
 * `deferredModules`) may still be loading: the component then suspends until it has, so call this
 * inside a Suspense boundary when the key can be deferred.
 */
export function useRouteModule(key: string): ModuleNamespace | undefined {
  const route = usePageState().route;
  const pending = route?.deferred?.[key];
  return pending ? use(pending) : route?.modules[key];
}

/** Whether the route has a module under `key`, loaded or still loading: never suspends. */
export function useHasRouteModule(key: string): boolean {
  const route = usePageState().route;
  return Boolean(route && (key in route.modules || (route.deferred && key in route.deferred)));
}

/** The page's frontmatter. */
export function useFrontmatter(): Frontmatter {
  return usePageData().frontmatter;
}
