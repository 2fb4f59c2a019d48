import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Request, type Response } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this machine needs (no network, no sandbox as root). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };

/**
 * A fresh browser profile at desktop size in English. Unless `firstVisit`, it has visited the site
 * before, so the first-visit language redirect stays out of the way. Closed with its browser.
 */
export async function newContext({ browser, firstVisit = false, ...options }: { browser: Browser; firstVisit?: boolean } & BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', ...options });
  if (!firstVisit) await context.addInitScript(() => window.localStorage.setItem('quire-visited', '1'));
  return context;
}

/**
 * Records what a page reports as wrong: console errors and warnings (hydration mismatches among
 * them) and uncaught errors, each after the page's URL, into `problems` (a new list by default),
 * except console messages matching `ignore`. Returns the list.
 */
export function watchProblems({ page, problems = [], ignore }: { page: Page; problems?: string[]; ignore?: RegExp }): string[] {
  page.on('console', (message) => {
    if (ignore?.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

/** Resolves after the browser has painted twice: effects that run after a render have run. */
export function nextFrame(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Waits until React has hydrated the app's root (so events reach React) and its effects have run. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const container = document.getElementById('__quire');
    return Boolean(container && Object.keys(container).some((key) => key.startsWith('__reactContainer')));
  });
  await nextFrame(page);
}

/** Loads `url` until the network is idle and waits for hydration; returns the document's response. */
export async function openHydrated({ page, url }: { page: Page; url: string }): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  return response;
}

/**
 * Resolves in the page once React has hydrated the app's root, its effects have run (two frames) and
 * the browser has been idle; polled in the page itself, which costs less than `waitForFunction`.
 */
function hydratedAndIdle(timeout: number): Promise<void> {
  const deadline = performance.now() + timeout;
  return new Promise((resolve, reject) => {
    const poll = () => {
      const container = document.getElementById('__quire');
      if (container && Object.keys(container).some((key) => key.startsWith('__reactContainer'))) {
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 1000 })));
      } else if (performance.now() > deadline) reject(new Error(`the page did not hydrate within ${timeout} ms`));
      else requestAnimationFrame(poll);
    };
    poll();
  });
}

/**
 * Opens URLs in `page` one after another and waits for each to settle: loaded, hydrated, the work it
 * leaves for an idle moment or a short delay (the route table, deferred modules, the image zoom 100 ms
 * after a navigation) requested, no request in flight for `quietMs`, and none started by a long task
 * that was running then (the page is idle once more after the last request). Much quicker than
 * `networkidle` (half a second of silence after the last request), and nothing is still loading (to
 * be cancelled) when the next URL is opened. Returns the opener.
 */
export function settlingOpener({ page, quietMs = 150, timeout = 20_000 }: { page: Page; quietMs?: number; timeout?: number }): (url: string) => Promise<Response | null> {
  const inFlight = new Set<Request>();
  let lastChange = 0;
  const track = (change: (request: Request) => void) => (request: Request) => {
    change(request);
    lastChange = Date.now();
  };
  page.on('request', track((request) => inFlight.add(request)));
  page.on('requestfinished', track((request) => inFlight.delete(request)));
  page.on('requestfailed', track((request) => inFlight.delete(request)));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  return async (url) => {
    const deadline = Date.now() + timeout;
    const response = await page.goto(url, { waitUntil: 'load', timeout });
    await page.evaluate(hydratedAndIdle, timeout);
    lastChange = Math.max(lastChange, Date.now());
    for (;;) {
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`still loading after ${timeout} ms: ${[...inFlight].map((request) => request.url()).join(', ')}`);
        await sleep(20);
      }
      const quietSince = lastChange;
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })));
      await sleep(30);
      if (lastChange === quietSince) return response;
    }
  };
}

/**
 * Records what the page writes to its console (every message, after its type) and its uncaught
 * errors, as lines for a failure's log (`saveFailure`). Empty the list to start a new page's log.
 */
export function recordConsole({ page }: { page: Page }): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(`[${message.type()}] ${message.text()}`));
  page.on('pageerror', (error) => lines.push(`[uncaught] ${error.stack ?? error.message}`));
  return lines;
}

/** Where a test's failing pages are saved: `<os.tmpdir()>/quire-browser-failures/<test>/`. */
export function failureFolder(test: string): string {
  return path.join(os.tmpdir(), 'quire-browser-failures', fileName(test));
}

const fileName = (text: string) => text.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 100) || 'page';

/** Test folders emptied by this process: a run's evidence is not mixed with an older run's. */
const emptiedFolders = new Set<string>();

/**
 * Keeps what a failing page shows: a screenshot of the whole page and its log (`log`: what failed,
 * then its console, see `recordConsole`) as `<name>.png` and `<name>.log` in the failure folder of
 * `test` (the running test's name by default), and prints where they are. Returns the screenshot's path.
 */
export async function saveFailure({ page, name, log, test = expect.getState().currentTestName ?? 'browser test' }: { page: Page; name: string; log: string[]; test?: string }): Promise<string> {
  const folder = failureFolder(test);
  if (!emptiedFolders.has(folder)) {
    fs.rmSync(folder, { recursive: true, force: true });
    emptiedFolders.add(folder);
  }
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, fileName(name));
  const lines = [`${page.url()}`, ...log];
  await page.screenshot({ path: `${file}.png`, fullPage: true }).catch((error: Error) => lines.push(`[no screenshot] ${error.message}`));
  fs.writeFileSync(`${file}.log`, `${lines.join('\n')}\n`);
  console.log(`A failing page's screenshot and console log: ${file}.png, ${file}.log`);
  return `${file}.png`;
}

/**
 * Retries a reading until it equals the expected value (React renders after the event that
 * changed it), then asserts it: the last reading is what a failure shows.
 */
export async function until<T>(read: () => Promise<T>, expected: T, { timeout = 3000, interval = 25 }: { timeout?: number; interval?: number } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, interval));
    last = await read();
  }
  expect(last).toEqual(expected);
}

/** One computed style property of the element (or of its `::before`/`::after` pseudo-element). */
export function styleOf({ locator, property, pseudo }: { locator: Locator; property: string; pseudo?: '::before' | '::after' }): Promise<string> {
  return locator.evaluate((element, [name, at]) => getComputedStyle(element, at ?? null).getPropertyValue(name), [property, pseudo] as const);
}
