import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../test-utils/browser';
import { copyFixture } from '../test-utils/fixtures';
import { httpGet } from '../test-utils/http';
import { freePort } from '../test-utils/ports';
import { repoRoot, runQuire, startQuire } from '../test-utils/runQuire';

/**
 * The plugin API as a plugin author outside the repository meets it: `quire-plugin-probe`
 * (e2e/__fixtures__/quire-plugin-probe) imports only `quire` and `quire/plugin-utils`, is
 * installed into the probe site's node_modules from its own folder, and uses every seam: a
 * virtual page, a remark step's per-page data, page-aware head tags, postBuild's `pages`, a dev
 * path and the client route lifecycle. Built with the real `quire` binary, served by
 * `quire preview` and clicked in Chromium, in English and Chinese.
 */

jest.setTimeout(300_000);

interface ProbeReport {
  pages: {
    routePath: string;
    lang: string;
    title: string;
    noIndex: boolean;
    lastUpdatedTime: number | null;
    htmlFile: string;
    markdownFile: string | null;
    headings: number;
    data: { headings: number; marker: string } | null;
  }[];
  fromAllContentLoaded: { file: string; data: { headings: number; marker: string } }[];
}

const fixtures = path.join(repoRoot, 'e2e', '__fixtures__');
const COMMITTED = '2024-05-06T07:08:09Z';

/** The probe site with the plugin installed from its folder, as `npm install ../quire-plugin-probe` would, in a git repository. */
function probeSite(): string {
  const site = copyFixture(path.join(fixtures, 'probe-site'));
  fs.cpSync(path.join(fixtures, 'quire-plugin-probe'), path.join(site, 'node_modules', 'quire-plugin-probe'), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: site, stdio: 'ignore' });
  git('init', '-q');
  git('add', 'docs');
  execFileSync('git', ['-c', 'user.name=Probe', '-c', 'user.email=probe@example.com', 'commit', '-q', '-m', 'docs'], {
    cwd: site,
    stdio: 'ignore',
    env: { ...process.env, GIT_AUTHOR_DATE: COMMITTED, GIT_COMMITTER_DATE: COMMITTED },
  });
  return site;
}

let site: string;
let report: ProbeReport;
const dist = (...parts: string[]) => path.join(site, 'dist', ...parts);
const pageOf = (routePath: string) => report.pages.find((page) => page.routePath === routePath)!;

beforeAll(async () => {
  site = probeSite();
  const build = await runQuire(['build', site], { timeout: 240_000 });
  if (build.code !== 0) throw new Error(`the probe site did not build:\n${build.stdout}\n${build.stderr}`);
  report = JSON.parse(fs.readFileSync(dist('probe-pages.json'), 'utf8')) as ProbeReport;
});

afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

describe('a plugin installed from outside the repository', () => {
  test('postBuild lists every written page with its facts', () => {
    const routes = report.pages.map((page) => page.routePath).sort();
    expect(routes).toEqual(
      ['/', '/404', '/guide/intro', '/guide/second', '/guide/virtual', '/zh/', '/zh/guide/intro', '/zh/guide/second', '/zh/guide/virtual'].sort(),
    );
    for (const page of report.pages) {
      expect(fs.existsSync(dist(page.htmlFile))).toBe(true);
      if (page.markdownFile) expect(fs.existsSync(dist(page.markdownFile))).toBe(true);
    }
    expect(pageOf('/guide/intro')).toMatchObject({ lang: 'en', title: 'Introduction', noIndex: false, htmlFile: 'guide/intro.html', markdownFile: 'guide/intro.md', headings: 1 });
    expect(pageOf('/zh/guide/intro')).toMatchObject({ lang: 'zh', title: '介绍', htmlFile: 'zh/guide/intro.html', markdownFile: 'zh/guide/intro.md' });
    expect(pageOf('/guide/second').noIndex).toBe(true);
    expect(pageOf('/zh/guide/second').noIndex).toBe(true);
    // The commit made in probeSite() is every doc's last update.
    expect(pageOf('/guide/intro').lastUpdatedTime).toBe(Date.parse(COMMITTED));
    expect(pageOf('/zh/guide/second').lastUpdatedTime).toBe(Date.parse(COMMITTED));
  });

  test('the virtual page is built like a file page: HTML, outline, sidebar, .md twin, search', () => {
    const virtual = pageOf('/guide/virtual');
    expect(virtual).toMatchObject({ lang: 'en', title: 'Probe virtual page', headings: 1, markdownFile: 'guide/virtual.md' });
    expect(pageOf('/zh/guide/virtual')).toMatchObject({ lang: 'zh', title: '探针虚拟页面' });
    const html = fs.readFileSync(dist('guide', 'virtual.html'), 'utf8');
    expect(html).toContain('Probe virtual page');
    expect(html).toContain('Generated section');
    // Listed by name in docs/en/guide/_meta.json: the sidebar of its neighbours links to it.
    expect(fs.readFileSync(dist('guide', 'intro.html'), 'utf8')).toMatch(/href="\/guide\/virtual"/);
    expect(fs.readFileSync(dist('zh', 'guide', 'intro.html'), 'utf8')).toMatch(/href="\/zh\/guide\/virtual"/);
    expect(fs.readFileSync(dist('guide', 'virtual.md'), 'utf8')).toContain('probevirtualmarker');
    const searchDir = dist('assets', 'search');
    const indexText = fs.readdirSync(searchDir).map((file) => fs.readFileSync(path.join(searchDir, file), 'utf8')).join('\n');
    expect(indexText).toContain('probevirtualmarker');
  });

  test('a remark step given as a module specifier records per-page data for its plugin', () => {
    expect(pageOf('/guide/intro').data).toEqual({ headings: 2, marker: 'from-config' });
    expect(pageOf('/guide/virtual').data).toEqual({ headings: 2, marker: 'from-config' });
    const files = report.fromAllContentLoaded.map((entry) => entry.file);
    expect(files).toEqual(expect.arrayContaining([path.join('docs', 'en', 'guide', 'intro.md'), path.join('docs', 'zh', 'guide', 'second.md')]));
    expect(report.fromAllContentLoaded.every((entry) => entry.data.marker === 'from-config')).toBe(true);
  });

  test('page-aware head tags reach the English pages only', () => {
    for (const file of ['index.html', 'guide/intro.html', 'guide/virtual.html', '404.html']) {
      expect(fs.readFileSync(dist(file), 'utf8')).toContain('<meta name="probe-lang" content="en">');
    }
    for (const file of ['zh/index.html', 'zh/guide/intro.html', 'zh/guide/virtual.html']) {
      expect(fs.readFileSync(dist(file), 'utf8')).not.toContain('probe-lang');
    }
  });
});

describe('in Chromium', () => {
  let browser: Browser;
  let origin: string;
  let stopServer: () => Promise<void>;

  beforeAll(async () => {
    const port = await freePort();
    const [server, launched] = await Promise.all([
      startQuire(['preview', site, '--port', String(port), '--host', '127.0.0.1'], { ready: /serving/ }),
      launchBrowser(),
    ]);
    browser = launched;
    stopServer = server.stop;
    origin = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await browser?.close();
    await stopServer?.();
  });

  async function open(route: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => localStorage.setItem('quire-visited', '1'));
    const page = await context.newPage();
    await page.goto(origin + route, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => (window as { __probe?: { didUpdates: unknown[] } }).__probe?.didUpdates.length === 1);
    return page;
  }

  /** A heading's text without the `#` link to itself that the theme adds. */
  const withoutAnchor = (text: string | null) => text?.replace(/#$/, '') ?? null;
  const headingIs = (title: string) => document.querySelector('h1')?.textContent?.replace(/#$/, '') === title;

  const probeState = (page: Page) =>
    page.evaluate(() => (window as unknown as { __probe: { updates: { to: string; from: string | null }[]; didUpdates: { to: string; h1: string | null }[] } }).__probe);

  for (const { prefix, virtualTitle, secondTitle } of [
    { prefix: '', virtualTitle: 'Probe virtual page', secondTitle: 'Second page' },
    { prefix: '/zh', virtualTitle: '探针虚拟页面', secondTitle: '第二页' },
  ]) {
    test(`onRouteUpdate and onRouteDidUpdate run on the first load and on two client navigations (${prefix || '/'})`, async () => {
      const page = await open(`${prefix}/guide/intro`);
      await page.getByRole('link', { name: virtualTitle }).first().click();
      await page.waitForFunction(headingIs, virtualTitle);
      await page.getByRole('link', { name: secondTitle }).first().click();
      await page.waitForFunction(headingIs, secondTitle);
      await page.waitForFunction(() => (window as { __probe?: { didUpdates: unknown[] } }).__probe?.didUpdates.length === 3);
      const state = await probeState(page);
      expect(state.updates).toEqual([
        { to: `${prefix}/guide/intro`, from: null },
        { to: `${prefix}/guide/virtual`, from: `${prefix}/guide/intro` },
        { to: `${prefix}/guide/second`, from: `${prefix}/guide/virtual` },
      ]);
      // After the new page has painted: its heading is already in the DOM.
      expect(state.didUpdates.map((entry) => withoutAnchor(entry.h1))).toEqual([prefix ? '介绍' : 'Introduction', virtualTitle, secondTitle]);
      // The same document all along: client navigations, not page loads.
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      await page.context().close();
    });
  }

  test('the local search finds the virtual page', async () => {
    const page = await open('/guide/intro');
    await page.getByRole('button', { name: 'Search' }).first().click();
    await page.getByPlaceholder('Search docs').fill('probevirtualmarker');
    await page.locator('[role="dialog"]').getByText('Probe virtual page').first().waitFor({ state: 'visible' });
    await page.context().close();
  });
});

describe('in dev', () => {
  test('the plugin serves its path and its English pages get the head tag', async () => {
    const port = await freePort();
    const server = await startQuire(['dev', site, '--port', String(port), '--host', '127.0.0.1'], { ready: /dev server running/, timeout: 120_000 });
    try {
      const served = await httpGet(`http://127.0.0.1:${port}/probe/dev.json`);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toContain('application/json');
      expect(JSON.parse(served.body)).toMatchObject({ servedBy: 'probe' });
      // As a browser opening a page asks for it.
      const page = (route: string) => httpGet(`http://127.0.0.1:${port}${route}`, { accept: 'text/html' });
      expect((await page('/guide/intro')).body).toContain('<meta name="probe-lang" content="en">');
      const chinese = await page('/zh/guide/intro');
      expect(chinese.body).toContain('id="__quire"');
      expect(chinese.body).not.toContain('probe-lang');
    } finally {
      await server.stop();
    }
  });
});
