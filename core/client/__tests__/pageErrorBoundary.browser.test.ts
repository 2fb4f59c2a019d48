import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openHydrated, PHONE } from '../../../test-utils/browser';
import { writeFiles } from '../../../test-utils/fixtures';
import { builtFixture, startPreview, type RunningServer } from '../../../test-utils/servedSites';

/**
 * A production build where a page throws in the browser only (in an effect, after hydration): the
 * page shows the theme's error page in its language with a reload link, inside the layout, and
 * the navbar and sidebar still navigate (another page clears the error).
 */

jest.setTimeout(300_000);

const fixtureDir = path.join(__dirname, '..', '..', '__tests__', '__fixtures__', 'basic-site');
const SHOTS = process.env.QUIRE_SHOTS_DIR;
const throwsAfterHydration = `import { useEffect, useState } from 'react';

export default function Chart() {
  const [data, setData] = useState<number[] | undefined>([]);
  useEffect(() => setData(undefined), []);
  return <p>{data!.length} points</p>;
}
`;

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  const site = await builtFixture({
    variant: 'page-error-boundary',
    fixtureDir,
    prepare: (dir) =>
      writeFiles(dir, {
        'components/Chart.tsx': throwsAfterHydration,
        'docs/en/guide/chart.mdx': "import Chart from '../../../components/Chart';\n\n# Chart\n\n<Chart />\n",
        'docs/zh/guide/chart.mdx': "import Chart from '../../../components/Chart';\n\n# 图表\n\n<Chart />\n",
      }),
  });
  server = await startPreview(site);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(url: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const page = await (await newContext({ browser, ...options })).newPage();
  await openHydrated({ page, url: server.origin + url });
  await page.locator('.quire-error-page').waitFor();
  return page;
}

test('a page that throws in the browser shows the error page with a reload link; the navbar and sidebar still work', async () => {
  const page = await open('/guide/chart');
  const errorPage = page.locator('.quire-error-page');
  expect(await errorPage.locator('h1').textContent()).toBe('This page crashed');
  expect(await errorPage.locator('.quire-error-page__message').textContent()).toMatch(/length/);
  // Production: no stacks.
  expect(await errorPage.locator('.quire-error-page__stack').count()).toBe(0);
  const reload = errorPage.locator('a', { hasText: 'Reload the page' });
  expect(await reload.getAttribute('href')).toBe(`${server.origin}/guide/chart`);
  expect(await page.locator('.quire-navbar').isVisible()).toBe(true);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'h5-prod-error-light.png') });

  await page.evaluate(() => ((window as unknown as { __mark: string }).__mark = 'kept'));
  await page.locator('.quire-sidebar a', { hasText: 'Getting started' }).first().click();
  await page.waitForURL(/\/guide\/start$/);
  await page.locator('h1', { hasText: 'Getting started' }).waitFor();
  expect(await page.locator('.quire-error-page').count()).toBe(0);
  // Client navigation, not a reload.
  expect(await page.evaluate(() => (window as unknown as { __mark?: string }).__mark)).toBe('kept');

  await page.goBack();
  await page.locator('.quire-error-page').waitFor();
  await page.locator('.quire-error-page a', { hasText: 'Reload the page' }).click();
  await page.waitForFunction(() => (window as unknown as { __mark?: string }).__mark === undefined);
});

test('in Chinese, in dark mode and on a phone', async () => {
  const page = await open('/zh/guide/chart', { colorScheme: 'dark', locale: 'zh-CN' });
  expect(await page.locator('.quire-error-page h1').textContent()).toBe('页面出错了');
  expect(await page.locator('.quire-error-page a').textContent()).toBe('重新加载页面');
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'h5-prod-error-dark-zh.png') });
  const phone = await open('/guide/chart', { colorScheme: 'dark', viewport: PHONE });
  const box = await phone.locator('.quire-error-page').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  if (SHOTS) await phone.screenshot({ path: path.join(SHOTS, 'h5-prod-error-phone-dark.png') });
});
