import { createRouteMatcher, type RouteMatcher } from '../../shared/routePath';

/**
 * A row of the generated route table: `[path, componentKey, {moduleKey: loader}, exact]`; a
 * `content` of `0` is a page that is static content (staticContent.tsx), with no code to load, and
 * its other modules of `0` are data written into its HTML (`RouteConfig.dataModules`).
 */
export type RouteTuple = [path: string, component: string, loaders: Record<string, (() => Promise<unknown>) | 0>, exact: 0 | 1];

export interface RouteEntry {
  path: string;
  component: string;
  exact: boolean;
  loaders: Record<string, () => Promise<unknown>>;
  /** The page is static content: its `content`, and its data modules, come from its HTML, not from chunks. */
  staticContent: boolean;
}

/** A static page's content and data modules, from its HTML (the browser) or its compiled Markdown (the build). */
export type StaticModules = Record<string, ModuleNamespace>;

/** An ES module namespace (`import()` result); JSON modules are wrapped as `{ default: data }`. */
export type ModuleNamespace = Record<string, unknown> & { default?: unknown };

/** A route with its modules loaded: what the app renders. */
export interface LoadedRoute {
  path: string;
  component: string;
  modules: Record<string, ModuleNamespace>;
  /** The first page's deferred modules, still loading (see RouteConfig.deferredModules). */
  deferred?: Record<string, Promise<ModuleNamespace>>;
}

export interface RouteTable extends RouteMatcher<RouteEntry> {}

export function createRouteTable(tuples: readonly RouteTuple[]): RouteTable {
  return createRouteMatcher(
    tuples.map(([path, component, loaders, exact]) => ({
      path,
      component,
      exact: exact === 1,
      loaders: Object.fromEntries(Object.entries(loaders).filter((entry): entry is [string, () => Promise<unknown>] => entry[1] !== 0)),
      staticContent: loaders.content === 0,
    })),
  );
}

export function toNamespace(value: unknown): ModuleNamespace {
  const candidate = value as ModuleNamespace | null;
  if (candidate && typeof candidate === 'object' && ('__esModule' in candidate || (candidate as Record<symbol, unknown>)[Symbol.toStringTag] === 'Module')) {
    return candidate;
  }
  return { default: value };
}

/**
 * Loads every module of a route in parallel; a static page's `content` and data modules come from
 * `staticContent` (its HTML in the browser, its compiled Markdown and its plugin's data in the build).
 */
export async function loadRoute(route: RouteEntry, { staticContent }: { staticContent?: () => Promise<StaticModules> } = {}): Promise<LoadedRoute> {
  const keys = Object.keys(route.loaders);
  const [fromHtml, ...modules] = await Promise.all([
    route.staticContent && staticContent ? staticContent() : undefined,
    ...keys.map((key) => route.loaders[key]!()),
  ]);
  return {
    path: route.path,
    component: route.component,
    modules: { ...Object.fromEntries(keys.map((key, i) => [key, toNamespace(modules[i])])), ...fromHtml },
  };
}
