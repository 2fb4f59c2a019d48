import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openHydrated, PHONE, watchProblems } from '../../../test-utils/browser';
import { builtApiSite } from './fixtureSite';
import { startPreview } from '../../../test-utils/servedSites';

/**
 * The props tables in Chromium (`quire preview` of the built fixture): they hydrate without a
 * complaint, in English and Chinese, in light and dark, and on a phone each prop is a card that
 * fits the screen. Screenshots go to /tmp/shots/api-docgen-*.png.
 */

jest.setTimeout(300_000);

const SHOTS = '/tmp/shots';

let browser: Browser;
let origin: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  const site = await builtApiSite();
  ({ origin, stop } = await startPreview(site));
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await stop?.();
});

async function open({ url, phone = false, dark = false }: { url: string; phone?: boolean; dark?: boolean }): Promise<{ page: Page; problems: string[] }> {
  const context = await newContext({ browser, ...(phone ? { viewport: PHONE, isMobile: true, hasTouch: true } : {}), colorScheme: dark ? 'dark' : 'light' });
  const page = await context.newPage();
  const problems = watchProblems({ page });
  await openHydrated({ page, url: origin + url });
  return { page, problems };
}

const shoot = async ({ page, name, moduleName }: { page: Page; name: string; moduleName: string }) => {
  const section = page.locator(`.quire-api[data-module-name="${moduleName}"]`);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/api-docgen-${name}.png` });
};

/** The table's header cells and the cells of the row of `prop`, as the reader sees them. */
async function readTable({ page, moduleName, prop }: { page: Page; moduleName: string; prop: string }) {
  const table = page.locator(`.quire-api[data-module-name="${moduleName}"]`);
  return {
    head: await table.locator('th').allInnerTexts(),
    row: (await table.locator(`tr[data-prop="${prop}"] td`).allInnerTexts()).map((cell) => cell.replace(/\s+/g, ' ').trim()),
  };
}

describe('the props table in Chromium', () => {
  test('English, light: rows as written, types in the code font, the required mark tinted', async () => {
    const { page, problems } = await open({ url: '/components' });
    expect(await readTable({ page, moduleName: 'Button', prop: 'size' })).toEqual({
      head: ['Prop', 'Type', 'Default', 'Description'],
      row: ['size', '"small" | "medium" | "large"', '"medium"', 'How big it is: small fits in a line of text.'],
    });
    expect((await readTable({ page, moduleName: 'Badge', prop: 'type' })).row[1]).toBe('"tip" | "info" | "warning" | "danger"');
    const typeFont = await page.locator('.quire-api[data-module-name="Button"] .quire-api__type code').first().evaluate((code) => getComputedStyle(code).fontFamily);
    expect(typeFont).toMatch(/mono/i);
    const required = page.locator('.quire-api[data-module-name="Button"] tr[data-prop="label"] .quire-api__required');
    expect(await required.innerText()).toBe('required');
    expect(await required.evaluate((mark) => getComputedStyle(mark).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await shoot({ page, name: 'en-light', moduleName: 'Button' });
    expect(problems).toEqual([]);
  });

  test('English, dark: the table follows the dark colours', async () => {
    const { page, problems } = await open({ url: '/components', dark: true });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const color = await page.locator('.quire-api[data-module-name="Badge"] tbody td').first().evaluate((cell) => getComputedStyle(cell).color);
    const [r, g, b] = color.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeGreaterThan(3 * 150);
    await shoot({ page, name: 'en-dark', moduleName: 'Badge' });
    expect(problems).toEqual([]);
  });

  test('Chinese: Chinese headings, mark and descriptions', async () => {
    const { page, problems } = await open({ url: '/zh/components' });
    expect(await readTable({ page, moduleName: 'Button', prop: 'label' })).toEqual({
      head: ['属性', '类型', '默认值', '说明'],
      row: ['label必填', 'string', '—', '按钮上的文字。'],
    });
    expect((await readTable({ page, moduleName: 'Badge', prop: 'outline' })).row[3]).toBe('带边框、透出页面底色的徽标，而不是着色的徽标。');
    await shoot({ page, name: 'zh-light', moduleName: 'Button' });
    expect(problems).toEqual([]);
  });

  test('a phone: each prop a card with labelled cells; nothing scrolls sideways', async () => {
    const { page, problems } = await open({ url: '/zh/components', phone: true, dark: true });
    const frame = page.locator('.quire-api[data-module-name="Badge"] .quire-table');
    expect(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const type = page.locator('.quire-api[data-module-name="Badge"] tr[data-prop="type"] .quire-api__type');
    expect(await type.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"类型"');
    const description = page.locator('.quire-api[data-module-name="Badge"] tr[data-prop="type"] .quire-api__description');
    // The description takes the card's width, below the name.
    const [cardBox, descriptionBox] = [await page.locator('.quire-api[data-module-name="Badge"] tr[data-prop="type"]').boundingBox(), await description.boundingBox()];
    expect(descriptionBox!.width).toBeGreaterThan(cardBox!.width - 40);
    await shoot({ page, name: 'zh-phone-dark', moduleName: 'Badge' });
    expect(problems).toEqual([]);
  });
});
