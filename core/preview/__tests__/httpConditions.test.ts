import { decideRange, isNotModified } from '../httpConditions';

const etag = 'W/"120-1700000000000"';
const lastModified = new Date(1_700_000_000_000).toUTCString();

describe('isNotModified', () => {
  test('If-None-Match: exact, weak or strong form, in a list, or *', () => {
    expect(isNotModified({ ifNoneMatch: etag, etag, lastModified })).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"120-1700000000000"', etag, lastModified })).toBe(true);
    expect(isNotModified({ ifNoneMatch: `"other", ${etag}`, etag, lastModified })).toBe(true);
    expect(isNotModified({ ifNoneMatch: '*', etag, lastModified })).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"other"', etag, lastModified })).toBe(false);
  });

  test('If-Modified-Since: not modified at or after the file time, to the second', () => {
    expect(isNotModified({ ifModifiedSince: lastModified, etag, lastModified })).toBe(true);
    expect(isNotModified({ ifModifiedSince: new Date(1_700_000_100_000).toUTCString(), etag, lastModified })).toBe(true);
    expect(isNotModified({ ifModifiedSince: new Date(1_699_999_000_000).toUTCString(), etag, lastModified })).toBe(false);
    expect(isNotModified({ ifModifiedSince: 'yesterday', etag, lastModified })).toBe(false);
  });

  test('If-None-Match wins over If-Modified-Since', () => {
    expect(isNotModified({ ifNoneMatch: '"other"', ifModifiedSince: lastModified, etag, lastModified })).toBe(false);
  });

  test('no conditions: modified', () => {
    expect(isNotModified({ etag, lastModified })).toBe(false);
  });
});

describe('decideRange', () => {
  const size = 100;
  test.each([
    ['bytes=0-9', { kind: 'partial', start: 0, end: 9 }],
    ['bytes=90-', { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-10', { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-500', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=50-500', { kind: 'partial', start: 50, end: 99 }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', { kind: 'full' }],
    ['items=0-1', { kind: 'full' }],
    ['bytes=9-2', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
  ])('%s', (range, expected) => {
    expect(decideRange({ range, size, etag, lastModified })).toEqual(expected);
  });

  test('no Range: the whole file', () => {
    expect(decideRange({ size, etag, lastModified })).toEqual({ kind: 'full' });
  });

  test('If-Range: a matching date keeps the range; another date or a weak ETag gets the whole file', () => {
    expect(decideRange({ range: 'bytes=0-9', ifRange: lastModified, size, etag, lastModified })).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(decideRange({ range: 'bytes=0-9', ifRange: new Date(0).toUTCString(), size, etag, lastModified })).toEqual({ kind: 'full' });
    expect(decideRange({ range: 'bytes=0-9', ifRange: etag.slice(2), size, etag, lastModified })).toEqual({ kind: 'full' });
  });
});
