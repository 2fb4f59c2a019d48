import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../test-utils/browser';
import { makeSite } from '../test-utils/fixtures';
import { freePort } from '../test-utils/ports';
import { runQuire, startQuire } from '../test-utils/runQuire';

/**
 * The client lifecycle (issue 20, item 7): a plugin's client module exports `onRouteUpdate` and
 * `onRouteDidUpdate`; the real `quire build` bundles it, `quire preview` serves the site, and
 * Chromium loads a page and follows two links. Each function runs on the first load and on each
 * navigation; `onRouteUpdate` while the previous page is still on screen, `onRouteDidUpdate` once
 * the new one is in the DOM. Neither runs while the build pre-renders.
 */

jest.setTimeout(300_000);

/** The client module: records every call on `window`; throws if it is ever called without a browser. */
const lifecycleModule = `
function record(kind, { location, previousLocation }) {
  if (typeof window === 'undefined') throw new Error('LIFECYCLE CALLED DURING PRE-RENDERING');
  const calls = (window.__lifecycle ??= []);
  calls.push({
    kind,
    pathname: location.pathname,
    previous: previousLocation ? previousLocation.pathname : null,
    // The page's h1, without the anchor link the theme appends.
    heading: document.querySelector('.quire-doc h1')?.firstChild?.textContent ?? null,
  });
}
export function onRouteUpdate(args) {
  record('update', args);
}
export function onRouteDidUpdate(args) {
  record('didUpdate', args);
}
`;

const config = `import path from 'node:path';
import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Lifecycle',
  plugins: [(context) => ({ name: 'lifecycle-probe', getClientModules: () => [path.join(context.siteDir, 'lifecycle.js')] })],
});
`;

interface Call {
  kind: 'update' | 'didUpdate';
  pathname: string;
  previous: string | null;
  heading: string | null;
}

let browser: Browser;
let site: string;
let buildOutput: string;

beforeAll(async () => {
  site = makeSite({
    'quire.config.ts': config,
    'lifecycle.js': lifecycleModule,
    'docs/index.md': '# Home page\n\n[Go to alpha](/alpha)\n',
    'docs/alpha.md': '# Alpha page\n\n[Go to beta](/beta)\n',
    'docs/beta.md': '# Beta page\n\nThe end.\n',
  });
  const build = await runQuire(['build', site], { timeout: 240_000 });
  buildOutput = build.stdout + build.stderr;
  if (build.code !== 0) throw new Error(`the lifecycle site did not build:\n${buildOutput}`);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const callsOf = (page: Page) => page.evaluate(() => (window as unknown as { __lifecycle?: Call[] }).__lifecycle ?? []);

/** Waits until `count` calls of each kind were recorded, then returns them all. */
async function waitForCalls(page: Page, count: number): Promise<Call[]> {
  try {
    await page.waitForFunction(
      (n) => {
        const calls = (window as unknown as { __lifecycle?: { kind: string }[] }).__lifecycle ?? [];
        return calls.filter((c) => c.kind === 'didUpdate').length >= n && calls.filter((c) => c.kind === 'update').length >= n;
      },
      count,
      { timeout: 20_000 },
    );
  } catch (error) {
    throw new Error(`expected ${count} calls of each function, got: ${JSON.stringify(await callsOf(page))} at ${page.url()}`, { cause: error });
  }
  return callsOf(page);
}

/** Loads the home page, follows two links and checks every call; `firstHeading` is what is on screen before the first render. */
async function followTwoLinks({ origin, firstHeading }: { origin: string; firstHeading: string | null }): Promise<void> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // A missing resource is reported below with its URL.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  page.on('response', (response) => {
    // The site has no icon: the browser's own request for one is not the page's.
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${response.status()} ${response.url()}`);
  });
  try {
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    expect(await waitForCalls(page, 1)).toEqual([
      { kind: 'update', pathname: '/', previous: null, heading: firstHeading },
      { kind: 'didUpdate', pathname: '/', previous: null, heading: 'Home page' },
    ]);

    await page.locator('.quire-doc a', { hasText: 'Go to alpha' }).click();
    await waitForCalls(page, 2);
    await page.locator('.quire-doc a', { hasText: 'Go to beta' }).click();
    const calls = await waitForCalls(page, 3);
    // A client navigation, not a page load: the recorded calls (on window) survived.
    expect(calls).toEqual([
      { kind: 'update', pathname: '/', previous: null, heading: firstHeading },
      { kind: 'didUpdate', pathname: '/', previous: null, heading: 'Home page' },
      // Before the new page renders, the old one is still on screen...
      { kind: 'update', pathname: '/alpha', previous: '/', heading: 'Home page' },
      // ...and after, the new page is in the DOM.
      { kind: 'didUpdate', pathname: '/alpha', previous: '/', heading: 'Alpha page' },
      { kind: 'update', pathname: '/beta', previous: '/alpha', heading: 'Alpha page' },
      { kind: 'didUpdate', pathname: '/beta', previous: '/alpha', heading: 'Beta page' },
    ]);
    // No more calls arrive late.
    await page.waitForTimeout(300);
    expect(await callsOf(page)).toHaveLength(6);
    expect(new URL(page.url()).pathname).toBe('/beta');
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
}

test('the build pre-renders without calling the lifecycle', () => {
  expect(buildOutput).not.toContain('LIFECYCLE CALLED DURING PRE-RENDERING');
});

test('built site: onRouteUpdate and onRouteDidUpdate run on the first load (before hydration) and on each client navigation', async () => {
  const port = await freePort();
  const server = await startQuire(['preview', site, '--port', String(port), '--host', '127.0.0.1'], { ready: /serving/ });
  try {
    // The pre-rendered page is on screen before hydration.
    await followTwoLinks({ origin: `http://127.0.0.1:${port}`, firstHeading: 'Home page' });
  } finally {
    await server.stop();
  }
});

test('dev server: the same calls, the first before the first render', async () => {
  const port = await freePort();
  const server = await startQuire(['dev', site, '--port', String(port), '--host', '127.0.0.1'], { ready: /compiled in \d+ms/, timeout: 120_000 });
  try {
    // Dev renders from scratch: nothing is on screen before the first render.
    await followTwoLinks({ origin: `http://127.0.0.1:${port}`, firstHeading: null });
  } finally {
    await server.stop();
  }
});
