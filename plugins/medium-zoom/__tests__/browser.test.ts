import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openHydrated } from '../../../test-utils/browser';
import { serveThemeSite, type ServedThemeSite } from '../../../test-utils/themeSite';

/**
 * The built-in image zoom in Chromium, on the theme fixture (where it is on by default): it opens
 * on a click on a doc image, on the page's own background in light and dark, and closes with
 * Escape; `?globalUIComponents=0` keeps it off; medium-zoom's code is loaded only by pages that
 * have an image to zoom.
 */

jest.setTimeout(300_000);

let served: ServedThemeSite;
let browser: Browser;

beforeAll(async () => {
  [served, browser] = await Promise.all([serveThemeSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await served?.stop();
});

/** A page in the given colour scheme (the fixture's appearance is `auto`), recording the scripts it loads. */
async function openPage({ route, colorScheme = 'light' }: { route: string; colorScheme?: 'light' | 'dark' }): Promise<{ page: Page; scripts: string[] }> {
  const page = await (await newContext({ browser, colorScheme })).newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await openHydrated({ page, url: served.origin + route });
  return { page, scripts };
}

/** The overlay's computed background and the page's `--quire-c-bg` as a computed colour. */
const backgrounds = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.background = 'var(--quire-c-bg)';
    document.body.append(probe);
    const pageColour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { overlay: getComputedStyle(document.querySelector('.medium-zoom-overlay')!).backgroundColor, page: pageColour };
  });

/** Whether any of the scripts holds medium-zoom (its overlay class is in its code). */
const loadsMediumZoom = async (page: Page, scripts: string[]) => {
  const bodies = await Promise.all(scripts.map((url) => page.evaluate((src) => fetch(src).then((r) => r.text()), url)));
  return bodies.some((code) => code.includes('medium-zoom-overlay'));
};

test.each(['light', 'dark'] as const)('opens on a click on the page background (%s) and closes with Escape', async (colorScheme) => {
  const { page, scripts } = await openPage({ route: '/pages/gallery', colorScheme });
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
  await page.locator('.quire-doc img.medium-zoom-image').first().click();
  const overlay = page.locator('.medium-zoom-overlay');
  await overlay.waitFor();
  await page.locator('.medium-zoom-image--opened').waitFor();
  const colours = await backgrounds(page);
  expect(colours.overlay).toBe(colours.page);
  expect(colours.page).not.toBe('rgba(0, 0, 0, 0)');
  // medium-zoom ignores Escape while its 300 ms opening animation runs.
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/medium-zoom-${colorScheme}.png` });
  await page.keyboard.press('Escape');
  await overlay.waitFor({ state: 'detached' });
  expect(await page.locator('.medium-zoom-image--opened').count()).toBe(0);
  expect(await loadsMediumZoom(page, scripts)).toBe(true);
});

test('the light and dark backgrounds differ (the zoom follows the page, not a fixed colour)', async () => {
  const colours: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    const { page } = await openPage({ route: '/pages/gallery', colorScheme });
    await page.locator('.quire-doc img.medium-zoom-image').first().click();
    await page.locator('.medium-zoom-overlay').waitFor();
    colours.push((await backgrounds(page)).overlay);
  }
  expect(colours[0]).not.toBe(colours[1]);
});

test('?globalUIComponents=0: a click does not zoom, and medium-zoom is not loaded', async () => {
  const { page, scripts } = await openPage({ route: '/pages/gallery?globalUIComponents=0' });
  await page.waitForTimeout(600);
  await page.locator('.quire-doc img').first().click();
  await page.waitForTimeout(300);
  expect(await page.locator('.medium-zoom-overlay').count()).toBe(0);
  expect(await page.locator('.medium-zoom-image').count()).toBe(0);
  expect(await loadsMediumZoom(page, scripts)).toBe(false);
});

test('a page without images does not load medium-zoom', async () => {
  const { page, scripts } = await openPage({ route: '/api/' });
  await page.waitForTimeout(600);
  expect(scripts.length).toBeGreaterThan(0);
  expect(await loadsMediumZoom(page, scripts)).toBe(false);
});
