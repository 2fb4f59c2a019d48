import '../../../../test-utils/clientRuntimeMocks';
import type { ClientModule, RouteLocation } from '../../../types';
import { resolveRedirect } from '../redirects';

const location: RouteLocation = { pathname: '/old', search: '?q=1', hash: '#part' };

describe('resolveRedirect (the router asking client modules)', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  test('no module answers: undefined, at once (a site without redirects navigates in the same tick)', () => {
    expect(resolveRedirect({ location, modules: [] })).toBeUndefined();
    expect(resolveRedirect({ location, modules: [['a', {}], ['b', { resolveRedirect: () => undefined }]] })).toBeUndefined();
  });

  test('the first string in plugin order wins, synchronously; each module gets a copy of the location', () => {
    const seen: RouteLocation[] = [];
    const modules: [string, ClientModule][] = [
      ['first', { resolveRedirect: ({ location: asked }) => (seen.push(asked), undefined) }],
      ['second', { resolveRedirect: ({ location: asked }) => `/new${asked.search}` }],
      ['third', { resolveRedirect: () => '/never' }],
    ];
    expect(resolveRedirect({ location, modules })).toBe('/new?q=1');
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
    expect(answer).toBeInstanceOf(Promise);
    await expect(answer).resolves.toBe('/from-table');
  });

  test('a module that throws or rejects is reported with its plugin and skipped', async () => {
    expect(
      resolveRedirect({
        location,
        modules: [
          ['broken', { resolveRedirect: () => { throw new Error('boom'); } }],
          ['ok', { resolveRedirect: () => '/ok' }],
        ],
      }),
    ).toBe('/ok');
    await expect(
      resolveRedirect({ location, modules: [['rejecting', { resolveRedirect: () => Promise.reject(new Error('offline')) }]] }),
    ).resolves.toBeUndefined();
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('resolveRedirect of a client module of plugin "broken" threw'),
      expect.stringContaining('resolveRedirect of a client module of plugin "rejecting" threw'),
    ]);
  });
});
