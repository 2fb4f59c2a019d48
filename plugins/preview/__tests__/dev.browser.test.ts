import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, until } from '../../../test-utils/browser';
import { copyFixture, writeFiles } from '../../../test-utils/fixtures';
import { freePort } from '../../../test-utils/ports';
import { startQuire } from '../../../test-utils/runQuire';

/**
 * The preview fixture under `quire dev`, in Chromium: demos render and respond, a demo that
 * throws (which fails a build) shows its error in place, an edited demo follows, and an iframe
 * demo added to a page gets its page without a restart.
 */

jest.setTimeout(300_000);

const fixtureDir = path.join(__dirname, '__fixtures__', 'site');
let browser: Browser;
let site: string;
let origin: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  site = copyFixture(fixtureDir);
  writeFiles(site, {
    'docs/guide/throws.mdx': '# Throws\n\n```tsx preview\nexport default function Broken(): never {\n  throw new Error("no data for the chart");\n}\n```\n\nAfter the demo.\n',
  });
  const port = await freePort();
  const server = await startQuire(['dev', site, '--port', String(port), '--host', '127.0.0.1'], { ready: /dev server running/, timeout: 120_000 });
  stop = server.stop;
  origin = `http://127.0.0.1:${port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stop?.();
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

async function open(url: string, ignore?: RegExp): Promise<{ page: Page; problems: string[] }> {
  const page = await (await newContext({ browser })).newPage();
  // Chromium asks for /favicon.ico (outside the base) before the dev page has put its icon in the head.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (ignore?.test(message.text()) || message.location().url.endsWith('/favicon.ico')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  await page.goto(origin + url);
  return { page, problems };
}

test('an inline demo renders and responds; an edit to its block follows', async () => {
  const { page, problems } = await open('/docs/');
  const button = page.locator('.quire-preview__result button').first();
  await button.waitFor({ timeout: 60_000 });
  await button.click();
  await until(() => button.textContent(), 'Clicked 1 times');
  const file = path.join(site, 'docs', 'index.mdx');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Hello from JSX', 'Hello after an edit'));
  await page.waitForFunction(() => document.querySelector('.fixture-hello')?.textContent === 'Hello after an edit', null, { timeout: 60_000 });
  expect(problems).toEqual([]);
});

test('a demo that throws shows its error in place in dev (a build fails on it)', async () => {
  const { page, problems } = await open('/docs/guide/throws', /no data for the chart|error boundary|The above error/i);
  const error = page.locator('.quire-preview__error');
  await error.waitFor({ timeout: 60_000 });
  expect(await error.textContent()).toContain('no data for the chart');
  expect(await error.locator('code').textContent()).toBe('docs/guide/throws.mdx:3');
  expect(await page.locator('.quire-doc p').last().textContent()).toBe('After the demo.');
  expect(problems).toEqual([]);
});

test('an iframe demo added to a page gets its own page without a restart', async () => {
  const { page, problems } = await open('/docs/guide/frames');
  await page.locator('iframe').nth(1).waitFor({ timeout: 60_000 });
  fs.appendFileSync(
    path.join(site, 'docs', 'guide', 'frames.md'),
    '\nA new one:\n\n```jsx preview="iframe"\nexport default function Added() {\n  return <p className="fixture-added">Added in dev</p>;\n}\n```\n',
  );
  await page.waitForFunction(() => document.querySelectorAll('iframe').length === 3, null, { timeout: 60_000 });
  await page.locator('iframe').nth(2).scrollIntoViewIfNeeded();
  await page.frameLocator('iframe >> nth=2').locator('.fixture-added').waitFor({ timeout: 60_000 });
  expect(problems).toEqual([]);
});
