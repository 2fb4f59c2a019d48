import '../../../../test-utils/clientRuntimeMocks';
import type { ClientModule, RouteLocation } from '../../../types';
import { canRedirect, resolveRedirect } from '../redirects';

const location: RouteLocation = { pathname: '/old', search: '?q=1', hash: '#part' };

describe('resolveRedirect (the router asking client modules)', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  test('no module that can redirect: the router navigates in the same tick; none answers: undefined', async () => {
    expect(canRedirect([])).toBe(false);
    expect(canRedirect([['a', {}], ['b', { onRouteUpdate() {} }]])).toBe(false);
    expect(canRedirect([['a', {}], ['b', { resolveRedirect: () => undefined }]])).toBe(true);
    await expect(resolveRedirect({ location, modules: [['a', {}], ['b', { resolveRedirect: () => undefined }]] })).resolves.toBeUndefined();
  });

  test('the first string in plugin order wins; each module gets a copy of the location', async () => {
    const seen: RouteLocation[] = [];
    const modules: [string, ClientModule][] = [
      ['first', { resolveRedirect: ({ location: asked }) => (seen.push(asked), undefined) }],
      ['second', { resolveRedirect: ({ location: asked }) => `/new${asked.search}` }],
      ['third', { resolveRedirect: () => '/never' }],
    ];
    await expect(resolveRedirect({ location, modules })).resolves.toBe('/new?q=1');
    expect(seen).toEqual([location]);
    expect(seen[0]).not.toBe(location);
  });

  test('a promise is waited for; after an undefined answer the next modules are asked', async () => {
    const answer = resolveRedirect({
      location,
      modules: [
        ['lazy', { resolveRedirect: () => Promise.resolve(undefined) }],
        ['table', { resolveRedirect: () => '/from-table' }],
      ],
    });
    await expect(answer).resolves.toBe('/from-table');
  });

  test('a module that throws or rejects is reported with its plugin and skipped', async () => {
    await expect(
      resolveRedirect({
        location,
        modules: [
          ['broken', { resolveRedirect: () => { throw new Error('boom'); } }],
          ['ok', { resolveRedirect: () => '/ok' }],
        ],
      }),
    ).resolves.toBe('/ok');
    await expect(
      resolveRedirect({ location, modules: [['rejecting', { resolveRedirect: () => Promise.reject(new Error('offline')) }]] }),
    ).resolves.toBeUndefined();
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('resolveRedirect of plugin "broken" failed'),
      expect.stringContaining('resolveRedirect of plugin "rejecting" failed'),
    ]);
  });
});
