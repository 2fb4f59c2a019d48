import type { RouteRecord } from '../types';

/**
 * A route with `lazyComponent` loads its component as one of its modules, under this key
 * (core/server/plugins/actions.ts adds it), and names this key as its component in the route
 * table and the page's inline data (so no module path reaches the browser); core/client/App.tsx
 * renders it. Plugins may not use it as a module key of their own.
 */
export const LAZY_COMPONENT_MODULE = '$component';

/** The route's component as the browser knows it: a key of `route-components.js`, or the lazy marker. */
export const routeComponentKey = (route: Pick<RouteRecord, 'component' | 'lazyComponent'>): string =>
  route.lazyComponent ? LAZY_COMPONENT_MODULE : route.component;
