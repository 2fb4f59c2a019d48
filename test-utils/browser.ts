import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Response } from 'playwright-core';

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
