/**
 * Import first (before the module under test) in a unit test of browser code that imports
 * `quire/client` in Node: its app modules import the site's generated files and theme components,
 * which only a build makes. These stand in for an empty site's, so pure helpers (which never
 * touch them) load; rendering tests that need the app give their own.
 */
jest.mock('@generated/routes', () => ({ __esModule: true, default: [] }), { virtual: true });
jest.mock('@generated/route-components', () => ({ __esModule: true, default: {} }), { virtual: true });
jest.mock('@generated/site-data.json', () => ({ __esModule: true, default: { base: '/' } }), { virtual: true });
jest.mock('@generated/global-data.json', () => ({ __esModule: true, default: {} }), { virtual: true });
jest.mock('@generated/global-components', () => ({ __esModule: true, default: [] }), { virtual: true });
jest.mock('@generated/client-modules', () => ({ __esModule: true, default: [] }), { virtual: true });
jest.mock('@theme/MDXComponents', () => ({ __esModule: true, default: {} }), { virtual: true });
jest.mock('@theme/NotFound', () => ({ __esModule: true, default: () => null }), { virtual: true });
jest.mock('@theme/Root', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }), { virtual: true });
jest.mock('@theme/ErrorPage', () => ({ __esModule: true, default: () => null }), { virtual: true });

export {};
