import type { ClientManifest, PageRecord } from '../types';

/** What the client needs to hydrate a page without the route table (see core/client/routing). */
export interface InlineRouteData {
  path: string | null;
  component?: string;
  modules?: Record<string, string | number>;
  /** The chunks the page's script tags bring (every module but the deferred ones). */
  chunks?: (string | number)[];
  /** The chunks of each deferred module, fetched once the page has loaded. */
  deferred?: Record<string, (string | number)[]>;
  /** The page is static content: its `content` is its HTML (core/client/routing/staticContent.tsx). */
  static?: true;
  /** A static page's data modules (`RouteConfig.dataModules`), by key. */
  data?: Record<string, unknown>;
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
  /**
   * The page is static content (core/markdown/staticContent.ts): the file of its function body, the
   * values of its data modules and its Markdown source; `modules` has neither the content nor the data.
   */
  staticContent?: { file: string; data: Record<string, unknown>; source: string };
  /** This page's own tags (`injectPageHtmlTags`), rendered, beside the site-wide ones. */
  tags?: RenderedHtmlTags;
}

/** Tags as HTML, by where they go in the page. */
export interface RenderedHtmlTags {
  headTags: string;
  preBodyTags: string;
  postBodyTags: string;
}

/** What the renderer reports of a page's record (its `page` module, or the 404 page's): small, no HTML. */
export type RenderedRecord = Pick<PageRecord, 'title' | 'description' | 'lang' | 'version' | 'pageType' | 'frontmatter' | 'toc' | 'lastUpdatedTime'>;

/** One page rendered and written: what crosses back from a render worker. */
export interface RenderedPage {
  pathname: string;
  /** Absent for a route without a page record (a plugin's own route). */
  record?: RenderedRecord;
}

/**
 * Everything the renderer needs, as plain serialisable data: rendering can move to worker threads
 * without a redesign.
 */
export interface SsgParams extends RenderedHtmlTags {
  /** The build's output folder: pages are written there, and the renderer and chunks read from it. */
  outDir: string;
  pages: SsgPage[];
  manifest: ClientManifest;
  concurrency: number;
}
