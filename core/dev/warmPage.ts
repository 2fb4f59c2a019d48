import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Site } from '../server/site';
import type { RouteRecord } from '../types';
import { safeDecode } from '../shared/routePath';
import { createPageSourceResolver } from '../ssg/markdownPages';

/**
 * Dev middleware: when a browser asks for a page (an HTML navigation), its Markdown starts
 * compiling at once, urgently, while the browser is still loading the app; by the time the app
 * asks webpack for the page's modules, the compile is done or under way. It only starts work;
 * the request goes on to the dev server as usual.
 */
export function createPageWarmer({ getSite }: { getSite: () => Site }) {
  let resolver: { routes: readonly RouteRecord[]; sourceOf: (pathname: string) => string | undefined } | undefined;
  return (req: IncomingMessage, _res: ServerResponse, next: () => void): void => {
    next();
    if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return;
    const site = getSite();
    if (resolver?.routes !== site.routes) {
      resolver = { routes: site.routes, sourceOf: createPageSourceResolver({ routes: site.routes, base: site.context.baseUrl }) };
    }
    const source = resolver.sourceOf(safeDecode(new URL(req.url ?? '/', 'http://localhost').pathname));
    if (!source) return;
    fs.readFile(source, 'utf8')
      .then((text) => site.markdown.analyzePage({ filePath: source, source: text, urgent: true }))
      .catch(() => undefined);
  };
}
