import type { ClientManifest } from '../types';

/** What the client needs to hydrate a page without the route table (see core/client/routing). */
export interface InlineRouteData {
  path: string | null;
  component?: string;
  modules?: Record<string, string | number>;
  chunks?: (string | number)[];
}

export interface SsgPage {
  /** The path rendered (`/guide/start`, or `/404`). */
  pathname: string;
  /** Output file relative to the output folder. */
  file: string;
  /** The route's module requests by key, as in routes.js (absent for the 404 page). */
  modules?: Record<string, string>;
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
