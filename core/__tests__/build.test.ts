import fs from 'node:fs';
import path from 'node:path';
import { copyFixture, writeFiles } from '../../test-utils/fixtures';
import { runQuire } from '../../test-utils/runQuire';
import { treeChecksums as checksums } from '../../test-utils/treeChecksums';

const fixture = path.join(__dirname, '__fixtures__', 'basic-site');
jest.setTimeout(180_000);

function read(dist: string, file: string): string {
  return fs.readFileSync(path.join(dist, file), 'utf8');
}

/** Script and preload URLs of a page. */
function assetsOf(html: string): { preloads: string[]; scripts: string[] } {
  return {
    preloads: [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((m) => m[1]!),
    scripts: [...html.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map((m) => m[1]!),
  };
}

describe('quire build on a small en + zh site', () => {
  let site: string;
  let dist: string;
  let output: string;

  beforeAll(async () => {
    site = copyFixture(fixture);
    dist = path.join(site, 'dist');
    const result = await runQuire(['build', site], { env: { QUIRE_PERF: '1' } });
    output = result.stdout + result.stderr;
    expect(result.code).toBe(0);
  });

  test('writes one HTML file per route with clean URLs, plus 404.html', () => {
    for (const file of ['index.html', 'zh/index.html', 'guide/start.html', 'guide/next.html', 'zh/guide/start.html', 'zh/guide/next.html', 'lazy.html', 'zh/lazy.html', '404.html']) {
      expect(fs.existsSync(path.join(dist, file))).toBe(true);
    }
    expect(output).toMatch(/built 9 pages into/);
    expect(output).toMatch(/compiling pages 6\/6/);
    expect(output).toMatch(/rendering pages 9\/9/);
  });

  test('each page holds its rendered content, language, title, description and canonical link', () => {
    const start = read(dist, 'guide/start.html');
    expect(start).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(start).toContain('<title>Getting started - Fixture Docs</title>');
    expect(start).toContain('<meta name="description" content="How to start."/>');
    expect(start).toContain('<link rel="canonical" href="/guide/start"/>');
    expect(start).toContain('<h1 id="getting-started" class="quire-heading">Getting started<a class="quire-anchor" href="#getting-started"');
    expect(start).toContain('<h2 id="install-step" class="quire-heading">Install<a class="quire-anchor" href="#install-step"');
    expect(start).toContain('<div class="note">JSX works.</div>');

    const zh = read(dist, 'zh/guide/start.html');
    expect(zh).toMatch(/^<!DOCTYPE html><html lang="zh">/);
    expect(zh).toContain('<title>快速开始 - 示例文档</title>');
    expect(zh).toContain('中文内容。');

    expect(read(dist, 'index.html')).toContain('<title>Welcome - Fixture Docs</title>');
    expect(read(dist, 'zh/index.html')).toContain('<title>示例文档</title>');
  });

  test('rendering waits for lazy content; a .tsx page takes its title from `export const frontmatter`', () => {
    const lazyPage = read(dist, 'lazy.html');
    expect(lazyPage).toContain('<p>Content that arrived later.</p>');
    expect(lazyPage).not.toContain('Loading…');
    expect(lazyPage).toContain('<title>Lazy page - Fixture Docs</title>');
    expect(read(dist, 'zh/lazy.html')).toContain('<p>稍后到达的内容。</p>');
  });

  test("a page's <Head> puts its tags into <head>, and its <title> replaces the page title", () => {
    const zhLazy = read(dist, 'zh/lazy.html');
    const head = zhLazy.slice(0, zhLazy.indexOf('</head>'));
    expect(head.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>自己的标题</title>']);
    expect(head).toContain('<meta name="keywords" content="延迟, 加载"/>');
    expect(read(dist, 'lazy.html').match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Lazy page - Fixture Docs</title>']);
  });

  test('chunks load lazily with a 120 s timeout and a "Loading chunk ... failed" error', () => {
    const runtime = fs.readdirSync(path.join(dist, 'assets/js')).find((f) => f.startsWith('runtime.'))!;
    const code = read(dist, `assets/js/${runtime}`);
    expect(code).toContain('"Loading chunk "+');
    expect(code).toContain('12e4');
  });

  test('a page preloads and runs exactly its own chunks and the entry (its runtime, React, then main)', () => {
    const start = assetsOf(read(dist, 'guide/start.html'));
    const next = assetsOf(read(dist, 'guide/next.html'));
    expect(start.preloads).toEqual(start.scripts);
    const entry = start.scripts.filter((s) => /\/(runtime|react|main)\.[0-9a-f]{8}\.js$/.test(s));
    expect(entry.map((s) => s.replace(/^.*\/|\.[0-9a-f]{8}\.js$/g, ''))).toEqual(['runtime', 'react', 'main']);
    // Markdown pages are static content: no script of their own, only the entry. Their section's
    // sidebar is deferred, fetched after the page has loaded (named in the inline data, not a script tag).
    expect(start.scripts).toEqual(entry);
    expect(next.scripts).toEqual(entry);
    // A page with code of its own (a .tsx page) runs its chunk before the entry.
    const lazy = assetsOf(read(dist, 'lazy.html'));
    expect(lazy.scripts.slice(-3)).toEqual(entry);
    expect(lazy.scripts.length).toBeGreaterThan(3);
    const inlineOf = (file: string) => JSON.parse(/<script id="__quire_route" type="application\/json">(.*?)<\/script>/.exec(read(dist, file))![1]!);
    const inline = inlineOf('guide/start.html');
    expect(inline).toMatchObject({ path: '/guide/start', component: '@theme/Layout' });
    // A Markdown page is static content: its HTML is its content and its record is in the inline data.
    expect(Object.keys(inline.modules).sort()).toEqual(['sidebar']);
    expect(inline.static).toBe(true);
    expect(inline.data.page).toMatchObject({ title: 'Getting started', routePath: '/guide/start', lang: 'en' });
    // A page with code of its own (a .tsx page) brings its content's chunk.
    const lazyInline = inlineOf('lazy.html');
    expect(Object.keys(lazyInline.modules).sort()).toEqual(['content', 'page']);
    expect(lazyInline.static).toBeUndefined();
    expect(Object.keys(inline.deferred)).toEqual(['sidebar']);
    expect(inline.deferred.sidebar).toEqual(inlineOf('guide/next.html').deferred.sidebar);
    const sidebarCode = inline.deferred.sidebar.map((id: string) => read(dist, `assets/js/${id}.js`)).join('');
    expect(sidebarCode).toContain('"link":"/guide/next"');
    expect(sidebarCode).not.toContain('JSX works.');
    // Its links are in the page's HTML all the same.
    expect(read(dist, 'guide/start.html')).toContain('class="quire-sidebar"');
    // The 404 page needs nothing but the entry.
    expect(assetsOf(read(dist, '404.html')).scripts).toEqual(entry);
  });

  test('the main bundle holds no page content; page chunks are content-addressed; the renderer is gone', () => {
    const js = fs.readdirSync(path.join(dist, 'assets/js'));
    const entry = js.filter((f) => /^(runtime|react|main)\.[0-9a-f]{8}\.js$/.test(f));
    expect(entry).toHaveLength(3);
    const entryCode = entry.map((f) => read(dist, `assets/js/${f}`)).join('\n');
    expect(entryCode).not.toContain('JSX works.');
    expect(entryCode).not.toContain('/guide/start');
    expect(entryCode).toContain('"assets/js/"+');
    // Named by their content, but for the route table, whose name never changes (so main's never does when a page changes).
    expect(js.filter((f) => !entry.includes(f) && f.endsWith('.js') && !/^[0-9a-f]{12,}\.js$/.test(f))).toEqual(['quire-routes.js']);
  });

  test('the 404 page is rendered', () => {
    const notFound = read(dist, '404.html');
    expect(notFound).toContain('PAGE NOT FOUND');
    expect(notFound).toContain('<title>404 - Fixture Docs</title>');
    expect(notFound).toContain('"path":null');
  });

  test('QUIRE_PERF=1 prints each phase with its time and heap', () => {
    for (const phase of ['load site > load config', 'load site > loadContent', 'load site > codegen', 'bundle', 'render pages', 'postBuild']) {
      expect(output).toMatch(new RegExp(`\\[perf\\] ${phase.replace(/[>]/g, '\\>')} \\d+ms at \\d+\\.\\d+s heap \\d+MB -> \\d+MB`));
    }
  });

  test('no generated server bundle or temporary folder is left behind', () => {
    expect(fs.existsSync(path.join(site, '.quire', 'server'))).toBe(false);
    expect(fs.readdirSync(site).filter((name) => name.startsWith('dist.'))).toEqual([]);
  });

  test('building again gives the same bytes, with its cache and without', async () => {
    const before = checksums(dist);
    expect((await runQuire(['build', site])).code).toBe(0);
    expect(checksums(dist)).toEqual(before);
    fs.rmSync(path.join(site, '.quire', 'cache'), { recursive: true });
    expect((await runQuire(['build', site])).code).toBe(0);
    expect(checksums(dist)).toEqual(before);
  });

  test('a rebuild with no change leaves the output as it was; an edit changes its own page alone', async () => {
    /** Each file's inode and modification time: what a deploy compares, and what rewriting a file changes. */
    const stamps = (): Record<string, string> => {
      const all: Record<string, string> = {};
      for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const stat = fs.statSync(file);
        all[path.relative(dist, file)] = `${stat.ino}:${stat.mtimeMs}`;
      }
      return all;
    };
    const differences = (a: Record<string, string>, b: Record<string, string>) =>
      [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((file) => a[file] !== b[file]).sort();

    const before = stamps();
    const unchanged = await runQuire(['build', site]);
    expect(unchanged.code).toBe(0);
    expect(unchanged.stdout + unchanged.stderr).toContain('nothing changed since the last build (0 of 9 pages rendered), the output folder was left as it was');
    expect(stamps()).toEqual(before);

    const page = path.join(site, 'docs/en/guide/next.md');
    const source = fs.readFileSync(page, 'utf8');
    fs.writeFileSync(page, `${source}\nOne more sentence.\n`);
    try {
      const edited = await runQuire(['build', site]);
      expect(edited.code).toBe(0);
      expect(edited.stdout + edited.stderr).toMatch(/since the last build: \d+ changed, \d+ added, \d+ removed, \d+ unchanged; 1 of 9 pages rendered/);
      // The page's HTML and Markdown twin and the English search index (a new name, and the manifest
      // naming it): the page is static content, so no chunk and not the route table.
      const changed = differences(before, stamps());
      expect(changed.filter((file) => !file.startsWith('assets/search/'))).toEqual(['guide/next.html', 'guide/next.md']);
      expect(changed.filter((file) => file.startsWith('assets/search/'))).toEqual([
        'assets/search/manifest.json',
        ...changed.filter((file) => /^assets\/search\/search-index\.en\.[0-9a-f]+\.json$/.test(file)),
      ]);
      expect(changed).toHaveLength(5);
    } finally {
      fs.writeFileSync(page, source);
    }
    // Back to the first source: the first build's bytes.
    expect((await runQuire(['build', site])).code).toBe(0);
    expect(differences(before, stamps()).filter((file) => file.endsWith('.html'))).toEqual(['guide/next.html']);
  });

  test('a failed build keeps the previous output in place', async () => {
    const before = read(dist, 'index.html');
    writeFiles(site, { 'docs/en/broken.mdx': '# Broken\n\n<Widget>\n\nno closing tag\n' });
    const result = await runQuire(['build', site]);
    fs.rmSync(path.join(site, 'docs/en/broken.mdx'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docs\/en\/broken\.mdx:3:1: MDX compile error: Expected a closing tag for `<Widget>`/);
    expect(read(dist, 'index.html')).toBe(before);
    expect(fs.readdirSync(site).filter((name) => name.startsWith('dist.'))).toEqual([]);
  });

  test('pages that fail to render are listed with their paths and a hint, and the output stays', async () => {
    const before = read(dist, 'index.html');
    const page = () =>
      `export const frontmatter = { title: 'Width' };\nexport default function Width() {\n  return <p>{window.innerWidth}</p>;\n}\n`;
    writeFiles(site, { 'docs/en/width.tsx': page(), 'docs/zh/width.tsx': page() });
    const result = await runQuire(['build', site]);
    fs.rmSync(path.join(site, 'docs/en/width.tsx'));
    fs.rmSync(path.join(site, 'docs/zh/width.tsx'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('2 page(s) failed to render:');
    // Each names its source file (absolute here: the site is outside the current folder).
    expect(result.stderr).toContain(`/width: ${site}/docs/en/width.tsx: window is not defined (this code runs during the build too: move it into useEffect, or wrap the component in <NoSSR>)`);
    expect(result.stderr).toContain(`/zh/width: ${site}/docs/zh/width.tsx: window is not defined`);
    expect(result.stderr).toContain('in <Width>');
    expect(read(dist, 'index.html')).toBe(before);
  });
});

describe('quire build errors', () => {
  jest.setTimeout(120_000);

  test('a duplicate route names both files and exits non-zero', async () => {
    const site = copyFixture(fixture);
    writeFiles(site, { 'docs/en/guide/start/index.md': '# Also start\n' });
    const result = await runQuire(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Duplicate routes:');
    expect(result.stderr).toContain('both docs/en/guide/start.mdx and docs/en/guide/start/index.md map to this route');
    expect(fs.existsSync(path.join(site, 'dist'))).toBe(false);
  });

  test('an invalid config lists every problem with its path', async () => {
    const site = copyFixture(fixture);
    writeFiles(site, { 'quire.config.ts': `export default { title: 3, themeConfig: { locales: [{ lang: 'en', label: 'E' }, { lang: 5, label: 'x' }] }, colour: 'red' };\n` });
    const result = await runQuire(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('title: expected a string, received a number (3)');
    expect(result.stderr).toContain('themeConfig.locales[1].lang: expected a string, received a number (5)');
    expect(result.stderr).toContain('colour: unknown key');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  test('--out-dir and --base are honoured', async () => {
    const site = copyFixture(fixture);
    const out = path.join(site, 'public-out');
    const result = await runQuire(['build', site, '--out-dir', out, '--base', '/docs/']);
    expect(result.code).toBe(0);
    const html = read(out, 'guide/start.html');
    expect(html).toContain('<link rel="canonical" href="/docs/guide/start"/>');
    expect(html).toMatch(/<script defer src="\/docs\/assets\/js\/main\.[0-9a-f]{8}\.js">/);
    expect(html).toContain('href="/docs/guide/next"');
  });
});
