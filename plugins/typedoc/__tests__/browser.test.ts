import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, openHydrated, PHONE, watchProblems } from '../../../test-utils/browser';
import { builtFixture, startPreview } from '../../../test-utils/servedSites';

/**
 * The fixture site (`__fixtures__/site`: English and Chinese, src/api.ts documented under
 * /reference/) built for real (the dead-link check passes over every generated link), its
 * generated pages and sidebar checked in the output, then opened in Chromium in both languages.
 */

jest.setTimeout(300_000);

const fixtureDir = path.join(__dirname, '__fixtures__', 'site');
let site: string;
let browser: Browser;
let origin: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  site = await builtFixture({ variant: 'typedoc-site', fixtureDir });
  ({ origin, stop } = await startPreview(site));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stop?.();
});

const read = (file: string) => fs.readFileSync(path.join(site, 'dist', file), 'utf8');
const sidebarTexts = (html: string) => [...html.matchAll(/<a href="([^"]+)" class="quire-sidebar__link[^"]*"[^>]*><span class="quire-sidebar__text">([^<]*)<\/span>/g)].map((m) => `${m[1]} ${m[2]}`);

describe('the built pages', () => {
  test('every generated page is written in both languages, with its .md twin', () => {
    for (const prefix of ['', 'zh/']) {
      for (const file of ['reference/index', 'reference/functions/index', 'reference/functions/add', 'reference/functions/translate', 'reference/interfaces/Point', 'reference/classes/Box', 'reference/type-aliases/Pair', 'reference/variables/ORIGIN']) {
        expect(fs.existsSync(path.join(site, 'dist', `${prefix}${file}.html`))).toBe(true);
        expect(fs.existsSync(path.join(site, 'dist', `${prefix}${file}.md`))).toBe(true);
      }
    }
    const add = read('zh/reference/functions/add.html');
    expect(add).toContain('<h2 id="参数"');
    expect(add).toContain('Adds two numbers. Say <code>{sum}</code> or &lt;b&gt;bold&lt;/b&gt; in a comment: it stays text.');
    expect(add).toMatch(/<a href="\/zh\/reference\/functions\/translate"[^>]*>/);
    expect(read('reference/functions/add.html')).toContain('<h2 id="parameters"');
  });

  test("generated pages have no edit link; the docs folder's pages do", () => {
    for (const file of ['reference/functions/add.html', 'zh/reference/functions/add.html']) expect(read(file)).not.toContain('quire-doc-footer__edit');
    expect(read('guide/intro.html')).toContain('href="https://github.com/example/typedoc-fixture/tree/main/docs/en/guide/intro.md"');
  });

  test("the section's sidebar: the index, then one group per kind, labelled in the page's language", () => {
    expect(sidebarTexts(read('reference/functions/add.html'))).toEqual([
      '/reference/ API Reference',
      '/reference/classes/ Classes',
      '/reference/classes/Box Box&lt;T&gt;',
      '/reference/functions/ Functions',
      '/reference/functions/add add()',
      '/reference/functions/translate translate()',
      '/reference/interfaces/ Interfaces',
      '/reference/interfaces/Point Point',
      '/reference/type-aliases/ Type Aliases',
      '/reference/type-aliases/Pair Pair&lt;T&gt;',
      '/reference/variables/ Variables',
      '/reference/variables/ORIGIN ORIGIN',
    ]);
    expect(sidebarTexts(read('zh/reference/functions/add.html'))).toEqual([
      '/zh/reference/ API 参考',
      '/zh/reference/classes/ 类',
      '/zh/reference/classes/Box Box&lt;T&gt;',
      '/zh/reference/functions/ 函数',
      '/zh/reference/functions/add add()',
      '/zh/reference/functions/translate translate()',
      '/zh/reference/interfaces/ 接口',
      '/zh/reference/interfaces/Point Point',
      '/zh/reference/type-aliases/ 类型别名',
      '/zh/reference/type-aliases/Pair Pair&lt;T&gt;',
      '/zh/reference/variables/ 变量',
      '/zh/reference/variables/ORIGIN ORIGIN',
    ]);
  });
});

describe('in Chromium', () => {
  async function open(url: string, options: { dark?: boolean; viewport?: { width: number; height: number } } = {}): Promise<{ page: Page; problems: string[] }> {
    const context = await newContext({ browser, viewport: options.viewport ?? DESKTOP, colorScheme: options.dark ? 'dark' : 'light' });
    const page = await context.newPage();
    const problems = watchProblems({ page });

    await openHydrated({ page, url: origin + url });
    return { page, problems };
  }

  test.each([
    ['en', '/reference/functions/add', 'Parameters', 'Functions'],
    ['zh', '/zh/reference/functions/add', '参数', '函数'],
  ])('%s: a generated page opens, its sidebar lists the section and marks the page', async (lang, url, heading, group) => {
    const { page, problems } = await open(url);
    expect(await page.locator('.quire-doc h1').first().textContent()).toContain('add()');
    expect(await page.locator('.quire-doc h2').first().textContent()).toContain(heading);
    const sidebar = page.locator('.quire-sidebar');
    await expect(sidebar.getByRole('link', { name: group, exact: true }).isVisible()).resolves.toBe(true);
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('add()');
    // A click in the sidebar moves to another generated page in the app.
    await sidebar.getByRole('link', { name: 'Point', exact: true }).click();
    await page.waitForURL(`${origin}${lang === 'zh' ? '/zh' : ''}/reference/interfaces/Point`);
    await page.locator('.quire-doc h1', { hasText: 'Point' }).first().waitFor();
    fs.mkdirSync('/tmp/shots', { recursive: true });
    await page.goto(origin + url);
    await page.screenshot({ path: `/tmp/shots/typedoc-${lang}.png` });
    expect(problems).toEqual([]);
  });

  test('dark appearance and a phone width', async () => {
    const dark = await open('/zh/reference/classes/Box', { dark: true });
    await dark.page.evaluate(() => document.documentElement.classList.add('dark'));
    await dark.page.screenshot({ path: '/tmp/shots/typedoc-zh-dark.png' });
    expect(await dark.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const phone = await open('/reference/interfaces/Point', { viewport: PHONE });
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.page.screenshot({ path: '/tmp/shots/typedoc-phone.png', fullPage: true });
    expect([...dark.problems, ...phone.problems]).toEqual([]);
  });
});
