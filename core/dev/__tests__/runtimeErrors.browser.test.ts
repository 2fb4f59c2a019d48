import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../../../test-utils/browser';
import { copyFixture, writeFiles } from '../../../test-utils/fixtures';
import { startDev, type RunningServer } from '../../../test-utils/servedSites';

/**
 * `quire dev` never goes blank, in Chromium: a component that throws shows React Refresh's overlay
 * (naming the source file) and the error page in place, with the navbar; fixing the file recovers
 * the open tab without a reload. A frontmatter error shows in the browser and goes away when fixed.
 */

jest.setTimeout(300_000);

const fixture = path.join(__dirname, '..', '..', '__tests__', '__fixtures__', 'basic-site');
const SHOTS = process.env.QUIRE_SHOTS_DIR;

let site: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  site = copyFixture(fixture);
  writeFiles(site, {
    'components/Boom.tsx': 'export default function Boom() {\n  throw new Error("Boom went off");\n}\n',
    'components/ClickBoom.tsx':
      'export default function ClickBoom() {\n  return <button className="click-boom" onClick={() => { throw new Error("Clicked too hard"); }}>Press</button>;\n}\n',
    'docs/en/guide/click.mdx': "import ClickBoom from '../../../components/ClickBoom';\n\n# Click page\n\n<ClickBoom />\n",
    'docs/en/guide/boom.mdx': "import Boom from '../../../components/Boom';\n\n# Boom page\n\n<Boom />\n\nAfter the component.\n",
  });
  server = await startDev(site);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

async function open(url: string): Promise<Page> {
  const page = await (await newContext({ browser })).newPage();
  if (process.env.H5_DEBUG) page.on('console', (m) => console.log('[browser]', m.type(), m.text().slice(0, 300)));
  await page.goto(server.origin + url);
  return page;
}

const mark = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: string }).__mark);

test('a component that throws shows the overlay and the error page; fixing it recovers the tab without a reload', async () => {
  const page = await open('/guide/boom');
  const overlay = page.frameLocator('#react-refresh-overlay');
  await overlay.locator('text=Boom went off').first().waitFor({ timeout: 60_000 });
  const overlayText = await overlay.locator('body').innerText();
  expect(overlayText).toMatch(/components\/Boom\.tsx/);
  // In place as well: the page's error, with its stack, inside the layout (the navbar stays).
  const errorPage = page.locator('.quire-error-page');
  await errorPage.waitFor();
  expect(await errorPage.locator('.quire-error-page__message').textContent()).toBe('Boom went off');
  expect(await errorPage.locator('.quire-error-page__stack').textContent()).toMatch(/Boom/);
  expect(await page.locator('.quire-navbar').count()).toBe(1);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'h5-dev-overlay.png') });
  // One overlay per error: webpack-dev-server's leaves the boundary's render errors to React Refresh's.
  await page.waitForTimeout(500);
  expect(await page.locator('#webpack-dev-server-client-overlay').count()).toBe(0);
  await page.evaluate(() => ((window as unknown as { __mark: string }).__mark = 'kept'));

  fs.writeFileSync(path.join(site, 'components/Boom.tsx'), 'export default function Boom() {\n  return <p className="boom-ok">Boom fixed</p>;\n}\n');
  await page.locator('.boom-ok').waitFor({ timeout: 60_000 }).catch(async (e) => {
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'h5-dev-stuck.png') });
    console.log(server.output());
    throw e;
  });
  await page.locator('#react-refresh-overlay').waitFor({ state: 'detached', timeout: 15_000 });
  expect(await page.locator('.quire-error-page').count()).toBe(0);
  expect(await page.locator('#webpack-dev-server-client-overlay').count()).toBe(0);
  expect(await mark(page)).toBe('kept');
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'h5-dev-recovered.png') });
});

test("an event handler's error opens webpack-dev-server's runtime overlay naming the source file; browser noise does not", async () => {
  const page = await open('/guide/click');
  await page.locator('.click-boom').waitFor({ timeout: 60_000 });
  // A ResizeObserver loop notice and an extension's error open nothing.
  await page.evaluate(() => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    const fromExtension = new Error('extension broke');
    fromExtension.stack = 'Error: extension broke\n    at chrome-extension://abcdefgh/content.js:1:1';
    window.dispatchEvent(new ErrorEvent('error', { error: fromExtension, message: fromExtension.message }));
  });
  await page.waitForTimeout(500);
  expect(await page.locator('#webpack-dev-server-client-overlay').count()).toBe(0);
  expect(await page.locator('#react-refresh-overlay').count()).toBe(0);

  await page.locator('.click-boom').click();
  const overlay = page.frameLocator('#webpack-dev-server-client-overlay');
  await overlay.locator('text=Clicked too hard').first().waitFor({ timeout: 15_000 });
  expect(await overlay.locator('body').innerText()).toMatch(/components\/ClickBoom\.tsx/);
  expect(await page.locator('#react-refresh-overlay').count()).toBe(0);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'h5-dev-runtime-overlay.png') });
  // The page itself is still there: an event handler's error never reaches the boundary.
  expect(await page.locator('.click-boom').count()).toBe(1);
});

test('a frontmatter error shows in the browser (invalid YAML, a field of the wrong type) and goes away when fixed', async () => {
  const page = await open('/guide/next');
  await page.locator('h1', { hasText: 'Next steps' }).waitFor({ timeout: 60_000 });
  await page.evaluate(() => ((window as unknown as { __mark: string }).__mark = 'kept'));
  const file = path.join(site, 'docs/en/guide/next.md');
  const original = fs.readFileSync(file, 'utf8');
  const overlay = page.frameLocator('#webpack-dev-server-client-overlay');

  fs.writeFileSync(file, `---\ntitle: [unclosed\n---\n\n${original}`);
  await overlay.locator('text=docs/en/guide/next.md').first().waitFor({ timeout: 60_000 });
  fs.writeFileSync(file, original);
  await page.locator('#webpack-dev-server-client-overlay').waitFor({ state: 'detached', timeout: 60_000 });

  fs.writeFileSync(file, `---\nsidebar: "yes"\n---\n\n${original}`);
  await overlay.locator('text=frontmatter.sidebar').first().waitFor({ timeout: 60_000 });
  expect(await overlay.locator('body').innerText()).toMatch(/next\.md:2: frontmatter\.sidebar: expected a boolean/);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'h5-dev-frontmatter.png') });
  // A tab opened meanwhile shows it too.
  const other = await open('/guide/start');
  await other.frameLocator('#webpack-dev-server-client-overlay').locator('text=frontmatter.sidebar').first().waitFor({ timeout: 30_000 });
  fs.writeFileSync(file, original);
  await other.locator('#webpack-dev-server-client-overlay').waitFor({ state: 'detached', timeout: 60_000 });
  await page.locator('#webpack-dev-server-client-overlay').waitFor({ state: 'detached', timeout: 60_000 });
  expect(await page.locator('h1', { hasText: 'Next steps' }).count()).toBe(1);
  expect(await mark(page)).toBe('kept');
});
