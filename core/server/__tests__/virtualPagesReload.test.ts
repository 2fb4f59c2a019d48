import fs from 'node:fs';
import path from 'node:path';
import { makeSite } from '../../../test-utils/fixtures';
import { loadSite, reloadSitePlugin, type Site } from '../site';
import type { Sidebar } from '../../types';

jest.setTimeout(60_000);

/** A plugin whose `addPages()` reads a JSON file it watches (what the dev server reloads it for). */
const config = `import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Virtual reload',
  lang: 'en',
  plugins: [
    (context) => {
      const source = path.join(context.siteDir, 'api', 'pages.json');
      return {
        name: 'api-pages',
        addPages() {
          const pages = JSON.parse(fs.readFileSync(source, 'utf8'));
          return pages.map((page) => ({ routePath: page.route, content: '# ' + page.title + '\\n' }));
        },
        getPathsToWatch() {
          return [source];
        },
      };
    },
  ],
});
`;

const sidebarLinks = (site: Site) => JSON.stringify((site.plugins.find((p) => p.plugin.name === 'docs')!.content as { sidebars: Record<string, Sidebar> }).sidebars);

describe('dev reload of a plugin that adds pages', () => {
  let site: Site;
  let dir: string;

  beforeAll(async () => {
    dir = makeSite({
      'quire.config.ts': config,
      'api/pages.json': JSON.stringify([{ route: '/guide/api/foo', title: 'Foo API' }]),
      'docs/index.md': '# Home\n',
      'docs/guide/start.md': '# Start\n',
    });
    site = await loadSite({ siteDir: dir, mode: 'development', command: 'dev' });
  });

  afterAll(() => site?.compilePool.release());

  const routes = () => site.routes.map((route) => route.path);

  test('the first load writes the page and makes it a route in its section\'s sidebar', () => {
    expect(routes()).toContain('/guide/api/foo');
    expect(fs.readFileSync(path.join(dir, '.quire/api-pages/pages/guide/api/foo.md'), 'utf8')).toBe('# Foo API\n');
    expect(sidebarLinks(site)).toContain('"link":"/guide/api/foo"');
  });

  test('reloading the plugin re-runs addPages: changed pages are rewritten, new ones routed, removed ones gone', async () => {
    fs.writeFileSync(path.join(dir, 'api/pages.json'), JSON.stringify([{ route: '/guide/api/baz', title: 'Baz API' }]));
    site = await reloadSitePlugin(site, 'api-pages');
    expect(routes()).toContain('/guide/api/baz');
    expect(routes()).not.toContain('/guide/api/foo');
    expect(sidebarLinks(site)).toContain('"link":"/guide/api/baz"');
    expect(sidebarLinks(site)).not.toContain('/guide/api/foo');
    expect(fs.readFileSync(path.join(dir, '.quire/api-pages/pages/guide/api/baz.md'), 'utf8')).toBe('# Baz API\n');
    expect(fs.existsSync(path.join(dir, '.quire/api-pages/pages/guide/api/foo.md'))).toBe(false);
  });

  test('a page whose source changed but not its route gets its new title in the sidebar', async () => {
    fs.writeFileSync(path.join(dir, 'api/pages.json'), JSON.stringify([{ route: '/guide/api/baz', title: 'Baz Renamed' }]));
    site = await reloadSitePlugin(site, 'api-pages');
    expect(sidebarLinks(site)).toContain('"text":"Baz Renamed","link":"/guide/api/baz"');
  });

  test('a page removed and added again unchanged gets its file back', async () => {
    const pages = path.join(dir, 'api/pages.json');
    const file = path.join(dir, '.quire/api-pages/pages/guide/api/baz.md');
    const before = fs.readFileSync(pages, 'utf8');
    fs.writeFileSync(pages, '[]');
    site = await reloadSitePlugin(site, 'api-pages');
    expect(fs.existsSync(file)).toBe(false);
    fs.writeFileSync(pages, before);
    site = await reloadSitePlugin(site, 'api-pages');
    expect(fs.readFileSync(file, 'utf8')).toBe('# Baz Renamed\n');
  });

  test('reloading another plugin keeps the added pages', async () => {
    site = await reloadSitePlugin(site, 'docs');
    expect(routes()).toContain('/guide/api/baz');
  });
});
