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
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await expect(button.textContent()).resolves.toContain('Search docs');

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
