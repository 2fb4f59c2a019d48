import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { BuiltPage } from '../../types';
import { makeSite } from '../../../test-utils/fixtures';
import { freePort } from '../../../test-utils/ports';
import { runQuire, startQuire } from '../../../test-utils/runQuire';

jest.setTimeout(240_000);

/**
 * A bilingual site with an inline plugin that records `pages` (and the routes' `lastUpdatedAt`) in
 * postBuild, adds a page route of its own, and tags the English pages only (injectPageHtmlTags).
 */
const files: Record<string, string> = {
  '.gitignore': 'node_modules\ndist\n.quire\n',
  'quire.config.ts': `
import fs from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, type LoadContext, type QuirePlugin } from 'quire';

function recorder(context: LoadContext): QuirePlugin {
  return {
    name: 'recorder',
    contentLoaded({ actions }) {
      actions.addRoute({
        path: '/zh/custom',
        component: path.join(context.siteDir, 'components', 'Custom.tsx'),
        modules: {},
        metadata: { lang: 'zh', title: 'Custom page', frontmatter: { description: 'From the metadata' } },
      });
    },
    injectPageHtmlTags({ page }) {
      if (page.lang !== 'en') return undefined;
      return {
        headTags: [{ tagName: 'link', attributes: { rel: 'alternate', type: 'application/rss+xml', href: '/feed.xml?page=' + page.routePath + '&q="<x>"' } }],
        postBodyTags: ['<!-- english ' + page.pageType + ' -->'],
      };
    },
    async postBuild({ outDir, pages, routes }) {
      const record = { pages, routes: routes.map((route) => ({ path: route.path, lastUpdatedAt: route.metadata.lastUpdatedAt })) };
      await fs.writeFile(path.join(outDir, 'recorded.json'), JSON.stringify(record));
    },
  };
}

export default defineConfig({
  title: 'Built Pages',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  themeConfig: { lastUpdated: true },
  plugins: [recorder],
});
`,
  'components/Custom.tsx': 'export default function Custom() {\n  return <main><h1>Custom</h1></main>;\n}\n',
  'docs/en/index.md': '---\ntitle: Home\ndescription: The home page\n---\n\n# Home\n\n## Welcome\n\nHello.\n',
  'docs/en/guide/start.md': '# Getting started\n\n## Install\n\nRun it.\n\n### Options\n\nSome.\n',
  'docs/en/guide/hidden.md': '---\nnoindex: true\n---\n\n# Hidden\n\nNot for search engines.\n',
  'docs/zh/index.md': '# 首页\n\n## 欢迎\n\n你好。\n',
  'docs/zh/guide/start.md': '---\nhead:\n  - - meta\n    - name: robots\n      content: noindex, nofollow\n---\n\n# 快速开始\n\n## 安装\n\n运行。\n',
};

/** Commit times of the sources, in seconds: the English guide was edited later. */
const FIRST_COMMIT = 1_700_000_000;
const SECOND_COMMIT = 1_710_000_000;

function git(cwd: string, args: string[], time?: number): void {
  const date = time === undefined ? {} : { GIT_AUTHOR_DATE: `@${time} +0000`, GIT_COMMITTER_DATE: `@${time} +0000` };
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    env: { ...process.env, ...date },
    stdio: 'pipe',
  });
}

function hasGit(): boolean {
  try {
    execFileSync('git', ['--version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

/** GET as a browser navigation (the dev server answers pages only to `Accept: text/html`). */
function getPage(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { accept: 'text/html' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const withGit = hasGit();
const TAG = /<link rel="alternate" type="application\/rss\+xml" href="\/feed\.xml\?page=([^"&]*)&amp;q=&quot;&lt;x&gt;&quot;">/;

describe('postBuild pages and per-page head tags (quire build, render workers)', () => {
  let site: string;
  let dist: string;
  let pages: BuiltPage[];
  let routes: { path: string; lastUpdatedAt?: number | null }[];
  const page = (routePath: string) => pages.find((p) => p.routePath === routePath)!;

  beforeAll(async () => {
    site = makeSite(files);
    if (withGit) {
      git(site, ['init', '-q']);
      git(site, ['add', '-A']);
      git(site, ['commit', '-q', '-m', 'first'], FIRST_COMMIT);
      fs.appendFileSync(path.join(site, 'docs/en/guide/start.md'), '\nMore.\n');
      git(site, ['commit', '-q', '-am', 'second'], SECOND_COMMIT);
    }
    // The real binary runs the compiled lib/, whose render pool renders on worker threads.
    expect(fs.existsSync(path.join(__dirname, '../../../lib/core/ssg/renderPagesWorker.js'))).toBe(true);
    const result = await runQuire(['build', site]);
    if (result.code !== 0) throw new Error(result.stdout + result.stderr);
    dist = path.join(site, 'dist');
    ({ pages, routes } = JSON.parse(fs.readFileSync(path.join(dist, 'recorded.json'), 'utf8')));
  });

  test('one entry per written page, 404 included, in route order', () => {
    expect(pages.map((p) => p.routePath)).toEqual([...routes.map((r) => r.path), '/404']);
    expect(new Set(pages.map((p) => p.routePath))).toEqual(new Set(['/', '/guide/start', '/guide/hidden', '/zh/', '/zh/guide/start', '/zh/custom', '/404']));
    for (const built of pages) {
      expect(built.htmlFile).not.toMatch(/\\|^\//);
      expect(fs.existsSync(path.join(dist, built.htmlFile))).toBe(true);
      if (built.markdownFile !== undefined) {
        expect(built.markdownFile).not.toMatch(/\\|^\//);
        expect(fs.existsSync(path.join(dist, built.markdownFile))).toBe(true);
      }
      expect(built.pluginData).toEqual(expect.any(Object));
    }
  });

  test("a docs page: its final record (title, description, toc, language), files and source", () => {
    const start = page('/guide/start');
    expect(start).toMatchObject({ lang: 'en', version: expect.any(String), pageType: 'doc', title: 'Getting started', noIndex: false, htmlFile: 'guide/start.html', markdownFile: 'guide/start.md' });
    expect(start.toc.map(({ text, id, depth }) => ({ text, id, depth }))).toEqual([
      { text: 'Install', id: 'install', depth: 2 },
      { text: 'Options', id: 'options', depth: 3 },
    ]);
    expect(fs.realpathSync(start.sourceFilePath!)).toBe(fs.realpathSync(path.join(site, 'docs/en/guide/start.md')));
    expect(page('/')).toMatchObject({ title: 'Home', description: 'The home page', frontmatter: { title: 'Home', description: 'The home page' }, htmlFile: 'index.html', markdownFile: 'index.md' });
    expect(page('/zh/')).toMatchObject({ lang: 'zh', title: '首页', htmlFile: 'zh/index.html', markdownFile: 'zh/index.md' });
    expect(page('/zh/').toc.map((item) => item.text)).toEqual(['欢迎']);
  });

  test('noIndex: from `noindex: true`, and from a robots meta tag in the frontmatter head', () => {
    expect(page('/guide/hidden').noIndex).toBe(true);
    expect(page('/zh/guide/start').noIndex).toBe(true);
    expect(page('/').noIndex).toBe(false);
  });

  test("a plugin's own route falls back to its metadata; the 404 page has no twin", () => {
    expect(page('/zh/custom')).toMatchObject({ lang: 'zh', title: 'Custom page', frontmatter: { description: 'From the metadata' }, toc: [], htmlFile: 'zh/custom.html', pluginData: {} });
    expect(page('/zh/custom').markdownFile).toBeUndefined();
    expect(page('/zh/custom').sourceFilePath).toBeUndefined();
    expect(page('/404')).toMatchObject({ pageType: '404', htmlFile: '404.html', toc: [] });
    expect(page('/404').markdownFile).toBeUndefined();
  });

  (withGit ? test : test.skip)('lastUpdatedTime from git, and route metadata lastUpdatedAt set before postBuild', () => {
    expect(page('/guide/start').lastUpdatedTime).toBe(SECOND_COMMIT * 1000);
    expect(page('/').lastUpdatedTime).toBe(FIRST_COMMIT * 1000);
    expect(page('/zh/custom').lastUpdatedTime).toBeUndefined();
    const at = Object.fromEntries(routes.map((r) => [r.path, r.lastUpdatedAt]));
    expect(at['/guide/start']).toBe(SECOND_COMMIT * 1000);
    expect(at['/zh/']).toBe(FIRST_COMMIT * 1000);
    expect(at['/zh/custom']).toBeNull();
  });

  test('injectPageHtmlTags: the English pages get the tag (escaped, in <head>), the others do not', () => {
    for (const [file, routePath] of [
      ['index.html', '/'],
      ['guide/start.html', '/guide/start'],
      ['guide/hidden.html', '/guide/hidden'],
    ] as const) {
      const html = fs.readFileSync(path.join(dist, file), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(TAG)?.[1]).toBe(routePath);
      expect(html).toContain(`<!-- english ${page(routePath).pageType} --></body>`);
    }
    // The 404 page is the default language's: it is tagged as a 404.
    expect(fs.readFileSync(path.join(dist, '404.html'), 'utf8')).toContain('<!-- english 404 --></body>');
    for (const file of ['zh/index.html', 'zh/guide/start.html', 'zh/custom.html']) {
      expect(fs.readFileSync(path.join(dist, file), 'utf8')).not.toMatch(TAG);
    }
  });

  describe('in dev', () => {
    let server: Awaited<ReturnType<typeof startQuire>>;
    let url: string;

    beforeAll(async () => {
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      server = await startQuire(['dev', site, '--port', String(port), '--host', '127.0.0.1'], { ready: /compiled in \d+ms/, timeout: 120_000 });
    });

    afterAll(async () => {
      await server?.stop();
    });

    test("an English page's HTML has its own tag, the app's scripts and the site-wide tags; a Chinese page's has none", async () => {
      const en = await getPage(`${url}/guide/start`);
      expect(en.status).toBe(200);
      expect(en.body.slice(0, en.body.indexOf('</head>')).match(TAG)?.[1]).toBe('/guide/start');
      expect(en.body).toMatch(/<div id="__quire"><\/div>/);
      expect(en.body).toMatch(/<script defer[^>]* src="[^"]*main[^"]*\.js"><\/script>/);
      const zh = await getPage(`${url}/zh/guide/start`);
      expect(zh.status).toBe(200);
      expect(zh.body).toMatch(/<div id="__quire"><\/div>/);
      expect(zh.body).not.toMatch(TAG);
    });
  });
});
