import type { RouteRecord } from '../types';
import { normalizeRoutePath, routePathToHtmlFile } from '../shared/routePath';
import type { SsgPage } from './ssgParams';

/** Every route with an exact path becomes an HTML file; `404.html` is added when no route makes it. */
export function collectPages(routes: readonly RouteRecord[]): SsgPage[] {
  const pages: SsgPage[] = routes
    .filter((route) => route.exact)
    .map((route) => ({
      pathname: route.path,
      file: routePathToHtmlFile(route.path),
      modules: route.modules,
      deferredModules: route.deferredModules,
      component: route.component,
    }));
  if (!routes.some((route) => normalizeRoutePath(route.path) === '/404')) {
    pages.push({ pathname: '/404', file: '404.html' });
  }
  return pages;
}
