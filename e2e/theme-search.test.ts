import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openHydrated } from '../test-utils/browser';
import { serveThemeSite, type ServedThemeSite } from '../test-utils/themeSite';

/**
 * The local search (CONTRACT §7) on the built theme fixture served by `quire preview`: the index
 * files, the dialog and its keyboard use, English and Chinese queries, and no request elsewhere.
 */

jest.setTimeout(300_000);

/** Screenshots of the open dialog, for a person to look at (not compared). */
const screenshots = path.join(os.tmpdir(), 'quire-search-screenshots');

let served: ServedThemeSite;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  [served, browser] = await Promise.all([serveThemeSite(), launchBrowser()]);
  origin = served.origin;
});

afterAll(async () => {
  await browser?.close();
  await served?.stop();
});

/** A page of a fresh profile, recording every request that leaves the site's origin. */
async function newPage({ width = 1440, dark = false } = {}): Promise<{ page: Page; foreign: string[] }> {
  const context = await newContext({ browser, viewport: { width, height: 900 }, colorScheme: dark ? 'dark' : 'light' });
  const page = await context.newPage();
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  return { page, foreign };
}

const open = (page: Page, route: string) => openHydrated({ page, url: origin + route });

const dialog = (page: Page) => page.locator('[role="dialog"][aria-modal="true"]');

async function groupTitles(page: Page): Promise<string[]> {
  return page.locator('.quire-search__group-title').allTextContents();
}

/** Each result's link (`href` as written), checking that every option is a link. */
async function resultLinks(page: Page): Promise<string[]> {
  const options = await page.locator('[role="listbox"] [role="option"]').all();
  expect(options.length).toBeGreaterThan(0);
  const hrefs: string[] = [];
  for (const option of options) {
    expect(await option.evaluate((node) => node.tagName)).toBe('A');
    hrefs.push((await option.getAttribute('href'))!);
  }
  return hrefs;
}

/**
 * Waits for the page at `href` (path and hash) with its heading scrolled to the top of the window
 * (or into view with the page scrolled to its end, for a heading too near the end to reach the top).
 */
async function expectAtHeading(page: Page, href: string) {
  const url = new URL(href, origin);
  await page.waitForFunction((target) => location.pathname + location.hash === target, url.pathname + url.hash);
  const id = decodeURIComponent(url.hash.slice(1));
  await page.waitForFunction((headingId) => {
    const heading = document.getElementById(headingId);
    if (!heading) return false;
    const { top } = heading.getBoundingClientRect();
    const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
    return top >= 0 && (top < 200 || (atEnd && window.scrollY > 0 && top < window.innerHeight));
  }, id);
}

/** Opens the dialog on `route`, searches `query` and waits for results. */
async function searchOn(page: Page, { route, query }: { route: string; query: string }) {
  await open(page, route);
  await page.keyboard.press('Control+k');
  await dialog(page).getByRole('combobox').fill(query);
  await page.locator('.quire-search__hit').first().waitFor();
}

describe('local search', () => {
  it('writes one index per language and a manifest', () => {
    const dir = path.join(served.site, 'dist', 'assets', 'search');
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(manifest).sort()).toEqual(['en', 'zh']);
    for (const [lang, file] of Object.entries(manifest)) {
      expect(file).toMatch(new RegExp(`^search-index\\.${lang}\\.[0-9a-f]{8}\\.json$`));
      expect(fs.existsSync(path.join(dir, file))).toBe(true);
    }
  });

  it('opens on Ctrl+K, groups English results, navigates with the keyboard, closes on Escape', async () => {
    const { page, foreign } = await newPage();
    await open(page, '/');
    // Named by the text it shows, "Search" (CONTRACT §6, WCAG 2.5.3); the shortcut is aria-keyshortcuts, not part of the name.
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await expect(button.getAttribute('aria-keyshortcuts')).resolves.toBe('Control+K');

    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    const input = dialog(page).getByPlaceholder('Search docs');
    await expect(input.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
    await input.fill('overview');
    await page.locator('.quire-search__hit').first().waitFor();
    const titles = await groupTitles(page);
    expect(titles.length).toBeGreaterThan(1);
    expect(titles).toContain('Getting started');
    expect(new Set(titles).size).toBe(titles.length); // One group per page.
    await expect(page.locator('.quire-search__hit mark').first().textContent()).resolves.toMatch(/overview/i);
    for (const group of await page.locator('.quire-search__group').all()) {
      expect(await group.locator('[role="option"]').count()).toBeLessThanOrEqual(20);
    }

    // ArrowDown moves the active option; Enter opens it at its heading.
    const activeId = () => input.getAttribute('aria-activedescendant');
    const first = await activeId();
    await page.keyboard.press('ArrowDown');
    const second = await activeId();
    expect(second).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    await expect(activeId()).resolves.toBe(first);
    await page.keyboard.press('ArrowDown');
    const option = page.locator(`[id="${second}"]`);
    const heading = (await option.locator('.quire-search__hit-title').textContent())!.trim();
    const pageTitle = (await option.locator('xpath=ancestor::*[@role="group"]').locator('.quire-search__group-title').textContent())!.trim();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent?.includes(title), pageTitle);
    const hash = await page.evaluate(() => decodeURIComponent(location.hash));
    expect(hash.toLowerCase()).toBe(`#${heading.toLowerCase().replace(/\s+/g, '-')}`);

    // Escape closes and gives focus back to the button.
    await page.keyboard.press('/');
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect(button.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
    expect(foreign).toEqual([]);
  });

  it('finds Chinese pages with a Chinese query on /zh/', async () => {
    const { page, foreign } = await newPage();
    await open(page, '/zh/');
    const button = page.getByRole('button', { name: '搜索', exact: true });
    await button.click();
    const input = dialog(page).getByPlaceholder('搜索文档');
    await input.fill('概览');
    await page.locator('.quire-search__hit').first().waitFor();
    const titles = await groupTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    // Only Chinese pages: every title has Chinese text, and the marks are the query.
    await expect(page.locator('.quire-search__hit mark').first().textContent()).resolves.toBe('概览');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => location.pathname.startsWith('/zh/'));
    expect(foreign).toEqual([]);
  });

  it('makes each English result a link to its page and heading, opened by a click or in a new tab', async () => {
    const { page, foreign } = await newPage();
    await searchOn(page, { route: '/', query: 'usage' });
    const hrefs = await resultLinks(page);
    // Site-relative links to a page, and to a heading on it for a section's result.
    for (const href of hrefs) expect(href).toMatch(/^\/[^#\s]*(#[^#\s]+)?$/);
    const index = hrefs.findIndex((href) => href.includes('#'));
    expect(index).toBeGreaterThanOrEqual(0);
    const href = hrefs[index]!;
    const link = page.locator('a[role="option"][href]').nth(index);
    // The heading the link points at is the result's title.
    const title = (await link.locator('.quire-search__hit-title').textContent())!.trim();
    expect(decodeURIComponent(href.split('#')[1]!)).toBe(title.toLowerCase().replace(/\s+/g, '-'));

    // Ctrl+click opens the link in a new tab, and the dialog stays open.
    const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
    await opened.waitForLoadState('domcontentloaded');
    expect(new URL(opened.url()).pathname + new URL(opened.url()).hash).toBe(href);
    await expect(dialog(page).isVisible()).resolves.toBe(true);

    // A plain click navigates here, closes the dialog and shows the heading.
    await link.click();
    await dialog(page).waitFor({ state: 'detached' });
    await expectAtHeading(page, href);
    expect(foreign).toEqual([]);
    await page.context().close();
  });

  it('makes each Chinese result a link to its heading, and marks a Chinese query as its whole run', async () => {
    const { page, foreign } = await newPage();
    await searchOn(page, { route: '/zh/', query: '标签页概览' });
    // The query is cut into pairs (标签 签页 页概 概览): the mark is the whole run, not its first pair.
    await expect(page.locator('.quire-search__hit mark').first().textContent()).resolves.toBe('标签页概览');
    const hrefs = await resultLinks(page);
    for (const href of hrefs) expect(href).toMatch(/^\/zh\//);
    const option = page.locator('[role="option"]').filter({ has: page.locator('.quire-search__hit-title mark', { hasText: '标签页概览' }) }).first();
    const href = (await option.getAttribute('href'))!;
    expect(href).toContain('#');
    await option.click();
    await dialog(page).waitFor({ state: 'detached' });
    await expectAtHeading(page, href);
    await expect(page.evaluate((id) => document.getElementById(id)?.textContent, decodeURIComponent(href.split('#')[1]!))).resolves.toContain('页面标签页概览');
    expect(foreign).toEqual([]);
    await page.context().close();
  });

  it('shows highlighted results in English and Chinese (screenshots)', async () => {
    fs.mkdirSync(screenshots, { recursive: true });
    for (const [route, query, name] of [
      ['/guide/basic/start', 'conf', 'en'],
      ['/zh/', '标签页概览', 'zh'],
    ] as const) {
      const { page } = await newPage();
      await searchOn(page, { route, query });
      await page.keyboard.press('ArrowDown');
      await page.screenshot({ path: path.join(screenshots, `search-results-${name}.png`) });
      await page.context().close();
    }
  });

  it('looks right in light and dark, wide and narrow', async () => {
    fs.mkdirSync(screenshots, { recursive: true });
    for (const [width, dark] of [[1440, false], [1440, true], [375, false], [375, true]] as const) {
      const { page } = await newPage({ width, dark });
      await open(page, '/guide/basic/start');
      await page.keyboard.press('Control+k');
      await dialog(page).getByRole('combobox').fill('usage');
      await page.locator('.quire-search__hit').first().waitFor();
      await page.screenshot({ path: path.join(screenshots, `search-${width}-${dark ? 'dark' : 'light'}.png`) });
      const box = await dialog(page).boundingBox();
      expect(box!.width).toBeLessThanOrEqual(width);
      await page.context().close();
    }
  });
});
