import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { lookup } from 'mime-types';
import { normalizeRoutePath, stripBase } from '../shared/routePath';

export interface StaticSite {
  /** The real path of the output folder. */
  root: string;
  base: string;
  /** Normalised route path -> HTML file (relative to root). */
  pages: Map<string, string>;
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

function contentType(file: string): string {
  const type = lookup(file) || 'application/octet-stream';
  return /^(text\/|application\/(javascript|json))/.test(type) ? `${type}; charset=utf-8` : type;
}

/** Resolves a URL path to a file inside the root, or undefined: nothing outside the root, ever. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  if (urlPath.includes('\0')) return undefined;
  const candidate = path.resolve(root, `.${urlPath.startsWith('/') ? urlPath : `/${urlPath}`}`);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
  let real: string;
  try {
    real = fs.realpathSync(candidate);
  } catch {
    return undefined;
  }
  // A symlink that points out of the root is refused like a `..` path.
  if (real !== root && !real.startsWith(root + path.sep)) return undefined;
  return fs.statSync(real).isFile() ? real : undefined;
}

function sendFile(req: IncomingMessage, res: ServerResponse, { file, status, immutable }: { file: string; status: number; immutable: boolean }): void {
  const type = contentType(file);
  const stat = fs.statSync(file);
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Files under assets/ carry a content hash in their name: they never change.
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('Last-Modified', stat.mtime.toUTCString());
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const compressible = COMPRESSIBLE.test(type) && stat.size > 1024;
  const encoding = compressible ? (/\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined) : undefined;
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  else res.setHeader('Content-Length', stat.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = fs.createReadStream(file);
  if (encoding === 'br') stream.pipe(zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })).pipe(res);
  else if (encoding === 'gzip') stream.pipe(zlib.createGzip()).pipe(res);
  else stream.pipe(res);
}

/**
 * Answers one request from a finished build (CONTRACT §3): an exact file, else the page whose
 * normalised route matches (`/a/b`, `/a/b/`, `/A/B`, `/a/b.html`, `/a/b/index`), else `404.html`
 * with status 404.
 */
export function handleStaticRequest(site: StaticSite, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.statusCode = 405;
    res.setHeader('Allow', 'GET, HEAD');
    res.end();
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.statusCode = 400;
    res.end('Bad request');
    return;
  }
  const inBase = stripBase(pathname, site.base);
  if (inBase !== undefined) {
    const file = resolveInside(site.root, inBase);
    if (file) return sendFile(req, res, { file, status: 200, immutable: file.startsWith(path.join(site.root, 'assets') + path.sep) });
    const page = site.pages.get(normalizeRoutePath(inBase));
    const pageFile = page ? resolveInside(site.root, `/${page}`) : undefined;
    if (pageFile) return sendFile(req, res, { file: pageFile, status: 200, immutable: false });
  }
  const notFound = resolveInside(site.root, '/404.html');
  if (notFound) return sendFile(req, res, { file: notFound, status: 404, immutable: false });
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not found');
}
