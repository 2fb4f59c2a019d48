/**
 * Conditional and range requests (RFC 9110 §13 and §14), as pure functions of the request's
 * headers and the file's validators: the preview server answers them where its static-file
 * library (sirv) does not, or does so only in part.
 */

export interface Validators {
  /** The response's ETag, weak or strong (`W/"..."` or `"..."`). */
  etag: string | undefined;
  /** The response's Last-Modified date (an HTTP date). */
  lastModified: string | undefined;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether a GET or HEAD may be answered `304 Not Modified`: `If-None-Match` (any of a list, weak
 * comparison, `*`) wins over `If-Modified-Since` (compared to the second, as dates are sent).
 */
export function isNotModified({ ifNoneMatch, ifModifiedSince, etag, lastModified }: Validators & { ifNoneMatch?: string; ifModifiedSince?: string }): boolean {
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    if (!etag) return false;
    return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  if (ifModifiedSince === undefined || !lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  const modified = Date.parse(lastModified);
  if (Number.isNaN(since) || Number.isNaN(modified)) return false;
  return Math.floor(modified / 1000) <= Math.floor(since / 1000);
}

export type RangeDecision =
  /** Serve the whole file (no Range, a Range we do not serve, or an If-Range that fails). */
  | { kind: 'full' }
  /** Serve these bytes (inclusive) with 206. */
  | { kind: 'partial'; start: number; end: number }
  /** 416 Range Not Satisfiable. */
  | { kind: 'unsatisfiable' };

/**
 * What to do with a `Range` header for a file of `size` bytes: a single `bytes=a-b`, `bytes=a-`
 * or `bytes=-n` range is served; several ranges, other units or a malformed header get the whole
 * file (a server may ignore Range); an `If-Range` that does not match the file gets the whole file
 * (a weak ETag never matches: If-Range compares strongly).
 */
export function decideRange({ range, ifRange, size, etag, lastModified }: Validators & { range?: string; ifRange?: string; size: number }): RangeDecision {
  if (range === undefined) return { kind: 'full' };
  if (ifRange !== undefined) {
    const value = ifRange.trim();
    const matches = value.startsWith('"') ? etag !== undefined && !etag.startsWith('W/') && value === etag : lastModified !== undefined && Date.parse(value) === Date.parse(lastModified);
    if (!matches) return { kind: 'full' };
  }
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(range);
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'full' };
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
