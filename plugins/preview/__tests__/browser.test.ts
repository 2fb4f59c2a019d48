import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openHydrated, PHONE, until, watchProblems } from '../../../test-utils/browser';
import { builtPreviewSite } from './previewSite';
import { startPreview } from '../../../test-utils/servedSites';

/**
 * The preview fixture built and served by `quire preview`, in Chromium: inline demos hydrate and
 * respond, iframe demos load their own page (their stylesheet stays there) and an iframe-follow
 * one takes its content's height as it changes, a demo that throws in the browser shows its error
 * in place while the rest of the page works. Screenshots go to /tmp/shots/preview-*.png.
 */

jest.setTimeout(300_000);

const SHOTS = '/tmp/shots';
let browser: Browser;
let origin: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  const site = await builtPreviewSite();
  ({ origin, stop } = await startPreview(site));
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await stop?.();
});

async function open(url: string, options: { dark?: boolean; phone?: boolean; ignore?: RegExp } = {}): Promise<{ page: Page; problems: string[] }> {
  const context = await newContext({ browser, ...(options.phone ? { viewport: PHONE } : {}) });
  if (options.dark) await context.addInitScript(() => window.localStorage.setItem('quire-theme-appearance', 'dark'));
  const page = await context.newPage();
  const problems = watchProblems({ page, ignore: options.ignore });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await openHydrated({ page, url: origin + url });
  return { page, problems };
}

const frameHeight = (page: Page, selector: string) => page.locator(selector).evaluate((iframe) => Math.round(iframe.getBoundingClientRect().height));

test('an inline demo is rendered above its code and hydrates: its button counts', async () => {
  const { page, problems } = await open('/docs/');
  const preview = page.locator('.quire-preview').first();
  await preview.scrollIntoViewIfNeeded();
  expect(await preview.locator('.quire-preview__result .fixture-greeting').textContent()).toBe('Hello, reader!');
  const button = preview.locator('.quire-preview__result button');
  await button.click();
  await button.click();
  await until(() => button.textContent(), 'Clicked 2 times');
  // Above: the demo's box is over the code's.
  const demoBox = (await preview.locator('.quire-preview__result').boundingBox())!;
  const codeBox = (await preview.locator('.quire-preview__code').boundingBox())!;
  expect(demoBox.y + demoBox.height).toBeLessThanOrEqual(codeBox.y + 1);
  // Beside: side by side in the content column.
  const beside = page.locator('.quire-preview--beside');
  const [left, right] = [(await beside.locator('.quire-preview__result').boundingBox())!, (await beside.locator('.quire-preview__code').boundingBox())!];
  expect(Math.abs(left.y - right.y)).toBeLessThan(2);
  expect(left.x + left.width).toBeLessThanOrEqual(right.x + 1);
  await page.screenshot({ path: path.join(SHOTS, 'preview-inline-light.png'), fullPage: true });
  expect(problems).toEqual([]);
});

test('iframe demos load their own page; its stylesheet applies there and not in the page; iframe-follow takes its height', async () => {
  const { page, problems } = await open('/docs/guide/frames');
  const isolatedFrame = page.locator('iframe[title="Demo: docs/guide/frames.md:5"]');
  await isolatedFrame.scrollIntoViewIfNeeded();
  const isolated = page.frameLocator('iframe[title="Demo: docs/guide/frames.md:5"]').locator('.fixture-isolated');
  await isolated.waitFor();
  expect(await isolated.evaluate((p) => getComputedStyle(p).color)).toBe('rgb(255, 0, 0)');
  expect(await page.locator('.quire-doc > p').first().evaluate((p) => getComputedStyle(p).color)).not.toBe('rgb(255, 0, 0)');
  // The iframe's height is its content's; its border (1 px) comes on top.
  expect(await frameHeight(page, 'iframe[title="Demo: docs/guide/frames.md:5"]')).toBe(202);

  const follow = 'iframe[title="Demo: docs/guide/frames.md:15"]';
  await page.locator(follow).scrollIntoViewIfNeeded();
  const inner = page.frameLocator(follow);
  await inner.locator('.fixture-row').first().waitFor();
  const contentHeight = () => inner.locator('.quire-preview-page').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  const first = await contentHeight();
  // The iframe's border (8 px each side, the phone frame) comes on top of its content.
  await until(() => frameHeight(page, follow), first + 16, { timeout: 5000 });
  expect(first).toBeLessThan(200);
  await inner.locator('.fixture-grow').click();
  await until(() => inner.locator('.fixture-row').count(), 6);
  const grown = await contentHeight();
  expect(grown).toBeGreaterThan(first + 100);
  await until(() => frameHeight(page, follow), grown + 16, { timeout: 5000 });
  expect(await page.locator(follow).evaluate((iframe) => iframe.clientWidth)).toBe(375);
  // The link opens the demo's page, which is the demo alone.
  const href = await page.locator('.quire-preview__open').first().getAttribute('href');
  const demoPage = await (await newContext({ browser })).newPage();
  await openHydrated({ page: demoPage, url: origin + href });
  expect(await demoPage.locator('#__quire').evaluate((root) => root.textContent)).toContain('Isolated & styled');
  expect(await demoPage.locator('.quire-navbar').count()).toBe(0);
  await page.locator(follow).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'preview-iframe-light.png'), fullPage: true });
  expect(problems).toEqual([]);
});

test('a demo that throws in the browser shows its error in place; the rest of the page keeps working', async () => {
  // React reports the error it recovered from (the boundary caught it) on the console.
  const { page, problems } = await open('/docs/guide/errors', { ignore: /only fails in the browser|error boundary|The above error/i });
  const error = page.locator('.quire-preview__error');
  await error.waitFor();
  expect(await error.textContent()).toContain('This demo only fails in the browser');
  expect(await error.locator('code').textContent()).toBe('docs/guide/errors.mdx:5');
  const toggle = page.locator('.fixture-toggle');
  await toggle.click();
  await until(() => toggle.textContent(), 'On');
  await error.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'preview-error-light.png') });
  expect(problems).toEqual([]);
});

test('dark appearance and a phone width', async () => {
  const { page, problems } = await open('/docs/', { dark: true });
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  const background = await page.locator('.quire-preview').first().evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  await page.screenshot({ path: path.join(SHOTS, 'preview-inline-dark.png'), fullPage: true });
  const frames = await open('/docs/guide/frames', { dark: true });
  await frames.page.locator('iframe').last().scrollIntoViewIfNeeded();
  await frames.page.frameLocator('iframe >> nth=1').locator('.fixture-row').first().waitFor();
  await frames.page.screenshot({ path: path.join(SHOTS, 'preview-iframe-dark.png'), fullPage: true });
  const phone = await open('/docs/guide/frames', { phone: true });
  const follow = phone.page.locator('iframe').last();
  await follow.scrollIntoViewIfNeeded();
  await phone.page.frameLocator('iframe >> nth=1').locator('.fixture-row').first().waitFor();
  // The phone frame fits the narrow screen.
  const box = (await follow.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await phone.page.screenshot({ path: path.join(SHOTS, 'preview-phone.png'), fullPage: true });
  expect([...problems, ...frames.problems, ...phone.problems]).toEqual([]);
});
