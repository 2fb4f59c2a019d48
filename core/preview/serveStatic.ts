import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { lookup } from 'mime-types';
import { isHashedAsset } from '../shared/hashedAssets';
import sirv from 'sirv';
import { normalizeRoutePath, stripBase } from '../shared/routePath';
import { chooseEncoding, compressResponse, isCompressible } from './compressResponse';
import { decideRange, isNotModified } from './httpConditions';
import { fileInRoot } from '../utils/fileInRoot';
import { badRequest, readRequestPath } from '../utils/requestPath';

export interface StaticSite {
  /** The real path of the output folder. */
  root: string;
  base: string;
  /** Normalised route path -> HTML file (relative to root). */
  pages: Map<string, string>;
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => void;

function contentType(file: string): string {
  const type = lookup(file) || 'application/octet-stream';
  return /^(text\/|application\/(javascript|json))/.test(type) ? `${type}; charset=utf-8` : type;
}

export { isHashedAsset };

export function cacheControlFor(relPath: string): string {
  return isHashedAsset(relPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Resolves a URL path to a file inside the root, or undefined: nothing outside the root, ever. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  const found = fileInRoot({ root, urlPath });
  return found.kind === 'file' ? found.path : undefined;
}

/** The request path sirv looks up for a file (its index keys are decoded with decodeURI). */
function sirvPath(relPath: string): string {
  return `/${relPath.split('/').map((segment) => encodeURI(segment).replace(/\?/g, '%3F').replace(/#/g, '%23')).join('/')}`;
}

/**
 * The preview server's request handler (CONTRACT §3). sirv serves the files of the build (its
 * index of the folder, content types, ETag and Last-Modified, precompressed `.br`/`.gz` twins,
 * streaming); around it, Quire decides which file a URL is: an exact file inside the root (never
 * one outside it: a URL with `..` in any spelling, a bad escape or a NUL byte gets 400, see
 * readRequestPath, and a symlink out of the root is not followed), else the page whose
 * normalised route matches (`/a/b`, `/a/b/`, `/A/B`, `/a/b.html`, `/a/b/index`), else `404.html`
 * with status 404. It also answers what sirv does not: `If-Modified-Since` and lists in
 * `If-None-Match` (304 with the validators), suffix ranges and `If-Range`, Cache-Control (immutable
 * for hashed assets, no-cache for the rest), and compression on the fly when no twin exists.
 */
export function createStaticHandler(site: StaticSite): StaticHandler {
  // sirv looks each file up when asked (`dev`) rather than indexing the folder at start: its index
  // followed symlinks (a loop made the server fail to start) and went stale when a build replaced
  // the folder while the server ran (old lengths for new files). Quire has picked the file already.
  const serveFile = sirv(site.root, { dev: true, etag: true, gzip: true, brotli: true, extensions: [] });

  /** Serves `relPath` (inside the root, already resolved) with `status` through sirv. */
  const send = (req: IncomingMessage, res: ServerResponse, { relPath, status }: { relPath: string; status: 200 | 404 }) => {
    const type = contentType(relPath);
    const stat = fs.statSync(path.join(site.root, relPath));
    const validators = { etag: `W/"${stat.size}-${stat.mtime.getTime()}"`, lastModified: stat.mtime.toUTCString() };
    const { 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince } = req.headers;
    // sirv answers an exact If-None-Match itself, without validators: Quire answers all of them below.
    delete req.headers['if-none-match'];
    const range = status === 200 ? decideRange({ range: req.headers.range, ifRange: req.headers['if-range'] as string | undefined, size: stat.size, ...validators }) : { kind: 'full' as const };
    delete req.headers.range;
    if (range.kind === 'unsatisfiable') {
      res.writeHead(416, { 'Content-Range': `bytes */${stat.size}`, 'Cache-Control': cacheControlFor(relPath) });
      res.end();
      return;
    }
    // sirv reads a range end of 0 as "to the end": a one-byte range at 0 gets the whole file instead.
    if (range.kind === 'partial' && range.end > 0) req.headers.range = `bytes=${range.start}-${range.end}`;
    // A range is of the file itself, not of a compressed twin.
    const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
    if (req.headers.range) delete req.headers['accept-encoding'];

    res.setHeader('Content-Type', type);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', cacheControlFor(relPath));
    if (req.headers.range) res.setHeader('Accept-Ranges', 'bytes');
    const writeHead = res.writeHead.bind(res) as (code: number, headers?: OutgoingHttpHeaders) => ServerResponse;
    res.writeHead = ((code: number, headers: OutgoingHttpHeaders = {}) => {
      if (code !== 200 && code !== 206) return writeHead(code, headers);
      if (status === 200 && isNotModified({ ifNoneMatch: ifNoneMatch as string | undefined, ifModifiedSince, etag: headers.ETag as string | undefined, lastModified: headers['Last-Modified'] as string | undefined })) {
        res.removeHeader('Content-Type');
        res.removeHeader('X-Content-Type-Options');
        return writeHead(304, { ETag: headers.ETag, 'Last-Modified': headers['Last-Modified'] });
      }
      if (code === 206) return writeHead(code, headers);
      const encoding = headers['Content-Encoding'] ? undefined : chooseEncoding({ contentType: type, size: Number(headers['Content-Length'] ?? 0), acceptEncoding });
      if (isCompressible(type)) res.setHeader('Vary', 'Accept-Encoding');
      if (encoding) {
        const { 'Content-Length': _length, ...rest } = headers;
        if (req.method !== 'HEAD') compressResponse(res, encoding);
        return writeHead(status, { ...rest, 'Content-Encoding': encoding });
      }
      return writeHead(status, headers);
    }) as ServerResponse['writeHead'];
    req.url = sirvPath(relPath);
    serveFile(req, res, () => {
      // Only a file removed since it was picked gets here.
      res.writeHead = writeHead as ServerResponse['writeHead'];
      notFound(req, res, relPath === '404.html');
    });
  };

  const notFound = (req: IncomingMessage, res: ServerResponse, plain = false) => {
    const page = plain ? undefined : resolveInside(site.root, '/404.html');
    if (page) return send(req, res, { relPath: '404.html', status: 404 });
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
  };

  const relative = (file: string) => path.relative(site.root, file).split(path.sep).join('/');
  /** A file inside the root that may be served: not a dotfile, nor in a dot-folder (`.well-known` is fine). */
  const servable = (file: string | undefined) => {
    if (!file) return undefined;
    const relPath = relative(file);
    return relPath.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known') ? undefined : relPath;
  };

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    const target = readRequestPath(req.url);
    if (!target.ok) return badRequest(res, target.reason);
    const inBase = stripBase(target.pathname, site.base);
    if (inBase !== undefined) {
      const file = servable(resolveInside(site.root, inBase));
      if (file) return send(req, res, { relPath: file, status: 200 });
      const page = site.pages.get(normalizeRoutePath(inBase));
      const pageFile = page ? servable(resolveInside(site.root, `/${page}`)) : undefined;
      if (pageFile) return send(req, res, { relPath: pageFile, status: 200 });
    }
    notFound(req, res);
  };
}

const handlers = new WeakMap<StaticSite, StaticHandler>();

/** Answers one request from a finished build (see createStaticHandler; one handler per site object). */
export function handleStaticRequest(site: StaticSite, req: IncomingMessage, res: ServerResponse): void {
  let handler = handlers.get(site);
  if (!handler) handlers.set(site, (handler = createStaticHandler(site)));
  handler(req, res);
}
