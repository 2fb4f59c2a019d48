import type { RouteRecord } from '../types';
import { normalizeRoutePath, routePathToHtmlFile } from '../shared/routePath';
import { routeComponentKey } from '../shared/lazyComponent';
import type { TaggedPage } from './htmlTags';
import type { RenderedHtmlTags, SsgPage } from './ssgParams';

/** The 404 page the SSG adds when no route makes it. */
export const NOT_FOUND_PAGE = { routePath: '/404', metadata: { pageType: '404' } } as const satisfies TaggedPage;

/**
 * Every route with an exact path becomes an HTML file, in route order; `404.html` is added last
 * when no route makes it. `pageTags` gives a page its own tags (see createPageTagger).
 */
export function collectPages({
  routes,
  pageTags,
}: {
  routes: readonly RouteRecord[];
  pageTags?: (page: TaggedPage) => RenderedHtmlTags | undefined;
}): SsgPage[] {
  const withTags = (page: SsgPage, tagged: TaggedPage): SsgPage => {
    const tags = pageTags?.(tagged);
    return tags ? { ...page, tags } : page;
  };
  const pages: SsgPage[] = routes
    .filter((route) => route.exact)
    .map((route) =>
      withTags(
        {
          pathname: route.path,
          file: routePathToHtmlFile(route.path),
          modules: route.modules,
          deferredModules: route.deferredModules,
          component: routeComponentKey(route),
        },
        { routePath: route.path, metadata: route.metadata },
      ),
    );
  if (!routes.some((route) => normalizeRoutePath(route.path) === '/404')) {
    pages.push(withTags({ pathname: '/404', file: '404.html' }, NOT_FOUND_PAGE));
  }
  return pages;
}
