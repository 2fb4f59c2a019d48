import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { PHONE, failureFolder, launchBrowser, newContext } from '../browser';
import { walkPages } from '../pageWalk';
import { serveThemeSite, type ServedThemeSite } from '../themeSite';

/**
 * The page walk of the browser gate (e2e/website.test.ts) finds what it must on the theme fixture:
 * one page is served with a wide element, an image that does not exist and a console warning added;
 * another fails the site's own check; a third is clean. Each failing page leaves its screenshot and
 * console log in the test's failure folder.
 */

jest.setTimeout(300_000);

let served: ServedThemeSite;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [served, browser] = await Promise.all([serveThemeSite(), launchBrowser()]);
  context = await newContext({ browser, viewport: PHONE });
});

afterAll(async () => {
  await browser?.close();
  await served?.stop();
});

test('reports sideways scroll, broken images, failed requests, console warnings and the check, and keeps the failing pages', async () => {
  await context.route(`${served.origin}/guide/more`, async (route) => {
    const response = await route.fetch();
    const faults = `<div style="width: 1200px">wide</div><img src="/no-such-image.png" alt="missing"><script>console.warn('a warning from the page')</script>`;
    await route.fulfill({ response, body: (await response.text()).replace('</body>', `${faults}</body>`) });
  });
  const problems = await walkPages({
    context,
    origin: served.origin,
    routes: ['/guide/more', '/guide/basic/start', '/guide/basic/config'],
    tabs: 2,
    check: async ({ route, page }) => (route === '/guide/basic/start' ? [`the check says no to ${new URL(page.url()).pathname}`] : []),
  });
  const image = `${served.origin}/no-such-image.png`;
  expect(problems).toHaveLength(6);
  expect(problems).toEqual(
    expect.arrayContaining([
      '/guide/basic/start at 375x812: the check says no to /guide/basic/start',
      '/guide/more at 375x812: console warning: a warning from the page',
      `/guide/more at 375x812: 404 ${image}`,
      '/guide/more at 375x812: console error: Failed to load resource: the server responded with a status of 404 (Not Found)',
      `/guide/more at 375x812: images that do not load: ${image}`,
      '/guide/more at 375x812: scrolls sideways: 1200px wide in a 375px window; wider: div to 1200px ("wide")',
    ]),
  );
  const folder = failureFolder(expect.getState().currentTestName!);
  expect(fs.readdirSync(folder).sort()).toEqual(['375x812_guide_basic_start.log', '375x812_guide_basic_start.png', '375x812_guide_more.log', '375x812_guide_more.png']);
  const log = fs.readFileSync(path.join(folder, '375x812_guide_more.log'), 'utf8');
  expect(log).toContain(`${served.origin}/guide/more\nconsole warning: a warning from the page\n`);
  expect(log).toContain('\n[warning] a warning from the page\n');
  expect(fs.statSync(path.join(folder, '375x812_guide_more.png')).size).toBeGreaterThan(1000);
});
