import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newContext, openHydrated, until } from '../test-utils/browser';
import { serveWebsite } from '../test-utils/website';
import type { RunningServer } from '../test-utils/servedSites';

/**
 * Issue 17 §6: a keyboard-only walk of the website (Tab, Shift+Tab, Enter, Space, Escape, arrows;
 * the mouse never moves) reaches every control of the navbar, its menus, the search dialog, the
 * sidebar, tabs, code block buttons, the page actions, the mobile menu and the image zoom, and each
 * control shows a focus ring of 3:1 or more against what surrounds it, in light and dark.
 */

jest.setTimeout(240_000);

const DOC_PAGE = '/guide/default-theme/components';
const IMAGE_PAGE = '/plugin/official-plugins/medium-zoom';

let website: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [website, browser] = await Promise.all([serveWebsite(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await website?.stop();
});

/** What the walk reads of the focused element: its name, what it is, and its focus ring. */
interface Focused {
  /** `tag.class` and the accessible name as a reader would hear it (aria-label, else the text). */
  label: string;
  name: string;
  selector: string;
  /** What is wrong with its ring ('' when it is a visible ring of 3:1 or more). */
  ringProblem: string;
  /** Whether it matches the selector (and name) asked about. */
  matches: boolean;
}

/**
 * Reads the focused element (in the page), once the transitions that show it and its ring are
 * over: see `Focused`; null when nothing has the focus.
 */
async function readFocused({ selector, name: wanted }: { selector?: string; name?: string }): Promise<Focused | null> {
  const running = document.getAnimations().map((animation) => animation.finished.catch(() => undefined));
  await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 2000))]);
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const parse = (colour: string): [number, number, number, number] | null => {
    const match = /rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)/.exec(colour);
    return match ? [Number(match[1]), Number(match[2]), Number(match[3]), match[4] === undefined ? 1 : Number(match[4])] : null;
  };
  const luminance = ([r, g, b]: number[]) => {
    const channel = (value: number) => ((value /= 255) <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  };
  const over = (top: number[], bottom: number[]) => top.slice(0, 3).map((value, i) => value * top[3]! + bottom[i]! * (1 - top[3]!));
  // The colours behind the ring: the backgrounds from `from` up, laid on one another; under a
  // gradient, each of its colours.
  const backdrops = (from: Element | null): number[][] => {
    const layers: number[][] = [];
    let bottoms: number[][] = [[255, 255, 255]];
    for (let node = from; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const gradient = (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []).map(parse).filter((colour) => colour !== null);
      if (gradient.length > 0) {
        bottoms = gradient.map((colour) => colour.slice(0, 3));
        break;
      }
      const colour = parse(style.backgroundColor);
      if (colour && colour[3] > 0) layers.push(colour);
      if (colour && colour[3] === 1) break;
    }
    return bottoms.map((bottom) => layers.reverse().reduce((below, layer) => over(layer, below), bottom));
  };
  const style = getComputedStyle(element);
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const classes = [...element.classList].map((value) => `.${value}`).join('');
  let ringProblem = '';
  let ring: number[] | null = null;
  const outlineWidth = parseFloat(style.outlineWidth);
  if (!element.matches(':focus-visible')) ringProblem = 'not :focus-visible';
  else if (style.outlineStyle !== 'none' && outlineWidth >= 2) ring = parse(style.outlineColor);
  else if (style.boxShadow !== 'none') ring = parse(style.boxShadow);
  else ringProblem = `no ring (outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow})`;
  if (ring) {
    // An inset ring lies on the element's own background, an outer one on its parent's.
    const inset = parseFloat(style.outlineOffset) < 0 || style.outlineStyle === 'none';
    for (const behind of backdrops(inset ? element : element.parentElement)) {
      const [a, b] = [luminance(over(ring, behind)), luminance(behind)].sort((x, y) => y - x);
      const contrast = (a! + 0.05) / (b! + 0.05);
      if (contrast < 3) ringProblem = `ring ${style.outlineColor || style.boxShadow} on rgb(${behind.map(Math.round).join(', ')}): ${contrast.toFixed(2)}:1`;
    }
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || Number(style.opacity) === 0) ringProblem = 'not visible';
  }
  const matches = Boolean(selector && element.matches(selector) && (wanted === undefined || name === wanted));
  return { label: `${element.tagName.toLowerCase()}${classes} "${name}"`, name, selector: element.tagName.toLowerCase() + classes, ringProblem, matches };
}

const focused = (page: Page, target: { selector?: string; name?: string } = {}) => page.evaluate(readFocused, target);

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element matches `selector` (and holds
 * `name`, when given); returns every stop on the way. Fails after `max` presses.
 */
async function tabTo({ page, selector, name, back = false, max = 400 }: { page: Page; selector: string; name?: string; back?: boolean; max?: number }): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page, { selector, name });
    if (now) stops.push(now);
    if (now?.matches) return stops;
  }
  throw new Error(`Tab never reached ${selector}${name ? ` "${name}"` : ''}; stops:\n${stops.map((stop) => stop.label).join('\n')}`);
}

const ringProblems = (stops: Focused[]) => stops.filter((stop) => stop.ringProblem).map((stop) => `${stop.label}: ${stop.ringProblem}`);
const activeMatches = (page: Page, selector: string) => page.evaluate((wanted) => Boolean(document.activeElement?.matches(wanted)), selector);

/**
 * A context in one appearance that may use the clipboard. Its reader asks for reduced motion: each
 * ring is read as it rests, without waiting out a 0.2 s colour transition at each of 200 stops
 * (e2e/accessibility.test.ts checks what reduced motion does).
 */
async function keyboardContext({ appearance, viewport }: { appearance: 'light' | 'dark'; viewport: { width: number; height: number } }): Promise<BrowserContext> {
  const context = await newContext({ browser, viewport, reducedMotion: 'reduce' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: website.origin });
  await context.addInitScript((value) => window.localStorage.setItem('quire-theme-appearance', value), appearance);
  return context;
}

describe.each(['light', 'dark'] as const)('keyboard, %s', (appearance) => {
  test('Tab reaches every control of the navbar, the sidebar, the page actions, tabs and code blocks, each with a ring; Shift+Tab walks back', async () => {
    const context = await keyboardContext({ appearance, viewport: DESKTOP });
    const page = await context.newPage();
    await openHydrated({ page, url: website.origin + DOC_PAGE });
    // The whole page, from the top to the footer's last control.
    const stops = await tabTo({ page, selector: '.quire-outline__top' });
    const names = stops.map((stop) => stop.name);
    const selectors = stops.map((stop) => stop.selector);
    expect(ringProblems(stops)).toEqual([]);
    // The navbar: logo, menus, search, language, theme, social links, in this order.
    // (The UI item's name runs on into its "new" tag.)
    const navbar = ['Quire', 'Search', 'Guide', 'Plugin', 'UInew', 'API', 'Version', 'English', 'Toggle dark mode', 'GitHub', 'npm', 'Discord', 'X'];
    const at = navbar.map((name) => names.indexOf(name));
    expect(Object.fromEntries(navbar.map((name, index) => [name, at[index]! >= 0]))).toEqual(Object.fromEntries(navbar.map((name) => [name, true])));
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // The sidebar's group buttons and links, the page actions, tabs (one stop per tab list), code blocks and their buttons.
    const required = ['button.quire-sidebar__group-button', 'a.quire-sidebar__link', 'button.quire-page-actions__copy', 'button.quire-page-actions__open', 'button.quire-tabs__tab', 'pre.shiki', 'button.quire-code__copy', 'button.quire-code__wrap'];
    expect(required.filter((selector) => !selectors.some((value) => `${value}.`.includes(`${selector.slice(selector.indexOf('.'))}.`) && value.startsWith(selector.split('.')[0]!)))).toEqual([]);
    // Shift+Tab retraces the same stops backwards.
    const back = await tabTo({ page, selector: 'a.quire-navbar__title', back: true });
    expect(back.map((stop) => stop.label)).toEqual(stops.slice(0, -1).reverse().slice(0, back.length).map((stop) => stop.label));
    await context.close();
  });

  test('menus, the theme toggle, the search dialog and the sidebar groups work from the keyboard', async () => {
    const context = await keyboardContext({ appearance, viewport: DESKTOP });
    const page = await context.newPage();
    await openHydrated({ page, url: website.origin + DOC_PAGE });

    // The Version menu: Enter opens it on its first entry, arrows move, Escape closes it on its button.
    await tabTo({ page, selector: 'button.quire-hover-menu__trigger', name: 'Version' });
    await page.keyboard.press('Enter');
    await until(() => focused(page).then((now) => now?.name), 'Changelog');
    await page.keyboard.press('ArrowDown');
    await until(() => focused(page).then((now) => now?.name), 'Quire 1.x Docs');
    expect((await focused(page))!.ringProblem).toBe('');
    await page.keyboard.press('ArrowDown');
    await until(() => focused(page).then((now) => now?.name), 'Changelog');
    await page.keyboard.press('Escape');
    await until(() => focused(page).then((now) => now?.name), 'Version');
    expect(await page.locator('.quire-hover-menu--open').count()).toBe(0);

    // The language menu: ArrowDown opens it, Escape closes it.
    await tabTo({ page, selector: 'button.quire-hover-menu__trigger', name: 'English' });
    await page.keyboard.press('ArrowDown');
    await until(() => focused(page).then((now) => now?.name), 'English');
    expect(await activeMatches(page, 'a.quire-hover-menu__item')).toBe(true);
    await page.keyboard.press('ArrowDown');
    await until(() => focused(page).then((now) => now?.name), '简体中文');
    await page.keyboard.press('Escape');
    await until(() => activeMatches(page, 'button.quire-hover-menu__trigger'), true);

    // The theme toggle: Enter flips the appearance, and again flips it back.
    await tabTo({ page, selector: 'button.quire-theme-toggle' });
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const before = await dark();
    await page.keyboard.press('Enter');
    await until(dark, !before);
    await page.keyboard.press('Enter');
    await until(dark, before);

    // The search dialog: focus moves in, Tab and Shift+Tab keep it there, the arrows choose a
    // result, Escape closes it and gives the focus back to its button.
    await tabTo({ page, selector: 'button.quire-search-button', back: true });
    await page.keyboard.press('Enter');
    await page.locator('[role="dialog"][aria-modal="true"]').waitFor();
    await until(() => activeMatches(page, '.quire-search__input'), true);
    await page.keyboard.type('config');
    await page.locator('.quire-search__hit').nth(1).waitFor();
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    const activeOption = () => page.evaluate(() => document.querySelector('.quire-search__input')!.getAttribute('aria-activedescendant'));
    const first = await activeOption();
    await page.keyboard.press('ArrowDown');
    await until(async () => (await activeOption()) !== first, true);
    await page.keyboard.press('Escape');
    await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
    await until(() => activeMatches(page, 'button.quire-search-button'), true);
    expect((await focused(page))!.ringProblem).toBe('');

    // An open sidebar group: Enter closes it (aria-expanded) and Tab passes it by; Space opens it
    // again and Tab goes into it.
    const toggle = page.locator('.quire-sidebar button[aria-expanded="true"]').first();
    const body = (await toggle.getAttribute('aria-controls'))!;
    await tabTo({ page, selector: '.quire-sidebar button[aria-expanded="true"]' });
    const expanded = () => page.evaluate(() => document.activeElement!.getAttribute('aria-expanded'));
    const inBody = () => page.evaluate((id) => Boolean(document.activeElement?.closest(`[id="${id}"]`)), body);
    await page.keyboard.press('Enter');
    await until(expanded, 'false');
    await page.keyboard.press('Tab');
    expect(await inBody()).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await until(expanded, 'true');
    await page.keyboard.press('Tab');
    await until(inBody, true);
    await context.close();
  });

  test('tabs take the arrow keys, code block buttons and the page actions work from the keyboard', async () => {
    const context = await keyboardContext({ appearance, viewport: DESKTOP });
    const page = await context.newPage();
    await openHydrated({ page, url: website.origin + DOC_PAGE });

    // The page actions: Copy Markdown, then the Open menu (Enter, arrows, Escape).
    await tabTo({ page, selector: 'button.quire-page-actions__copy' });
    await page.keyboard.press('Enter');
    await until(() => page.evaluate(() => navigator.clipboard.readText().then((text) => text.includes('<PackageManagerTabs'))), true, { timeout: 10_000 });
    await page.keyboard.press('Tab');
    expect(await activeMatches(page, 'button.quire-page-actions__open')).toBe(true);
    await page.keyboard.press('Enter');
    await until(() => activeMatches(page, '.quire-page-actions__menu [role="menuitem"]:first-child'), true);
    expect((await focused(page))!.ringProblem).toBe('');
    await page.keyboard.press('ArrowDown');
    await until(() => focused(page).then((now) => now?.name), 'Open in ChatGPT');
    await page.keyboard.press('Escape');
    await until(() => activeMatches(page, 'button.quire-page-actions__open'), true);
    expect(await page.locator('.quire-page-actions__menu').count()).toBe(0);

    // Package-manager tabs, then Tabs: Tab lands on the chosen tab; the arrows, Home and End choose (WAI-ARIA tabs).
    for (const list of ['.quire-pm [role="tablist"]', '.quire-tabs:not(.quire-pm) [role="tablist"]']) {
      await tabTo({ page, selector: `${list} [role="tab"]` });
      const tabs = page.locator(list).first().locator('[role="tab"]');
      const count = await tabs.count();
      const chosen = () => page.evaluate(() => [document.activeElement!.textContent!.trim(), document.activeElement!.getAttribute('aria-selected')]);
      const names = (await tabs.allTextContents()).map((text) => text.trim());
      const start = names.indexOf((await chosen())[0]!);
      await page.keyboard.press('ArrowRight');
      await until(chosen, [names[(start + 1) % count]!, 'true']);
      await page.keyboard.press('End');
      await until(chosen, [names[count - 1]!, 'true']);
      await page.keyboard.press('ArrowRight');
      await until(chosen, [names[0]!, 'true']);
      await page.keyboard.press('ArrowLeft');
      await until(chosen, [names[count - 1]!, 'true']);
      await page.keyboard.press('Home');
      await until(chosen, [names[0]!, 'true']);
      expect((await focused(page))!.ringProblem).toBe('');
      // Tab leaves the tab list for its panel (one stop for the whole list).
      await page.keyboard.press('Tab');
      expect(await activeMatches(page, '[role="tabpanel"]')).toBe(true);
    }

    // A code block's buttons appear with the focus: wrap (Space), then copy (Enter).
    await tabTo({ page, selector: 'button.quire-code__wrap' });
    expect((await focused(page))!.ringProblem).toBe('');
    await page.keyboard.press('Space');
    await until(() => page.evaluate(() => document.activeElement!.getAttribute('aria-pressed')), 'true');
    await page.keyboard.press('Tab');
    expect(await activeMatches(page, 'button.quire-code__copy')).toBe(true);
    expect((await focused(page))!.ringProblem).toBe('');
    await page.keyboard.press('Enter');
    await page.locator('.quire-code__copy--copied').waitFor();
    await context.close();
  });

  test('an image zooms from the keyboard and closes with Escape, the focus back on it', async () => {
    const context = await keyboardContext({ appearance, viewport: DESKTOP });
    const page = await context.newPage();
    await openHydrated({ page, url: website.origin + IMAGE_PAGE });
    await page.locator('.quire-doc img.medium-zoom-image').first().waitFor();
    const stops = await tabTo({ page, selector: 'img.medium-zoom-image' });
    expect(ringProblems(stops.slice(-1))).toEqual([]);
    await page.keyboard.press('Enter');
    await page.locator('.medium-zoom-image--opened').waitFor();
    // medium-zoom ignores Escape until its opening transition is over.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await page.keyboard.press('Escape');
    await page.locator('.medium-zoom-overlay').waitFor({ state: 'detached' });
    await until(() => activeMatches(page, 'img.medium-zoom-image'), true);
    await context.close();
  });

  test('375 px: the mobile menu and the sidebar panel open, are walked and close from the keyboard', async () => {
    const context = await keyboardContext({ appearance, viewport: PHONE });
    const page = await context.newPage();
    await openHydrated({ page, url: website.origin + DOC_PAGE });
    await tabTo({ page, selector: 'button.quire-navbar__hamburger' });
    await page.keyboard.press('Enter');
    await page.locator('.quire-mobile-menu').waitFor();
    expect(await page.getAttribute('.quire-navbar__hamburger', 'aria-expanded')).toBe('true');
    // Every control of the menu, in order, each with its ring.
    const controls = await page.locator('.quire-mobile-menu').evaluate((menu) =>
      [...menu.querySelectorAll<HTMLElement>('a[href], button')].filter((element) => element.getClientRects().length > 0).length,
    );
    const stops: Awaited<ReturnType<typeof focused>>[] = [];
    for (let press = 0; press < controls; press++) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    expect(stops.map((stop) => stop?.selector.split('.')[1])).toEqual(expect.arrayContaining(['quire-mobile-menu__link', 'quire-appearance-switch__option', 'quire-mobile-menu__pill', 'quire-social__link']));
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.quire-mobile-menu')))).toBe(true);
    expect(ringProblems(stops.filter((stop): stop is Focused => stop !== null))).toEqual([]);
    // The page under the menu is out of reach: Tab goes on in the navbar, never behind the menu.
    for (let press = 0; press < 3; press++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !document.activeElement || document.activeElement === document.body || Boolean(document.activeElement.closest('header')))).toBe(true);
    }
    // The theme row from the keyboard: its buttons say which is on.
    await tabTo({ page, selector: 'button.quire-appearance-switch__option', back: true, max: controls });
    await page.keyboard.press('Escape');
    await page.locator('.quire-mobile-menu').waitFor({ state: 'detached' });
    await until(() => activeMatches(page, 'button.quire-navbar__hamburger'), true);

    // The sidebar panel (the doc bar's menu button): focus moves in, Escape closes it and returns.
    await tabTo({ page, selector: 'button.quire-doc-bar__button--sidebar' });
    await page.keyboard.press('Enter');
    await until(() => page.evaluate(() => Boolean(document.activeElement?.closest('.quire-doc-layout__sidebar'))), true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.quire-doc-layout__sidebar')))).toBe(true);
    expect((await focused(page))!.ringProblem).toBe('');
    await page.keyboard.press('Escape');
    await until(() => activeMatches(page, 'button.quire-doc-bar__button--sidebar'), true);
    await context.close();
  });
});
