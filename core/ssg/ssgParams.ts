import type { ClientManifest } from '../types';

/** What the client needs to hydrate a page without the route table (see core/client/routing). */
export interface InlineRouteData {
  path: string | null;
  component?: string;
  modules?: Record<string, string | number>;
  /** The chunks the page's script tags bring (every module but the deferred ones). */
  chunks?: (string | number)[];
  /** The chunks of each deferred module, fetched once the page has loaded. */
  deferred?: Record<string, (string | number)[]>;
}

export interface SsgPage {
  /** The path rendered (`/guide/start`, or `/404`). */
  pathname: string;
  /** Output file relative to the output folder. */
  file: string;
  /** The route's module requests by key, as in routes.js (absent for the 404 page). */
  modules?: Record<string, string>;
  /** Keys of `modules` the browser fetches after the page has loaded (RouteConfig.deferredModules). */
  deferredModules?: string[];
  component?: string;
}

/**
 * Everything the renderer needs, as plain serialisable data: rendering can move to worker threads
 * without a redesign.
 */
export interface SsgParams {
  /** The build's output folder: pages are written there, and the renderer and chunks read from it. */
  outDir: string;
  pages: SsgPage[];
  manifest: ClientManifest;
  headTags: string;
  preBodyTags: string;
  postBodyTags: string;
  concurrency: number;
}
