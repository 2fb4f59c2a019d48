import type { BrowserContext, Page } from 'playwright-core';
import { recordConsole, saveFailure, settlingOpener } from './browser';

/**
 * Loads every image of the page, the lazy ones too, and returns the addresses of those that did not
 * load (no pixels: a failed request or a file the browser cannot decode). Runs in the page.
 */
async function brokenImages(): Promise<string[]> {
  const images = [...document.images];
  await Promise.all(
    images.map((image) => {
      image.loading = 'eager';
      if (image.complete) return undefined;
      return new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      });
    }),
  );
  return images.filter((image) => image.naturalWidth === 0).map((image) => image.currentSrc || image.src);
}

/**
 * Whether the page scrolls sideways, and if so, the elements that push it wider: those sticking out
 * past the window's right edge whose parent does not, neither fixed nor in a box that scrolls or clips. Runs in the page.
 */
function horizontalOverflow(): string | null {
  const root = document.scrollingElement!;
  const width = root.clientWidth;
  if (root.scrollWidth <= width) return null;
  const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
  // Fixed boxes (panels kept off-screen) do not widen the page; nor does what a box scrolls or clips.
  const contained = (element: Element) => {
    if (getComputedStyle(element).position === 'fixed') return true;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
    }
    return false;
  };
  const culprits = [...document.body.querySelectorAll('*')]
    .filter((element) => sticksOut(element) && !(element.parentElement && element.parentElement !== document.body && sticksOut(element.parentElement)) && !contained(element))
    .slice(0, 3)
    .map((element) => {
      const name = [element.tagName.toLowerCase(), ...element.classList].join('.');
      const text = element.textContent?.trim().slice(0, 40) ?? '';
      return `${name} to ${Math.round(element.getBoundingClientRect().right)}px${text ? ` ("${text}")` : ''}`;
    });
  return `scrolls sideways: ${root.scrollWidth}px wide in a ${width}px window; wider: ${culprits.join('; ') || 'nothing found in the body'}`;
}

/**
 * Opens every route of `origin` in `context` (its viewport, its settings), `tabs` pages at a time, each
 * until it settles (`settlingOpener`), and finds what is wrong with it: a status other than 200, a
 * console error or warning (a hydration mismatch among them), an uncaught error, a request answered
 * with 400 or more or failed, an image that does not load, a page that scrolls sideways, a page that
 * does not settle, and what `check` finds (the site's own rules). A failing page's screenshot and
 * console log are saved (`saveFailure`). Returns the problems, each as `<route> at <w>x<h>: <problem>`.
 */
export async function walkPages({
  context,
  origin,
  routes,
  tabs = 4,
  check = async () => [],
}: {
  context: BrowserContext;
  origin: string;
  routes: string[];
  tabs?: number;
  check?: (opened: { route: string; page: Page }) => Promise<string[]>;
}): Promise<string[]> {
  const queue = [...routes];
  const problems: string[] = [];
  const walkInTab = async () => {
    const page = await context.newPage();
    const viewport = page.viewportSize();
    const size = viewport ? `${viewport.width}x${viewport.height}` : 'no viewport';
    const open = settlingOpener({ page });
    const log = recordConsole({ page });
    const found: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') found.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => found.push(`uncaught ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) found.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => found.push(`${request.failure()?.errorText} ${request.url()}`));
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      found.length = 0;
      log.length = 0;
      try {
        const response = await open(origin + route);
        if (response?.status() !== 200) found.push(`status ${response?.status()}`);
        const broken = await page.evaluate(brokenImages);
        if (broken.length > 0) found.push(`images that do not load: ${broken.join(', ')}`);
        const overflow = await page.evaluate(horizontalOverflow);
        if (overflow) found.push(overflow);
        found.push(...(await check({ route, page })));
      } catch (error) {
        found.push((error as Error).message);
      }
      if (found.length > 0) {
        const failures = [...found];
        await saveFailure({ page, name: `${size}${route}`, log: [...failures, '', ...log] });
        problems.push(...failures.map((problem) => `${route} at ${size}: ${problem}`));
      }
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: Math.min(tabs, routes.length) }, walkInTab));
  return problems;
}
