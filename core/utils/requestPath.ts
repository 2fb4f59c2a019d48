import type { ServerResponse } from 'node:http';

/** The longest request target the servers read (nginx's and most CDNs' limit); longer ones get 400. */
export const MAX_REQUEST_TARGET = 8192;

export type RequestPath = { ok: true; pathname: string } | { ok: false; reason: string };

/** `..` as a path segment, with `/` or `\` around it (Windows reads both as separators). */
const PARENT_SEGMENT = /(^|[\\/])\.\.([\\/]|$)/;

/**
 * The decoded path of a request target, as the preview and dev servers read it before they look
 * for a file; `ok: false` (answer 400) for what no browser sends: a target over 8 KB, a `%` not
 * followed by two hex digits, escapes that do not decode to UTF-8 (overlong forms such as
 * `%c0%ae` included), a NUL byte, or a `..` segment in any spelling (`..`, `%2e%2e`, `.%2E`,
 * `..%2f`, `..%5c`, backslashes). It is decoded once: `%252e` stays the three characters `%2e`.
 * Browsers resolve `..` before they send a URL, so only a crafted request has one.
 */
export function readRequestPath(target: string | undefined): RequestPath {
  const raw = target ?? '/';
  if (raw.length > MAX_REQUEST_TARGET) return { ok: false, reason: `the URL is longer than ${MAX_REQUEST_TARGET} characters` };
  // Origin form (`/a/b?q`), or absolute form (`http://host/a/b`), which HTTP/1.1 servers accept too.
  const withoutQuery = raw.replace(/[?#].*$/s, '');
  const encoded = /^[a-z][a-z0-9+.-]*:\/\//i.test(withoutQuery) ? withoutQuery.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') || '/' : withoutQuery;
  if (!encoded.startsWith('/')) return { ok: false, reason: 'the path does not start with /' };
  let pathname: string;
  try {
    pathname = decodeURIComponent(encoded);
  } catch {
    return { ok: false, reason: 'the path has a malformed percent-encoding or is not UTF-8' };
  }
  if (pathname.includes('\0')) return { ok: false, reason: 'the path has a NUL byte' };
  if (PARENT_SEGMENT.test(pathname)) return { ok: false, reason: 'the path has a ".." segment' };
  return { ok: true, pathname };
}

/** Answers 400 with the reason (see readRequestPath). */
export function badRequest(res: ServerResponse, reason: string): void {
  res.statusCode = 400;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(`Bad request: ${reason}.`);
}
