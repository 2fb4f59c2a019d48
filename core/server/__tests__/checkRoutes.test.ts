import type { RouteRecord } from '../../types';
import { checkRoutes } from '../routes/checkRoutes';

const route = (routePath: string, file?: string, exact = true): RouteRecord => ({
  path: routePath,
  component: '@theme/Layout',
  modules: {},
  exact,
  metadata: file ? { sourceFilePath: `/site/${file}` } : {},
  plugin: 'docs',
});

describe('checkRoutes', () => {
  test('sorts routes by path', () => {
    const sorted = checkRoutes({ routes: [route('/b'), route('/'), route('/a/')], siteDir: '/site' });
    expect(sorted.map((r) => r.path)).toEqual(['/', '/a/', '/b']);
  });

  test('a duplicate route is an error naming both source files', () => {
    expect(() =>
      checkRoutes({
        routes: [route('/guide/a', 'docs/en/guide/a.md'), route('/guide/a/', 'docs/en/guide/a/index.md'), route('/x', 'docs/en/x.md'), route('/X.html', 'docs/en/X.mdx')],
        siteDir: '/site',
      }),
    ).toThrow(
      /\/guide\/a: both docs\/en\/guide\/a\.md and docs\/en\/guide\/a\/index\.md map to this route[\s\S]*\/x: both docs\/en\/X\.mdx and docs\/en\/x\.md/,
    );
  });

  test('a route without a source file is named by its plugin', () => {
    expect(() => checkRoutes({ routes: [route('/a', 'docs/en/a.md'), { ...route('/a'), plugin: 'changelog' }], siteDir: '/site' })).toThrow(
      'a route added by plugin "changelog"',
    );
  });

  test('checks 10,000 routes with an index, not nested scans', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => route(`/page/${i}`, `docs/${i}.md`));
    const start = performance.now();
    expect(checkRoutes({ routes: many, siteDir: '/site' })).toHaveLength(10_000);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});
