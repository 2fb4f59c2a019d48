import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteRecord } from '../../types';
import { generateRoutesModule } from '../../server/codegen/codegenRoutes';
import routesLoader from '../loaders/routesLoader';

/** Runs the loader as webpack would, with analyses that say which pages are static content. */
function runLoader({ source, staticPages }: { source: string; staticPages: string[] }): Promise<{ code: string; dependencies: string[] }> {
  const dependencies: string[] = [];
  return new Promise((resolve, reject) => {
    const context = {
      getOptions: () => ({ markdown: { analyzePage: async ({ filePath }: { filePath: string }) => ({ staticContent: staticPages.includes(filePath) || undefined }) } }),
      addDependency: (file: string) => dependencies.push(file),
      async: () => (error: Error | null, code?: string) => (error ? reject(error) : resolve({ code: code!, dependencies })),
    };
    routesLoader.call(context as never, source);
  });
}

describe('the route table of a build', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-routes-loader-'));
  const page = (name: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, `# ${name}\n`);
    return file;
  };
  const route = (pathname: string, modules: Record<string, string>, extra: Partial<RouteRecord> = {}): RouteRecord => ({
    path: pathname,
    component: '@theme/Layout',
    modules,
    exact: true,
    metadata: {},
    plugin: 'docs',
    ...extra,
  });
  const staticPage = page('static.md');
  const modulePage = page('module.mdx');
  const routes = [
    route('/static', { content: staticPage, page: '/data/static.json', sidebar: '/data/sidebar.json' }, { dataModules: ['page'] }),
    route('/module', { content: modulePage, page: '/data/module.json' }, { dataModules: ['page'] }),
    route('/tsx', { content: path.join(dir, 'page.tsx') }),
  ];

  test('a static page has 0 for its content and its data modules; the rest keep their imports', async () => {
    const source = generateRoutesModule({ routes, hot: false, staticCandidates: true });
    const { code, dependencies } = await runLoader({ source, staticPages: [staticPage] });
    expect(code).toContain(`["/static", "@theme/Layout", {"content": 0, "page": 0, "sidebar": () => import(/* webpackChunkName: "r-`);
    expect(code).toMatch(/\["\/module", "@theme\/Layout", \{"content": \(\) => import\(\/\* webpackChunkName: "r-[0-9a-f]+" \*\/ ".*module\.mdx"\), "page": \(\) => import\(/);
    expect(code).toMatch(/\["\/tsx", "@theme\/Layout", \{"content": \(\) => import\(/);
    expect(code).not.toContain('quire-static');
    expect(dependencies.sort()).toEqual([modulePage, staticPage].sort());
  });

  test('without static candidates (dev) every module is imported, unmarked', () => {
    const source = generateRoutesModule({ routes, hot: true });
    expect(source).not.toContain('quire-static');
    expect(source.match(/import\(/g)).toHaveLength(6);
  });
});
