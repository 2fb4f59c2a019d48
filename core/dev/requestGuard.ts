import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Site } from '../server/site';
import { logger } from '../logger/logger';
import { displayPath } from '../errors';
import { stripBase } from '../shared/routePath';
import { fileInRoot } from '../utils/fileInRoot';
import { badRequest, readRequestPath } from '../utils/requestPath';

/**
 * The dev server's first middleware, in front of everything that reads a file (the public folder,
 * webpack's output, the `.md` twins, plugins' requests): a URL no browser sends (`..` in any
 * spelling, a bad escape, a NUL byte, over 8 KB: see readRequestPath) gets 400, and a file of the
 * public folder reached through a symlink out of it gets 404 (the static middleware behind would
 * follow it), with a warning naming it once.
 */
export function createRequestGuard({ getSite }: { getSite: () => Site }) {
  const realRoots = new Map<string, string | undefined>();
  const warned = new Set<string>();
  const realRootOf = (dir: string) => {
    if (!realRoots.has(dir)) realRoots.set(dir, fs.existsSync(dir) ? fs.realpathSync(dir) : undefined);
    return realRoots.get(dir);
  };
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const target = readRequestPath(req.url);
    if (!target.ok) return badRequest(res, target.reason);
    const { context } = getSite();
    const inBase = stripBase(target.pathname, context.baseUrl);
    const publicDir = path.resolve(context.siteDir, context.siteConfig.publicDir);
    const root = inBase === undefined ? undefined : realRootOf(publicDir);
    if (root === undefined || inBase === undefined || fileInRoot({ root, urlPath: inBase }).kind !== 'outside') return next();
    const shown = displayPath(path.join(publicDir, inBase));
    if (!warned.has(shown)) {
      warned.add(shown);
      logger.warn(`${shown} is a symbolic link out of the public folder: the dev server does not follow it (quire build copies its target). Copy the file into the folder to serve it in dev.`);
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
  };
}
