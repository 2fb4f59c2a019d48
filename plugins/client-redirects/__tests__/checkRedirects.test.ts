import { QuireAggregateError } from 'quire/plugin-utils';
import { assertRedirects, checkRedirectRoutes, checkRedirectTable } from '../checkRedirects';
import type { RedirectEntry } from '../options';

const entries = (...list: [string | string[], string][]): RedirectEntry[] =>
  list.map(([from, to], index) => ({ index, from: typeof from === 'string' ? [from] : from, to }));

const routes = [{ path: '/' }, { path: '/guide/start' }, { path: '/api/', exact: true }, { path: '/blog/', exact: false }];

describe('checkRedirectTable', () => {
  test('a table of one-hop redirects has no problem', () => {
    expect(checkRedirectTable({ entries: entries([['/old', '/Old-2'], '/guide/start'], ['/gone', 'https://example.com/old']) })).toEqual([]);
  });

  test('the same from twice, matched as routes are (case, trailing slash, .html)', () => {
    expect(checkRedirectTable({ entries: entries(['/old', '/guide/start'], [['/x', '/OLD.html'], '/api/']) })).toEqual([
      'redirects[1] (from "/OLD.html"): "/OLD.html" is already redirected by redirects[0] (from "/old"); keep one of them.',
    ]);
  });

  test('a chain names both entries and the target to use instead', () => {
    expect(checkRedirectTable({ entries: entries(['/a', '/b/'], ['/b', '/c'], ['/c', '/guide/start']) })).toEqual([
      'redirects[0] (from "/a"): its target "/b/" is itself redirected by redirects[1] (from "/b"); a redirect takes one hop: set "to" to "/guide/start".',
      'redirects[1] (from "/b"): its target "/c" is itself redirected by redirects[2] (from "/c"); a redirect takes one hop: set "to" to "/guide/start".',
    ]);
  });

  test('loops, including one to itself', () => {
    expect(checkRedirectTable({ entries: entries(['/a', '/b'], ['/b', '/a#top'], ['/self', '/Self/']) })).toEqual([
      'redirects[0] (from "/a"): the redirects loop (/a -> /b -> /a); point "to" at a page.',
      'redirects[1] (from "/b"): the redirects loop (/b -> /a -> /b); point "to" at a page.',
      'redirects[2] (from "/self"): the redirects loop (/self -> /self); point "to" at a page.',
    ]);
  });
});

describe('checkRedirectRoutes', () => {
  test('targets match routes as the router does; external targets are not checked', () => {
    expect(
      checkRedirectRoutes({
        entries: entries(['/a', '/Guide/Start.html#x'], ['/b', '/api?tab=2'], ['/c', '/blog/2024/post'], ['/d', '/'], ['/e', 'https://example.com/nope']),
        routes,
      }),
    ).toEqual([]);
  });

  test('a target that is no page, a from that is a page', () => {
    expect(checkRedirectRoutes({ entries: entries([['/old', '/GUIDE/start/'], '/guide/nope'], ['/api/index.html', '/']), routes })).toEqual([
      'redirects[0] (from "/GUIDE/start/"): "/GUIDE/start/" is a page of the site, which the redirect would hide; remove this "from", or the page.',
      'redirects[0] (from "/old"): its target "/guide/nope" is no page of the site; point "to" at an existing page\'s path.',
      'redirects[1] (from "/api/index.html"): "/api/index.html" is a page of the site, which the redirect would hide; remove this "from", or the page.',
    ]);
  });
});

describe('assertRedirects', () => {
  test('throws every problem, of the table and against the routes, in one error', () => {
    let error: unknown;
    try {
      assertRedirects({ entries: entries(['/a', '/b'], ['/b', '/nope'], ['/guide/start', '/']), routes });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(QuireAggregateError);
    expect((error as QuireAggregateError).message).toMatch(/^Plugin "client-redirects": 4 redirects are wrong \(option "redirects"\):/);
    expect((error as QuireAggregateError).errors).toHaveLength(4);
  });

  test('without routes it checks the table only', () => {
    expect(() => assertRedirects({ entries: entries(['/a', '/nope']) })).not.toThrow();
  });
});
