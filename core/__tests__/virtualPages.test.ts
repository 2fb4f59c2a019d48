import fs from 'node:fs';
import path from 'node:path';
import { makeSite } from '../../test-utils/fixtures';
import { runQuire } from '../../test-utils/runQuire';

jest.setTimeout(180_000);

/**
 * A bilingual site whose inline plugin adds pages with `addPages()`: a `content` page and a
 * `filepath` page in English, a `content` page in Chinese, in MDX. `pages` is the plugin's return value,
 * as source text (the config is a file of the site).
 */
function siteWith({ pages, files = {} }: { pages: string; files?: Record<string, string> }): string {
  return makeSite({
    'quire.config.ts': `import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Virtual',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  plugins: [
    {
      name: 'api-pages',
      addPages() {
        return ${pages};
      },
    },
  ],
});
`,
    'docs/en/index.md': '# Home\n',
    'docs/zh/index.md': '# 首页\n',
    'docs/en/guide/start.md': '# Start\n\nSee [the Foo API](/guide/api/foo#methods).\n',
    'docs/zh/guide/start.md': '# 开始\n',
    'docs/en/guide/api/intro.md': '# Intro\n',
    // The virtual page is listed by name, after the file page (whose name sorts later).
    'docs/en/guide/api/_meta.json': JSON.stringify(['intro', 'foo']),
    'extra/bar.md': '---\ndescription: The bar reference.\n---\n\n# Bar Reference\n\n## Usage\n\nBar text.\n',
    ...files,
  });
}

const goodPages = `[
  { routePath: '/guide/api/foo', content: '# Foo API\\n\\nThe zebraquux method.\\n\\n## Methods\\n\\nSee [start](/guide/start).\\n' },
  { routePath: '/reference/bar', filepath: 'extra/bar.md' },
  { routePath: '/zh/guide/api/foo', format: 'mdx', content: '# 富接口\\n\\n## 方法\\n\\n见[开始](/guide/start)。\\n\\n<span className="from-mdx">{1 + 1}</span>\\n' },
]`;

describe('virtual pages (addPages) in a build', () => {
  let site: string;
  let dist: string;

  beforeAll(async () => {
    site = siteWith({ pages: goodPages });
    dist = path.join(site, 'dist');
    const result = await runQuire(['build', site]);
    if (result.code !== 0) throw new Error(result.stdout + result.stderr);
  });

  const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

  test('each page is rendered at its route with its h1, language and outline', () => {
    const foo = read('guide/api/foo.html');
    expect(foo).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(foo).toMatch(/<h1[^>]*>.*Foo API.*<\/h1>/s);
    expect(foo).toMatch(/<nav class="quire-outline".*href="#methods".*<\/nav>/s);
    expect(foo).toContain('<title>Foo API - Virtual</title>');

    const bar = read('reference/bar.html');
    expect(bar).toMatch(/<h1[^>]*>.*Bar Reference.*<\/h1>/s);
    expect(bar).toContain('<meta name="description" content="The bar reference."/>');
    expect(bar).toMatch(/<nav class="quire-outline".*href="#usage".*<\/nav>/s);

    const zh = read('zh/guide/api/foo.html');
    expect(zh).toMatch(/^<!DOCTYPE html><html lang="zh">/);
    expect(zh).toMatch(/<h1[^>]*>.*富接口.*<\/h1>/s);
    expect(zh).toMatch(/<nav class="quire-outline".*href="#方法".*<\/nav>/s);
    // A root-absolute link in a Chinese virtual page gets the language, as in a file of docs/zh/.
    expect(zh).toMatch(/见<a href="\/zh\/guide\/start"[^>]*>开始<\/a>/);
    // format: 'mdx': JSX and expressions work.
    expect(zh).toContain('<span class="from-mdx">2</span>');
  });

  test('the sidebar lists them: by name in a _meta.json, and by themselves in a folder without one', () => {
    const intro = read('guide/api/intro.html');
    const sidebar = intro.slice(intro.indexOf('quire-doc-layout__sidebar'));
    expect(sidebar).toContain('href="/guide/api/foo"');
    // _meta.json order: intro, then foo.
    expect(sidebar.indexOf('href="/guide/api/intro"')).toBeLessThan(sidebar.indexOf('href="/guide/api/foo"'));
    // /reference/ has no folder and no _meta.json: its sidebar is the listing of its pages.
    const bar = read('reference/bar.html');
    expect(bar.slice(bar.indexOf('quire-doc-layout__sidebar'))).toMatch(/href="\/reference\/bar"[^>]*>.*Bar Reference/s);
    // docs/zh/guide/api/ has no _meta.json: the folder's group lists the virtual page.
    const zhStart = read('zh/guide/start.html');
    expect(zhStart.slice(zhStart.indexOf('quire-doc-layout__sidebar'))).toMatch(/href="\/zh\/guide\/api\/foo"[^>]*>.*富接口/s);
  });

  test('they have .md twins and are in the local search index of their language', () => {
    expect(read('guide/api/foo.md')).toContain('# Foo API');
    expect(read('reference/bar.md')).toContain('# Bar Reference');
    expect(read('zh/guide/api/foo.md')).toContain('# 富接口');
    const manifest = JSON.parse(read('assets/search/manifest.json')) as Record<string, string>;
    const en = read(`assets/search/${manifest.en}`);
    expect(en).toContain('zebraquux');
    expect(en).toContain('/reference/bar');
    expect(read(`assets/search/${manifest.zh}`)).toContain('/zh/guide/api/foo');
  });

  test('content pages are written under .quire/<plugin>/pages/, named by their route', () => {
    expect(fs.readFileSync(path.join(site, '.quire/api-pages/pages/guide/api/foo.md'), 'utf8')).toContain('# Foo API');
    expect(fs.existsSync(path.join(site, '.quire/api-pages/pages/zh/guide/api/foo.mdx'))).toBe(true);
  });
});

describe('virtual pages: errors', () => {
  test('a dead link inside a virtual page fails the build, naming the page\'s file', async () => {
    const site = siteWith({ pages: `[{ routePath: '/guide/api/foo', content: '# Foo\\n\\n[gone](/guide/nowhere)\\n' }]` });
    const result = await runQuire(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/\.quire[\\/]api-pages[\\/]pages[\\/]guide[\\/]api[\\/]foo\.md:3:1: dead link "\/guide\/nowhere"/);
  });

  test('a route that is a file page\'s is an error naming the plugin, the route and the file', async () => {
    const site = siteWith({ pages: `[{ routePath: '/guide/start', content: '# Again\\n' }]` });
    const result = await runQuire(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('plugin "api-pages" adds the page /guide/start');
    expect(result.stderr).toContain('which is the route of docs/en/guide/start.md');
  });

  test('a missing filepath, a route added twice and a relative route are reported together, naming the plugin', async () => {
    const site = siteWith({
      pages: `[
        { routePath: '/a', filepath: 'extra/missing.md' },
        { routePath: '/b', content: '# B\\n' },
        { routePath: '/b/', content: '# B again\\n' },
        { routePath: 'c', content: '# C\\n' },
      ]`,
    });
    const result = await runQuire(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('3 problem(s) in the pages plugins add (addPages)');
    expect(result.stderr).toMatch(/plugin "api-pages", addPages\(\)\[0\] \(\/a\): filepath .*extra[\\/]missing\.md does not exist/);
    expect(result.stderr).toContain('plugin "api-pages", addPages()[2]: the route /b/ is already added by plugin "api-pages" (twice by the same plugin)');
    expect(result.stderr).toContain('plugin "api-pages", addPages()[3]: routePath must be a string starting with "/" (got "c")');
  });
});
