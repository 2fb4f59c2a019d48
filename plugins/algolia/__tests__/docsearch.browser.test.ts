import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launchBrowser, newContext, openHydrated, until, watchProblems } from '../../../test-utils/browser';
import { freePort } from '../../../test-utils/ports';
import { startQuire } from '../../../test-utils/runQuire';
import { builtAlgoliaSite } from './algoliaSite';

/**
 * DocSearch on a built bilingual fixture (base `/docs/`) served by `quire preview`, in Chromium.
 * There is no network here: every request to Algolia's hosts is answered by the test (canned hits,
 * or a failure), and any other request that leaves the site fails the test.
 */

jest.setTimeout(300_000);

const BASE = '/docs/';
/** Where the fixture's index says its pages live (another origin than the preview's). */
const CRAWLED = 'https://quire.example.com';
const screenshots = path.join(os.tmpdir(), 'quire-algolia-screenshots');

let site: string;
let origin: string;
let stopServer: () => Promise<void>;
let browser: Browser;

beforeAll(async () => {
  site = await builtAlgoliaSite();
  const port = await freePort();
  const [server, launched] = await Promise.all([
    startQuire(['preview', site, '--port', String(port), '--host', '127.0.0.1'], { ready: /serving/ }),
    launchBrowser(),
  ]);
  stopServer = server.stop;
  browser = launched;
  origin = `http://127.0.0.1:${port}`;
  fs.mkdirSync(screenshots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await stopServer?.();
});

type Highlight = { value: string; matchLevel: 'none' | 'full'; matchedWords: string[] };
const highlight = (value: string | null, query: string): Highlight =>
  value && query && value.toLowerCase().includes(query.toLowerCase())
    ? { value: value.replace(new RegExp(query, 'i'), (match) => `<mark>${match}</mark>`), matchLevel: 'full', matchedWords: [query] }
    : { value: value ?? '', matchLevel: 'none', matchedWords: [] };

/** A DocSearch record as Algolia returns it: `lvl0` is the group, `lvl1` the page, `lvl2` a section. */
function hit({ id, url, lvl0, lvl1, lvl2 = null, query }: { id: string; url: string; lvl0: string; lvl1: string; lvl2?: string | null; query: string }) {
  const levels = { lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const highlighted = Object.fromEntries(Object.entries(levels).map(([key, value]) => [key, highlight(value, query)]));
  return {
    objectID: id,
    url,
    url_without_anchor: url.split('#')[0],
    anchor: url.split('#')[1] ?? null,
    type: lvl2 ? 'lvl2' : 'lvl1',
    content: null,
    hierarchy: levels,
    _highlightResult: { hierarchy: highlighted, content: highlight('', query) },
    _snippetResult: { hierarchy: highlighted, content: { value: '', matchLevel: 'none' } },
  };
}

/**
 * The index's answer to a query on a page in `lang`: two groups (lvl0). English: "Guide" with 23
 * hits (more than the 20 a group shows), "Reference" with one.
 */
function hitsFor({ query, lang }: { query: string; lang: string }) {
  if (lang === 'zh') {
    return [
      hit({ id: 'zh-start', url: `${CRAWLED}/docs/zh/guide/start`, lvl0: '指南', lvl1: '快速开始', query }),
      hit({ id: 'zh-install', url: `${CRAWLED}/docs/zh/guide/start#安装`, lvl0: '指南', lvl1: '快速开始', lvl2: '安装', query }),
      hit({ id: 'zh-plugins', url: `${CRAWLED}/docs/zh/guide/config#插件`, lvl0: '参考', lvl1: '配置', lvl2: '插件', query }),
    ];
  }
  return [
    hit({ id: 'start', url: `${CRAWLED}/docs/guide/start`, lvl0: 'Guide', lvl1: 'Getting started', query }),
    hit({ id: 'install', url: `${CRAWLED}/docs/guide/start#install`, lvl0: 'Guide', lvl1: 'Getting started', lvl2: 'Install', query }),
    hit({ id: 'configure', url: `${CRAWLED}/docs/guide/start#configure`, lvl0: 'Guide', lvl1: 'Getting started', lvl2: 'Configure', query }),
    ...Array.from({ length: 20 }, (_, index) =>
      hit({ id: `step-${index}`, url: `${CRAWLED}/docs/guide/start?step=${index}#install`, lvl0: 'Guide', lvl1: 'Getting started', lvl2: `Install step ${index + 1}`, query }),
    ),
    hit({ id: 'plugins', url: `${CRAWLED}/docs/guide/config#plugins`, lvl0: 'Reference', lvl1: 'Configuration', lvl2: 'Plugins', query }),
  ];
}

const ALGOLIA_HOST = /^https:\/\/fixtureapp(-dsn\.algolia\.net|\.algolia\.net|-[1-3]\.algolianet\.com)\//i;
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' };

interface SearchRequest {
  indexName: string;
  query: string;
  facetFilters?: unknown;
  hitsPerPage?: number;
}

/**
 * A browser profile whose requests to Algolia the test answers: with canned hits (`answer: 'hits'`),
 * HTTP 500, or a network failure. Records the searches sent, every same-origin request, and any
 * other request (which should not happen).
 */
type Answer = 'hits' | 'error' | 'offline';

async function newPage({ answer: first = 'hits' }: { answer?: Answer } = {}): Promise<{
  page: Page;
  /** Changes how the next searches are answered. */
  answerWith: (answer: Answer) => void;
  context: BrowserContext;
  searches: SearchRequest[];
  requests: string[];
  foreign: string[];
  problems: string[];
}> {
  const context = await newContext({ browser });
  const searches: SearchRequest[] = [];
  const requests: string[] = [];
  const foreign: string[] = [];
  let answer = first;
  await context.route(
    (url) => !url.href.startsWith(origin),
    async (route: Route) => {
      const request = route.request();
      if (!ALGOLIA_HOST.test(request.url())) {
        foreign.push(request.url());
        return route.abort();
      }
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
      if (answer === 'offline') return route.abort('internetdisconnected');
      if (answer === 'error') return route.fulfill({ status: 500, headers: CORS, contentType: 'application/json', body: '{"message":"Internal error"}' });
      const body = JSON.parse(request.postData() ?? '{}') as { requests: SearchRequest[] };
      searches.push(...body.requests);
      const results = body.requests.map((search) => {
        const lang = JSON.stringify(search.facetFilters ?? []).includes('lang:zh') ? 'zh' : 'en';
        const hits = hitsFor({ query: search.query, lang });
        return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: search.hitsPerPage ?? 20, processingTimeMS: 1, query: search.query, params: '', index: search.indexName, exhaustiveNbHits: true };
      });
      return route.fulfill({ status: 200, headers: CORS, contentType: 'application/json', body: JSON.stringify({ results }) });
    },
  );
  const page = await context.newPage();
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) requests.push(new URL(request.url()).pathname);
  });
  // A failed search is reported by the search client in the console; the pages report nothing else.
  const problems = watchProblems({ page, ignore: /Failed to load resource|Unreachable hosts|ERR_INTERNET_DISCONNECTED/ });
  return { page, answerWith: (next) => (answer = next), context, searches, requests, foreign, problems };
}

const open = (page: Page, route: string) => openHydrated({ page, url: origin + BASE.slice(0, -1) + route });
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The built JavaScript files that hold DocSearch's modal (its code, and its styles as text). */
function modalChunks(): string[] {
  const dir = path.join(site, 'dist', 'assets', 'js');
  return fs
    .readdirSync(dir)
    .filter((name) => /DocSearch--active|quire-docsearch-styles/.test(fs.readFileSync(path.join(dir, name), 'utf8')))
    .map((name) => `${BASE}assets/js/${name}`);
}

/** Sets a mark on `window`: a full page load would lose it. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 42));
const windowMarked = (page: Page) => page.evaluate(() => (window as unknown as { __stay?: number }).__stay === 42);

describe('algolia plugin: the build', () => {
  it('has no local search: no index files, none of its code', () => {
    const dist = path.join(site, 'dist');
    expect(fs.existsSync(path.join(dist, 'assets', 'search'))).toBe(false);
    const js = fs.readdirSync(path.join(dist, 'assets', 'js')).map((name) => fs.readFileSync(path.join(dist, 'assets', 'js', name), 'utf8'));
    expect(js.some((code) => code.includes('quire-search__dialog') || code.includes('search-index'))).toBe(false);
    expect(fs.readFileSync(path.join(dist, 'assets', 'css', fs.readdirSync(path.join(dist, 'assets', 'css'))[0]!), 'utf8')).not.toContain('quire-search');
  });

  it("keeps DocSearch's modal, its styles and the options out of the pages' first load", () => {
    const dist = path.join(site, 'dist');
    const chunks = modalChunks();
    expect(chunks.length).toBeGreaterThan(0);
    for (const page of ['index.html', 'guide/start.html', 'zh/guide/start.html']) {
      const html = fs.readFileSync(path.join(dist, page), 'utf8');
      expect(html).toContain('<link rel="preconnect" href="https://FIXTUREAPP-dsn.algolia.net" crossorigin>');
      for (const chunk of chunks) expect(html).not.toContain(chunk);
      expect(html).not.toContain('fixture-search-key');
      const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => fs.readFileSync(path.join(dist, match[1]!.slice(BASE.length)), 'utf8'));
      expect(scripts.some((code) => code.includes('fixture-search-key') || code.includes('DocSearch--active'))).toBe(false);
    }
    const css = fs.readdirSync(path.join(dist, 'assets', 'css')).map((name) => fs.readFileSync(path.join(dist, 'assets', 'css', name), 'utf8'));
    expect(css.some((text) => text.includes('DocSearch-Container') || text.includes('--docsearch-primary-color'))).toBe(false);
  });
});

describe('algolia plugin: DocSearch in the browser', () => {
  it('loads the modal on hover, sends the language facet, groups 20 hits with site-relative links, opens one without a reload', async () => {
    const { page, context, searches, requests, foreign, problems } = await newPage();
    await open(page, '/guide/config');
    const button = searchButton(page, 'Search');
    await expect(button.textContent()).resolves.toContain('Search');
    const chunks = modalChunks();
    expect(requests.filter((url) => chunks.includes(url))).toEqual([]);
    await expect(page.locator('#quire-docsearch-styles').count()).resolves.toBe(0);
    await page.locator('header').screenshot({ path: path.join(screenshots, 'en-navbar.png') });

    // Hovering fetches the modal's code; nothing opens yet.
    await button.hover();
    await until(async () => requests.filter((url) => chunks.includes(url)).sort(), [...chunks].sort());
    await expect(modal(page).count()).resolves.toBe(0);

    await button.click();
    const input = modal(page).getByPlaceholder('Search docs');
    await input.waitFor();
    await input.fill('install');
    await page.locator('.DocSearch-Hit').first().waitFor();

    // The query asked for this index, with the site's facet and the page's language.
    const search = searches.at(-1)!;
    expect(search.indexName).toBe('algolia-fixture');
    expect(search.query).toBe('install');
    expect(search.facetFilters).toEqual(['version:2', 'lang:en']);

    // Grouped by lvl0, at most 20 a group (the index gave 23), links on this site under its base.
    await expect(page.locator('.DocSearch-Hit-source').allTextContents()).resolves.toEqual(['Guide', 'Reference']);
    const groups = page.locator('.DocSearch-Hits');
    await expect(groups.nth(0).locator('.DocSearch-Hit').count()).resolves.toBe(20);
    await expect(groups.nth(1).locator('.DocSearch-Hit').count()).resolves.toBe(1);
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.slice(0, 3)).toEqual(['/docs/guide/start', '/docs/guide/start#install', '/docs/guide/start#configure']);
    expect(hrefs.at(-1)).toBe('/docs/guide/config#plugins');
    for (const href of hrefs) expect(href).toMatch(/^\/docs\//);
    await page.screenshot({ path: path.join(screenshots, 'en-hits.png') });

    // A click opens the page by client navigation: the window (and its mark) stays.
    await markWindow(page);
    await page.locator('.DocSearch-Hit a[href="/docs/guide/start#install"]').click();
    await modal(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Getting started'));
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/docs/guide/start#install');
    await expect(windowMarked(page)).resolves.toBe(true);

    expect(requests.some((url) => url.startsWith(`${BASE}assets/search`))).toBe(false);
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens on Ctrl+K before any hover, opens a hit with Enter without a reload, closes on Escape', async () => {
    const { page, context, searches, requests, foreign, problems } = await newPage();
    await open(page, '/');
    const chunks = modalChunks();
    expect(requests.filter((url) => chunks.includes(url))).toEqual([]);
    await page.keyboard.press('Control+k');
    const input = modal(page).getByPlaceholder('Search docs');
    await input.waitFor();
    await expect(input.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
    await input.fill('plugins');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(searches.at(-1)!.facetFilters).toEqual(['version:2', 'lang:en']);

    await markWindow(page);
    // The last hit: "Plugins" on the configuration page.
    for (let index = 0; index < 20; index += 1) await page.keyboard.press('ArrowDown');
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href')).resolves.toBe('/docs/guide/config#plugins');
    await page.keyboard.press('Enter');
    await modal(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Configuration'));
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/docs/guide/config#plugins');
    await expect(windowMarked(page)).resolves.toBe(true);

    // `/` opens it again (the code is loaded), Escape closes it and gives the focus back.
    await page.keyboard.press('/');
    await input.waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    await expect(searchButton(page, 'Search').evaluate((node) => node === document.activeElement)).resolves.toBe(true);
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('speaks Chinese on Chinese pages and searches the Chinese records', async () => {
    const { page, context, searches, foreign, problems } = await newPage();
    await open(page, '/zh/guide/start');
    const button = searchButton(page, '搜索');
    await expect(button.textContent()).resolves.toContain('搜索');
    await button.click();
    const input = modal(page).getByPlaceholder('搜索文档');
    await input.fill('安装');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(searches.at(-1)!.facetFilters).toEqual(['version:2', 'lang:zh']);
    await expect(page.locator('.DocSearch-Hit-source').allTextContents()).resolves.toEqual(['指南', '参考']);
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.map((href) => decodeURIComponent(href!))).toEqual(['/docs/zh/guide/start', '/docs/zh/guide/start#安装', '/docs/zh/guide/config#插件']);
    await expect(modal(page).locator('.DocSearch-Commands').textContent()).resolves.toMatch(/切换.*选择.*关闭/);
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const answer of ['error', 'offline'] as const) {
    it(`shows the Chinese error screen when the search ${answer === 'error' ? 'answers HTTP 500' : 'cannot reach Algolia'}, and results again once it works`, async () => {
      const { page, context, answerWith, foreign, problems } = await newPage({ answer });
      await open(page, '/zh/');
      await searchButton(page, '搜索').click();
      const input = modal(page).getByPlaceholder('搜索文档');
      await input.fill('配置');
      const screen = modal(page).locator('.DocSearch-ErrorScreen');
      await screen.waitFor({ timeout: 20_000 });
      await expect(screen.locator('.DocSearch-Title').textContent()).resolves.toBe('无法获取结果');
      await expect(screen.locator('.DocSearch-Help').textContent()).resolves.toBe('你可能需要检查网络连接。');
      // It says the results could not be fetched, not that there are none.
      await expect(modal(page).locator('.DocSearch-NoResults').isVisible()).resolves.toBe(false);
      if (answer === 'error') await page.screenshot({ path: path.join(screenshots, 'zh-error.png') });

      // Once the service answers again, the next query shows its hits and the error is gone.
      answerWith('hits');
      await input.fill('安装');
      await page.locator('.DocSearch-Hit').first().waitFor();
      await expect(screen.count()).resolves.toBe(0);
      expect(foreign).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
