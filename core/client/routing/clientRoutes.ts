import siteData from '@generated/site-data.json';
import type { LoadedRoute, RouteEntry, RouteTable } from './routeTable';
import { createRouteTable, loadRoute, toNamespace, type RouteTuple } from './routeTable';
import { fetchStaticModules, staticModulesInDocument } from './staticContent';

/**
 * The browser side of route loading. The route table is its own lazy chunk, fetched after the
 * first page is interactive (or on the first navigation): the main bundle never grows with the
 * page count. The first page itself comes with its chunks as script tags and a small JSON
 * description written by the SSG, so hydration needs no route table at all.
 */

/** What the SSG writes into `<script id="__quire_route" type="application/json">`. */
export interface InlineRoute {
  path: string | null;
  component?: string;
  modules?: Record<string, string | number>;
  chunks?: (string | number)[];
  deferred?: Record<string, (string | number)[]>;
  /** The page is static content: its `content` is the HTML in the document. */
  static?: true;
  /** A static page's data modules (`RouteConfig.dataModules`), by key. */
  data?: Record<string, unknown>;
}

let tablePromise: Promise<RouteTable> | undefined;

export function setRouteTable(tuples: readonly RouteTuple[]): RouteTable {
  const table = createRouteTable(tuples);
  tablePromise = Promise.resolve(table);
  return table;
}

export function getRouteTable(): Promise<RouteTable> {
  tablePromise ??= import(/* webpackChunkName: "quire-routes" */ '@generated/routes').then((mod) =>
    createRouteTable(mod.default),
  );
  return tablePromise;
}

export function readInlineRoute(): InlineRoute | undefined {
  const element = document.getElementById('__quire_route');
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as InlineRoute;
}

/** Resolves once the page has loaded and the browser is idle: deferred modules wait for it. */
function afterPageLoad(): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1));
  return loaded.then(() => new Promise<void>((resolve) => idle(() => resolve(), { timeout: 500 })));
}

/**
 * The first page's modules: its chunks came as script tags, so this resolves at once. Deferred
 * modules (a sidebar) are fetched after the page has loaded; until then they are promises, which
 * the components reading them wait for in a Suspense boundary, keeping the pre-rendered HTML.
 */
export async function loadInlineRoute(inline: InlineRoute): Promise<LoadedRoute | undefined> {
  if (!inline.path || !inline.component || !inline.modules) return undefined;
  await Promise.all((inline.chunks ?? []).map((id) => __webpack_chunk_load__(id as string)));
  const require = (id: string | number) => toNamespace(__webpack_require__(id as string));
  const modules: LoadedRoute['modules'] = {};
  const deferred: NonNullable<LoadedRoute['deferred']> = {};
  for (const [key, id] of Object.entries(inline.modules)) {
    const chunks = inline.deferred?.[key];
    if (!chunks) modules[key] = require(id);
    else deferred[key] = afterPageLoad().then(() => Promise.all(chunks.map((chunk) => __webpack_chunk_load__(chunk as string)))).then(() => require(id));
  }
  if (inline.static) Object.assign(modules, staticModulesInDocument(inline.data));
  return { path: inline.path, component: inline.component, modules, ...(Object.keys(deferred).length > 0 ? { deferred } : {}) };
}

/** A route's modules in the browser, a static page's content from its HTML file. */
const loadInBrowser = (route: RouteEntry) => loadRoute(route, { staticContent: () => fetchStaticModules({ routePath: route.path, base: siteData.base }) });

/** Finds and loads the route of a pathname (undefined: the 404 page). */
export async function loadPath(pathname: string): Promise<LoadedRoute | undefined> {
  const table = await getRouteTable();
  const route = table.match(pathname);
  return route ? loadInBrowser(route) : undefined;
}

/** Starts loading a page's chunks ahead of a click (link hover or focus). */
export function prefetchPath(pathname: string): void {
  getRouteTable()
    .then((table) => {
      const route = table.match(pathname);
      if (route) return loadInBrowser(route);
      return undefined;
    })
    .catch(() => {});
}
