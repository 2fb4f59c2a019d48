import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Site } from '../server/site';
import type { RouteRecord } from '../types';
import { isQuireError, type QuireError } from '../errors';
import { logger } from '../logger/logger';
import { createRouteMatcher, safeDecode, stripBase, type RouteMatcher } from '../shared/routePath';
import { NOT_FOUND_PAGE } from '../ssg/collectPages';
import { createPageTagger, type TaggedPage } from '../ssg/htmlTags';
import { insertIntoDocument } from '../ssg/ssgTemplate';

/** What the middleware reads of webpack-dev-middleware: the compiled dev page, once valid. */
export interface DevPageSource {
  waitUntilValid(callback: () => void): unknown;
  getFilenameFromUrl(url: string): string | undefined;
  context: { outputFileSystem: unknown };
}

/** A path whose last segment ends in a file extension: a file, not a page (unless a route has that path). */
const FILE_LIKE = /\.[a-z0-9]+$/i;

/**
 * Dev middleware: the dev server has one HTML page for every route (HtmlWebpackPlugin's, with the
 * site-wide tags). When plugins add tags page by page (`injectPageHtmlTags`), an HTML request for a
 * page gets that page with its own tags added, as `quire build` writes them; a path no route
 * matches gets the 404 page's. Pages no plugin tags, and every other request, go on as usual.
 * Reads the site at request time (a reload replaces it).
 */
export function createPageHtmlTagsMiddleware({ getSite, getDevPage }: { getSite: () => Site; getDevPage: () => DevPageSource | undefined }) {
  let matcher: { of: readonly RouteRecord[]; routes: RouteMatcher<RouteRecord> } | undefined;
  const pageOf = (site: Site, pathname: string): TaggedPage | undefined => {
    const inSite = stripBase(pathname, site.context.baseUrl);
    if (inSite === undefined) return undefined;
    if (matcher?.of !== site.routes) matcher = { of: site.routes, routes: createRouteMatcher(site.routes) };
    const route = matcher.routes.match(inSite);
    if (route) return { routePath: route.path, metadata: route.metadata };
    return FILE_LIKE.test(inSite) ? undefined : NOT_FOUND_PAGE;
  };

  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
    const site = getSite();
    const devPage = getDevPage();
    const tagger = createPageTagger({ site });
    const page = tagger && devPage ? pageOf(site, safeDecode(new URL(req.url ?? '/', 'http://localhost').pathname)) : undefined;
    if (!tagger || !devPage || !page) return next();
    let tags;
    try {
      tags = tagger(page);
    } catch (error) {
      logger.error(isQuireError(error) ? (error as QuireError).format() : String((error as Error)?.stack ?? error));
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end((error as Error)?.message ?? String(error));
      return;
    }
    if (!tags) return next();
    const pageTags = tags;
    devPage.waitUntilValid(() => {
      const file = devPage.getFilenameFromUrl(`${site.context.baseUrl}index.html`);
      const fs = devPage.context.outputFileSystem as { readFile?: (file: string, done: (error?: unknown, data?: Buffer | string) => void) => void };
      if (!file || !fs.readFile) return next();
      fs.readFile(file, (error, data) => {
        if (error || data === undefined) return next();
        const html = insertIntoDocument({ document: String(data), head: pageTags.headTags, preBody: pageTags.preBodyTags, body: pageTags.postBodyTags });
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(html);
      });
    });
  };
}
