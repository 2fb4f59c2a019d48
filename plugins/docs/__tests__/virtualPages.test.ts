import path from 'node:path';
import type { VirtualPageFile } from '../../../core/types';
import { makeSite } from '../../../test-utils/fixtures';
import { loadDocs } from '../loadDocs';
import { buildNavigation } from '../navigation';
import { createLinkResolver } from '../resolveLink';

/** The docs plugin's side of `addPages()`: placing the pages, their navigation and their links. */
describe('virtual pages in the docs plugin', () => {
  const site = makeSite({
    'docs/en/index.md': '# Home\n',
    'docs/en/guide/start.md': '# Start\n',
    'docs/en/guide/api/zeta.md': '# Zeta\n',
    'docs/en/guide/api/_meta.json': JSON.stringify([{ type: 'file', name: 'foo', label: 'Foo (listed)' }, 'zeta']),
    'docs/zh/index.md': '# 首页\n',
    'docs/zh/guide/start.md': '# 开始\n',
    'docs/v1/en/index.md': '# Old\n',
    'gen/foo.md': '---\ntitle: Foo from frontmatter\ntag: new\n---\n\n# Foo h1\n',
    'gen/index.md': '# API home\n',
    'gen/zh-foo.md': '# 富\n',
    'gen/old.mdx': '# Old API\n',
  });
  const docsDir = path.join(site, 'docs');
  const layout = { docsDir, langs: ['en', 'zh'], defaultLang: 'en', versions: ['v2', 'v1'], defaultVersion: 'v2', exclude: [] };
  const unversioned = { ...layout, versions: [] as string[], defaultVersion: '' };
  const virtual = (routePath: string, file: string): VirtualPageFile => ({ routePath, filePath: path.join(site, 'gen', file), plugin: 'api' });

  test('each page gets the language and version of its route, its title, and a place in the docs folder', async () => {
    const pages = await loadDocs({
      ...unversioned,
      virtualPages: [virtual('/guide/api/foo', 'foo.md'), virtual('/guide/api/', 'index.md'), virtual('/zh/guide/api/foo', 'zh-foo.md')],
    });
    const added = pages.filter((page) => page.addedBy === 'api').map((page) => [page.routePath, page.lang, page.title, page.relativePath, path.relative(site, page.filePath)]);
    expect(added).toEqual([
      ['/guide/api/foo', 'en', 'Foo from frontmatter', 'en/guide/api/foo.md', 'gen/foo.md'],
      ['/guide/api/', 'en', 'API home', 'en/guide/api/index.md', 'gen/index.md'],
      ['/zh/guide/api/foo', 'zh', '富', 'zh/guide/api/foo.md', 'gen/zh-foo.md'],
    ]);
  });

  test('a version prefix in the route places the page in that version', async () => {
    const pages = await loadDocs({ ...layout, docsDir: path.join(site, 'docs'), virtualPages: [virtual('/v1/api/old', 'old.mdx')] });
    const old = pages.find((page) => page.addedBy === 'api')!;
    expect([old.routePath, old.lang, old.version, old.relativePath]).toEqual(['/v1/api/old', 'en', 'v1', 'v1/en/api/old.mdx']);
  });

  test('a _meta.json lists a virtual page by name, and a folder without one lists it by itself', async () => {
    const pages = await loadDocs({ ...unversioned, virtualPages: [virtual('/guide/api/foo', 'foo.md'), virtual('/guide/extra/more', 'index.md')] });
    const { sidebars } = await buildNavigation({ ...unversioned, pages, themeConfig: {} });
    const guide = sidebars.en!['/guide/']!;
    const api = guide.find((entry) => 'text' in entry && entry.text === 'api');
    expect(api && 'items' in api && api.items).toEqual([
      { text: 'Foo (listed)', link: '/guide/api/foo', tag: 'new' },
      { text: 'Zeta', link: '/guide/api/zeta' },
    ]);
    const extra = guide.find((entry) => 'text' in entry && entry.text === 'extra');
    expect(extra && 'items' in extra && extra.items).toEqual([{ text: 'API home', link: '/guide/extra/more' }]);
  });

  test('a page on the route of a file of the docs folder is an error naming the plugin, the route and the file', async () => {
    await expect(loadDocs({ ...unversioned, virtualPages: [virtual('/guide/start', 'foo.md')] })).rejects.toThrow(
      /plugin "api" adds the page \/guide\/start \(gen\/foo\.md\), which is the route of docs\/en\/guide\/start\.md/,
    );
  });

  test('root-absolute links in a written content page get the language of its route', () => {
    const generatedFilesDir = path.join(site, '.quire');
    const resolve = createLinkResolver({ ...unversioned, cleanUrls: true, generatedFilesDir });
    const zhPage = path.join(generatedFilesDir, 'api', 'pages', 'zh', 'guide', 'api', 'foo.md');
    expect(resolve({ fromFile: zhPage, url: '/guide/start' })).toBe('/zh/guide/start');
    const enPage = path.join(generatedFilesDir, 'api', 'pages', 'guide', 'api', 'foo.md');
    expect(resolve({ fromFile: enPage, url: '/guide/start' })).toBe('/guide/start');
  });
});
