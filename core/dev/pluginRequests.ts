import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevResponse, ServeDevRequestArgs } from '../types';
import type { Site } from '../server/site';
import { safeDecode, stripBase } from '../shared/routePath';
import { logger } from '../logger/logger';
import { createDevMarkdownReader, listDevPages, type DevPagesSource } from './devPages';

/** The content type of an answer that names none, from the path's extension. */
const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

function contentTypeOf(pathname: string, answer: DevResponse): string {
  return answer.contentType ?? CONTENT_TYPES[path.posix.extname(pathname).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The dev server's one middleware for plugins' `serveDevRequest` hooks: a GET or HEAD request under
 * the site's base is offered to each plugin that has the hook, in plugin order, with the path
 * without the base, decoded; the first answer is sent (never cached by the browser: it is made
 * from the current sources). A hook that throws answers 500 with a message naming the plugin; when
 * none answers, the request goes on to the pages and assets. `getSite` gives the latest site (a
 * reload replaces it).
 */
export function createPluginRequestMiddleware({ getSite }: { getSite: () => Site }) {
  const readMarkdown = createDevMarkdownReader();
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const site = getSite();
    const serving = site.plugins.filter(({ plugin }) => plugin.serveDevRequest);
    if (serving.length === 0) return next();
    const pathname = stripBase(safeDecode(new URL(req.url ?? '/', 'http://localhost').pathname), site.context.baseUrl);
    if (pathname === undefined) return next();
    const source: DevPagesSource = { routes: site.routes, context: site.context, markdown: site.markdown };
    const allContent = Object.fromEntries(site.plugins.map((entry) => [entry.plugin.name, entry.content]));
    let listed: ReturnType<typeof listDevPages> | undefined;
    const shared: Omit<ServeDevRequestArgs, 'content'> = {
      request: { pathname },
      allContent,
      // One listing per request, however many plugins ask.
      pages: () => (listed ??= listDevPages(source)),
      readMarkdown: (routePath) => readMarkdown({ source, routePath }),
    };
    void (async () => {
      for (const { plugin, content } of serving) {
        let answer: DevResponse | undefined;
        try {
          answer = await plugin.serveDevRequest!({ ...shared, content });
        } catch (error) {
          const message = `Plugin "${plugin.name}" failed in serveDevRequest for ${pathname}: ${(error as Error)?.message ?? String(error)}`;
          logger.error(message);
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end(message);
          return;
        }
        if (answer === undefined) continue;
        res.setHeader('Content-Type', contentTypeOf(pathname, answer));
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : answer.body);
        return;
      }
      next();
    })();
  };
}
