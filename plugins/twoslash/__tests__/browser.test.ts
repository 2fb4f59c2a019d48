import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openHydrated, until, watchProblems } from '../../../test-utils/browser';
import { copyFixtureTo } from '../../../test-utils/fixtures';
import { runQuire } from '../../../test-utils/runQuire';
import { builtFixture, startPreview } from '../../../test-utils/servedSites';

/**
 * The plugin on a real build (`__fixtures__/site`): the page's HTML holds the popups with their
 * types and the `^?` result; a page with an unexpected type error fails the build naming its
 * file:line; served by `quire preview` in Chromium, hovering and focusing a token opens its popup
 * inside the viewport, Escape closes it, and the popup code loads only on pages with twoslash blocks.
 */

jest.setTimeout(300_000);

const fixtureDir = path.join(__dirname, '__fixtures__', 'site');

let browser: Browser;
let site: string;
let origin: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  site = await builtFixture({ variant: 'twoslash-site', fixtureDir });
  ({ origin, stop } = await startPreview(site));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stop?.();
});

/** A page that records the scripts it loads. */
async function newPage(options: Parameters<typeof newContext>[0] extends infer O ? Omit<O, 'browser'> : never = {}) {
  const page = await (await newContext({ browser, ...options })).newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return { page, scripts, problems: watchProblems({ page }) };
}

/** The built scripts whose code holds the popup logic. */
const popupChunks = () =>
  fs
    .readdirSync(path.join(site, 'dist', 'assets', 'js'))
    .filter((name) => fs.readFileSync(path.join(site, 'dist', 'assets', 'js', name), 'utf8').includes('aria-describedby'))
    .map((name) => `/assets/js/${name}`);

/** The first token whose own text is `name` (its popup's text is inside it too). */
const tokenNamed = (page: Page, name: string) => page.locator(`xpath=//span[contains(concat(' ', @class, ' '), ' twoslash-hover ')][text()='${name}']`).first();

const openPopup = (page: Page) => page.locator('.twoslash-hover.twoslash-open > .twoslash-popup-container');

describe('the built pages', () => {
  test('hold the popups with their types and JSDoc, and the ^? result in the block', () => {
    const html = fs.readFileSync(path.join(site, 'dist', 'types.html'), 'utf8');
    expect(html).toMatch(/<code class="twoslash-popup-code">.*?> answer<\/span>.*?> 42<\/span><\/code><div class="twoslash-popup-docs">How many answers there are.<\/div>/);
    const query = /<div class="twoslash-meta-line twoslash-query-line">(.*?<\/code><\/span>)<\/div>/.exec(html)?.[1] ?? '';
    expect(query.replace(/<[^>]+>/g, '').trim()).toBe('const doubled: number');
    expect(html).toContain("<div class=\"twoslash-meta-line twoslash-error-line\">Type 'string' is not assignable to type 'number'.</div>");
    expect(html).toContain('twoslash-completion-list');
    expect(fs.readFileSync(path.join(site, 'dist', 'index.html'), 'utf8')).not.toContain('twoslash-hover');
  });

  test('an unexpected type error fails the build with the file:line:column of the error and TypeScript\'s message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-twoslash-broken-'));
    copyFixtureTo({ fixtureDir, target: dir });
    fs.writeFileSync(
      path.join(dir, 'docs', 'broken.md'),
      ['---', 'title: Broken', '---', '', '# Broken', '', '- In a list:', '', '  ```ts twoslash', '  const ok = 1;', '  const count: number = "three";', '  ```', ''].join('\n'),
    );
    const build = await runQuire(['build', dir], { timeout: 240_000 });
    const output = build.stdout + build.stderr;
    expect(build.code).not.toBe(0);
    expect(output).toContain("docs/broken.md:11:9: MDX compile error: twoslash: unexpected TypeScript error TS2322: Type 'string' is not assignable to type 'number'.");
    expect(output).toContain('`// @errors: 2322`');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('in Chromium', () => {
  test('hovering a token opens its popup with the type, inside the viewport; moving away closes it', async () => {
    const { page, scripts, problems } = await newPage();
    await openHydrated({ page, url: `${origin}/types` });
    const token = tokenNamed(page, 'answer');
    await until(() => token.getAttribute('tabindex'), '0');
    await token.hover();
    await until(() => openPopup(page).count(), 1);
    expect(await openPopup(page).locator('.twoslash-popup-code').textContent()).toBe('const answer: 42');
    expect(await openPopup(page).locator('.twoslash-popup-docs').textContent()).toBe('How many answers there are.');
    const box = (await openPopup(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // Below its token.
    expect(box.y).toBeGreaterThanOrEqual((await token.boundingBox())!.y);
    await page.mouse.move(5, 5);
    await until(() => openPopup(page).count(), 0);
    // The popup logic came in a chunk of its own, loaded for this page.
    expect(scripts).toEqual(expect.arrayContaining(popupChunks()));
    expect(problems).toEqual([]);
  });

  test('keyboard focus opens the popup, the token is described by it, and Escape closes it', async () => {
    const { page, problems } = await newPage();
    await openHydrated({ page, url: `${origin}/types` });
    const token = tokenNamed(page, 'answer');
    await until(() => token.getAttribute('tabindex'), '0');
    // Tab from the code block (itself focusable) to its first token.
    await page.locator('.twoslash').first().focus();
    await page.keyboard.press('Tab');
    await until(() => page.evaluate(() => document.activeElement?.classList.contains('twoslash-hover') ?? false), true);
    await until(() => openPopup(page).count(), 1);
    const describedBy = await page.evaluate(() => document.activeElement?.getAttribute('aria-describedby'));
    expect(await page.locator(`#${describedBy}`).getAttribute('role')).toBe('tooltip');
    expect(await page.locator(`#${describedBy}`).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await until(() => openPopup(page).count(), 0);
    // Focus stays on the token.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-describedby'))).toBe(describedBy);
    expect(problems).toEqual([]);
  });

  test('on a phone, a tap opens a popup inside the screen and a tap elsewhere closes it', async () => {
    const { page, problems } = await newPage({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    await openHydrated({ page, url: `${origin}/types` });
    const token = tokenNamed(page, 'length');
    await until(() => token.getAttribute('tabindex'), '0');
    await token.scrollIntoViewIfNeeded();
    await token.tap();
    await until(() => openPopup(page).count(), 1);
    const box = (await openPopup(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await page.locator('.quire-doc h1').tap();
    await until(() => openPopup(page).count(), 0);
    expect(problems).toEqual([]);
  });

  test('a page without twoslash blocks, or with ?globalUIComponents=0, loads no popup code', async () => {
    const plain = await newPage();
    await openHydrated({ page: plain.page, url: `${origin}/` });
    await plain.page.waitForTimeout(300);
    const chunks = popupChunks();
    expect(chunks).toHaveLength(1);
    expect(plain.scripts.filter((script) => chunks.includes(script))).toEqual([]);

    const off = await newPage();
    await openHydrated({ page: off.page, url: `${origin}/types?globalUIComponents=0` });
    await off.page.waitForTimeout(300);
    expect(off.scripts.filter((script) => chunks.includes(script))).toEqual([]);
    expect(await off.page.locator('.twoslash-hover[tabindex]').count()).toBe(0);
  });
});
