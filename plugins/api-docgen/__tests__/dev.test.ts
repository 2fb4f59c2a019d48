import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../../test-utils/browser';
import { copyFixtureTo } from '../../../test-utils/fixtures';
import { startDev, waitForText, type RunningServer } from '../../../test-utils/servedSites';
import { fixtureDir } from './fixtureSite';

/**
 * `quire dev` on a copy of the fixture: an edit to a listed component (a watched path) reads the
 * components again, rewrites its JSON, and the page shows the new table.
 */

jest.setTimeout(240_000);

describe('the api-docgen plugin in quire dev', () => {
  let site: string;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-api-docgen-dev-'));
    copyFixtureTo({ fixtureDir, target: site });
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


  test("the table follows an edit of the component's props", async () => {
    const row = (prop: string) => `.quire-api[data-module-name="Button"] tr[data-prop="${prop}"]`;
    await waitForText({ page, server, timeout: 90_000, url: '/components', selector: row('label'), text: 'What the button says.' });
    const file = path.join(site, 'components', 'Button.tsx');
    const source = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(
      file,
      source
        .replace('What the button says.', 'What the button says, edited in dev.')
        .replace('  /** Called on press. */', '  /** Shown on hover. */\n  hint?: string;\n  /** Called on press. */'),
    );
    await waitForText({ page, server, timeout: 90_000, url: '/components', selector: row('label'), text: 'What the button says, edited in dev.' });
    expect(await page.locator(row('hint')).innerText()).toContain('Shown on hover.');
    expect(pageErrors).toEqual([]);
  });
});
