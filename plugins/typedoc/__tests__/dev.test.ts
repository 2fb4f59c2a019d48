import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../../test-utils/browser';
import { copyFixtureTo } from '../../../test-utils/fixtures';
import { startDev, waitForText, type RunningServer } from '../../../test-utils/servedSites';

/**
 * `quire dev` on a copy of the fixture: an edit to an entry point's comment runs TypeDoc again
 * (the folder is watched, addPages re-runs) and the open page shows the new text; a new export
 * becomes a new page in the section's sidebar.
 */

jest.setTimeout(240_000);

describe('the typedoc plugin in quire dev', () => {
  let site: string;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-typedoc-dev-'));
    copyFixtureTo({ fixtureDir: path.join(__dirname, '__fixtures__', 'site'), target: site });
    server = await startDev(site);
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (site) fs.rmSync(site, { recursive: true, force: true });
  });


  test('a generated page is served, then follows an edit of the entry point', async () => {
    await waitForText({ page, server, timeout: 60_000, url: '/zh/reference/functions/add', selector: '.quire-doc p', text: 'Adds two numbers.' });
    expect(await page.locator('.quire-doc h2').first().textContent()).toContain('参数');

    const api = path.join(site, 'src', 'api.ts');
    const source = fs.readFileSync(api, 'utf8');
    fs.writeFileSync(
      api,
      `${source.replace('Adds two numbers.', 'Adds two numbers, edited in dev.')}\n/** Multiplies two numbers. */\nexport function multiply(a: number, b: number): number {\n  return a * b;\n}\n`,
    );
    await waitForText({ page, server, timeout: 60_000, url: '/zh/reference/functions/add', selector: '.quire-doc p', text: 'Adds two numbers, edited in dev.' });
    await waitForText({ page, server, timeout: 60_000, url: '/reference/functions/multiply', selector: '.quire-doc p', text: 'Multiplies two numbers.' });
    await page.waitForSelector('.quire-sidebar__link[href="/reference/functions/multiply"]', { timeout: 15_000 });
    expect(pageErrors).toEqual([]);
  });
});
