import type { Browser, BrowserContext, Page } from 'playwright-core';
import { runAxe, violationsOf, type AxeFinding, type AxeImpact } from '../test-utils/axe';
import { DESKTOP, PHONE, launchBrowser, newContext, openHydrated } from '../test-utils/browser';
import { serveThemeSite, type ServedThemeSite } from '../test-utils/themeSite';
import { serveWebsite } from '../test-utils/website';
import type { RunningServer } from '../test-utils/servedSites';

/**
 * Issue 17 §6: axe-core on one page of every layout (home, doc, overview, 404 from the website;
 * custom from the theme fixture, which the website lacks), in English and Chinese, light and dark,
 * at 1440x900 and 375x812, and with the search dialog, the mobile menu and an image zoom open: no
 * serious or critical violation. The code blocks of every common language and notation pass 4.5:1
 * in both appearances, and `prefers-reduced-motion: reduce` leaves nothing animated. The counts
 * per layout are printed. The keyboard walk is e2e/keyboard.test.ts.
 */

jest.setTimeout(300_000);

type Appearance = 'light' | 'dark';
const APPEARANCES: Appearance[] = ['light', 'dark'];
const VIEWPORTS = [DESKTOP, PHONE];
const LANGS = ['en', 'zh'] as const;
const FAILING: AxeImpact[] = ['serious', 'critical'];

let website: RunningServer;
let themeSite: ServedThemeSite;
let browser: Browser;

/** One page of each layout, by language prefix ('' or '/zh'). */
const LAYOUTS: { layout: string; origin: () => string; route: (prefix: string) => string }[] = [
  { layout: 'home', origin: () => website.origin, route: (prefix) => `${prefix}/` },
  { layout: 'doc', origin: () => website.origin, route: (prefix) => `${prefix}/guide/default-theme/components` },
  { layout: 'overview', origin: () => website.origin, route: (prefix) => `${prefix}/api/` },
  { layout: '404', origin: () => website.origin, route: (prefix) => `${prefix}/no-such-page` },
  { layout: 'custom', origin: () => themeSite.origin, route: (prefix) => `${prefix}/layout/custom-page` },
];

/** A page of the website with images (the zoom). */
const IMAGE_PAGE = '/plugin/official-plugins/medium-zoom';

/** A context in one appearance, chosen as a reader does with the toggle (the stored choice). */
async function contextIn({ appearance, viewport, reducedMotion }: { appearance: Appearance; viewport: { width: number; height: number }; reducedMotion?: 'reduce' }): Promise<BrowserContext> {
  const context = await newContext({ browser, viewport, reducedMotion });
  await context.addInitScript((value) => window.localStorage.setItem('quire-theme-appearance', value), appearance);
  return context;
}

/** Tallies of every run, per layout or state, for the printed table. */
const tallies = new Map<string, { runs: number; byImpact: Record<AxeImpact, number>; rules: Set<string> }>();

function tally({ name, findings }: { name: string; findings: AxeFinding[] }): void {
  const entry = tallies.get(name) ?? { runs: 0, byImpact: { critical: 0, serious: 0, moderate: 0, minor: 0 }, rules: new Set<string>() };
  entry.runs += 1;
  for (const finding of findings) {
    entry.byImpact[finding.impact] += finding.nodes.length;
    entry.rules.add(`${finding.rule} (${finding.impact})`);
  }
  tallies.set(name, entry);
}

/**
 * Runs axe on the page once its transitions and animations have ended (axe reads colours as they
 * are at that moment), tallies it under `name`, and returns what fails (serious, critical), labelled.
 */
async function audit({ page, name, label, include }: { page: Page; name: string; label: string; include?: string }): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const report = await runAxe({ page, include });
  tally({ name, findings: report.violations });
  return violationsOf({ report, impacts: FAILING }).flatMap((finding) => finding.nodes.map((node) => `${label}: ${finding.rule} (${finding.impact}) ${node}`));
}

beforeAll(async () => {
  [website, themeSite, browser] = await Promise.all([serveWebsite(), serveThemeSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([website?.stop(), themeSite?.stop()]);
  if (tallies.size === 0) return;
  const rows = [...tallies].map(([name, { runs, byImpact, rules }]) =>
    `${name.padEnd(14)} ${String(runs).padStart(4)} ${[byImpact.critical, byImpact.serious, byImpact.moderate, byImpact.minor].map((n) => String(n).padStart(9)).join('')}  ${[...rules].join(', ')}`,
  );
  process.stdout.write(`\naxe violations (elements) per layout and state:\n${'layout/state'.padEnd(14)} runs  critical  serious moderate    minor  rules\n${rows.join('\n')}\n`);
});

/** Each appearance at each size, in a context of its own; the four run side by side (most of the time is waiting on pages). */
const SETUPS = APPEARANCES.flatMap((appearance) => VIEWPORTS.map((viewport) => ({ appearance, viewport })));

test('every layout, in both languages and appearances, at 1440 and 375 px: no serious or critical axe violation', async () => {
  const failures: string[] = [];
  await Promise.all(
    SETUPS.map(async ({ appearance, viewport }) => {
      const context = await contextIn({ appearance, viewport });
      const page = await context.newPage();
      for (const { layout, origin, route } of LAYOUTS) {
        for (const lang of LANGS) {
          const url = origin() + route(lang === 'en' ? '' : '/zh');
          await openHydrated({ page, url });
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(appearance === 'dark');
          expect(await page.getAttribute('html', 'lang')).toBe(lang);
          failures.push(...(await audit({ page, name: layout, label: `${url} ${appearance} ${viewport.width}px` })));
        }
      }
      await context.close();
    }),
  );
  expect(failures).toEqual([]);
});

test('with the search dialog, the mobile menu or an image zoom open: no serious or critical axe violation', async () => {
  const failures: string[] = [];
  await Promise.all(
    SETUPS.map(async ({ appearance, viewport }) => {
      const context = await contextIn({ appearance, viewport });
      const page = await context.newPage();
      for (const lang of LANGS) {
        const prefix = lang === 'en' ? '' : '/zh';
        const label = `${prefix || '/'} ${appearance} ${viewport.width}px`;

        // The search dialog, with results (their highlighted terms too).
        await openHydrated({ page, url: `${website.origin}${prefix}/guide/start/introduction` });
        await page.locator('.quire-search-button').click();
        await page.locator('.quire-search__input').fill(lang === 'en' ? 'config' : '配置');
        await page.locator('.quire-search__hit').first().waitFor();
        failures.push(...(await audit({ page, name: 'search dialog', label: `search dialog ${label}`, include: '.quire-search' })));
        await page.keyboard.press('Escape');

        // The mobile menu, with its groups expanded (375 px only: wider screens have no menu).
        if (viewport === PHONE) {
          await page.locator('.quire-navbar__hamburger').click();
          const menu = page.locator('.quire-mobile-menu');
          await menu.waitFor();
          for (const group of await menu.locator('button[aria-expanded="false"]:visible').all()) await group.click();
          failures.push(...(await audit({ page, name: 'mobile menu', label: `mobile menu ${label}`, include: '.quire-navbar' })));
          await page.keyboard.press('Escape');
          await menu.waitFor({ state: 'detached' });
        }

        // An image zoomed (medium-zoom).
        await openHydrated({ page, url: `${website.origin}${prefix}${IMAGE_PAGE}` });
        await page.locator('.quire-doc img.medium-zoom-image').first().click();
        await page.locator('.medium-zoom-image--opened').waitFor();
        failures.push(...(await audit({ page, name: 'image zoom', label: `image zoom ${label}` })));
      }
      await context.close();
    }),
  );
  expect(failures).toEqual([]);
});

test('every token of code blocks in nine languages, and of every notation, reads at 4.5:1 or more, light and dark', async () => {
  for (const appearance of APPEARANCES) {
    const context = await contextIn({ appearance, viewport: DESKTOP });
    const page = await context.newPage();
    await openHydrated({ page, url: `${themeSite.origin}/pages/code-colours` });
    const blocks = await page.evaluate(() => [...document.querySelectorAll('.quire-code')].map((block) => block.className.match(/language-(\w+)/)?.[1]));
    expect(blocks).toEqual(expect.arrayContaining(['ts', 'tsx', 'json', 'bash', 'css', 'html', 'md', 'diff', 'yaml']));
    // Every notation the theme styles is on the page.
    for (const selector of ['.line.highlighted', '.line.diff.add', '.line.diff.remove', '.line.focused', '.line.highlighted.error', '.line.highlighted.warning', '.highlighted-word']) {
      expect(await page.locator(`.quire-code ${selector}`).count()).toBeGreaterThan(0);
    }
    const tokens = await page.locator('.quire-code .line > span').count();
    expect(tokens).toBeGreaterThan(400);
    const report = await runAxe({ page, include: '.quire-code', rules: ['color-contrast'] });
    expect(report.violations.flatMap((finding) => finding.nodes)).toEqual([]);
    // Tokens of one or two characters axe does not judge as text, but it measures them: they pass too.
    const short = report.contrastToReview.filter((reading) => reading.contrastRatio < 4.5).map((reading) => `${reading.text} ${reading.fgColor} on ${reading.bgColor}: ${reading.contrastRatio}`);
    expect(short).toEqual([]);
    await context.close();
  }
});

/** Elements (and their ::before/::after) whose transition or animation lasts longer than 10 ms, as `selector: property duration`. */
function lastingMotion(): string[] {
  const seconds = (value: string) => Math.max(0, ...value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part) || 0)));
  const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((name) => `.${name}`).join('')}`;
  const found: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    for (const pseudo of [null, '::before', '::after'] as const) {
      const style = getComputedStyle(element, pseudo);
      const transition = seconds(style.transitionDuration) + seconds(style.transitionDelay);
      if (transition > 0.01 && style.transitionProperty !== 'none') found.push(`${describe(element)}${pseudo ?? ''}: transition ${style.transitionProperty} ${style.transitionDuration}`);
      if (style.animationName !== 'none' && seconds(style.animationDuration) > 0.01) found.push(`${describe(element)}${pseudo ?? ''}: animation ${style.animationName} ${style.animationDuration}`);
    }
  }
  return found;
}

test('prefers-reduced-motion: reduce: no transition or animation anywhere, menus, dialog, zoom and sidebar open, and no smooth scrolling', async () => {
  const context = await newContext({ browser, viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const moving: string[] = [];
  const sweep = async (state: string) => moving.push(...(await page.evaluate(lastingMotion)).map((entry) => `${state}: ${entry}`));

  await openHydrated({ page, url: `${website.origin}/guide/default-theme/components` });
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  await sweep('doc page');
  // A navbar menu open, a sidebar group toggled, the Open menu open.
  await page.locator('.quire-navbar .quire-hover-menu__trigger').first().hover();
  await page.locator('.quire-hover-menu--open').waitFor();
  await sweep('navbar menu');
  await page.locator('.quire-sidebar__group-button, .quire-sidebar__toggle').first().click();
  await sweep('sidebar group');
  await page.locator('.quire-page-actions__open').click();
  await page.locator('.quire-page-actions__menu').waitFor();
  await sweep('Open menu');
  await page.keyboard.press('Escape');
  // The search dialog.
  await page.locator('.quire-search-button').click();
  await page.locator('.quire-search__input').fill('config');
  await page.locator('.quire-search__hit').first().waitFor();
  await sweep('search dialog');
  await page.keyboard.press('Escape');
  // Smooth scrolling: an outline link jumps at once (the page is at its place in the next frame).
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  const link = page.locator('.quire-outline a[href^="#"]').nth(3);
  const target = (await link.getAttribute('href'))!;
  await link.click();
  const positions = await page.evaluate(async (id) => {
    const top = () => Math.round(document.getElementById(decodeURIComponent(id.slice(1)))!.getBoundingClientRect().top);
    const first = await new Promise<number>((resolve) => requestAnimationFrame(() => resolve(top())));
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { first, later: top() };
  }, target);
  expect(positions.first).toBe(positions.later);

  // The zoom.
  await openHydrated({ page, url: `${website.origin}${IMAGE_PAGE}` });
  await page.locator('.quire-doc img.medium-zoom-image').first().click();
  await page.locator('.medium-zoom-image--opened').waitFor();
  await sweep('image zoom');

  // The mobile menu and the doc page's panels at 375 px.
  await page.setViewportSize(PHONE);
  await openHydrated({ page, url: `${website.origin}/guide/default-theme/components` });
  await page.locator('.quire-navbar__hamburger').click();
  await page.locator('.quire-mobile-menu').waitFor();
  await sweep('mobile menu');
  await page.keyboard.press('Escape');
  await page.locator('.quire-doc-bar button').first().click();
  await sweep('sidebar panel');

  await context.close();
  expect(moving).toEqual([]);
});
