import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, nextFrame, openHydrated, PHONE, styleOf, until, watchProblems } from '../test-utils/browser';
import { serveThemeSite, type ServedThemeSite } from '../test-utils/themeSite';

/**
 * The top of the page in the default theme: the navbar (transparency, hover menus, language
 * switcher, social links, mobile menu), the banner and the appearance, on the built theme fixture
 * served by `quire preview`, at desktop and phone sizes, in English and Chinese.
 */

jest.setTimeout(300_000);

let fixtureSite: ServedThemeSite;
/** The same fixture with `themeConfig.darkMode: false`. */
let lightOnlySite: ServedThemeSite;
let browser: Browser;
const problems: string[] = [];

beforeAll(async () => {
  [fixtureSite, lightOnlySite, browser] = await Promise.all([serveThemeSite(), serveThemeSite({ variant: 'lightOnly' }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([fixtureSite?.stop(), lightOnlySite?.stop()]);
});

afterEach(() => {
  // Hydration mismatches and runtime errors show up as console errors or warnings.
  expect(problems.splice(0)).toEqual([]);
});

/** A fresh browser profile that has visited before (so the first-visit language redirect stays out of the way). */
async function newPage(viewport = DESKTOP): Promise<Page> {
  const page = await (await newContext({ browser, viewport })).newPage();
  // Expected: the 404 page's status, and the app scripts `openStatic` blocks on purpose.
  watchProblems({ page, problems, ignore: /Failed to load resource/ });
  return page;
}

/** Loads a page and waits until React has hydrated it (so events reach React). */
const open = (page: Page, route: string, served = fixtureSite) => openHydrated({ page, url: served.origin + route });

/**
 * Loads a page as the browser first paints it: the server's HTML and the inline head script, with
 * the app's scripts blocked (so nothing React does can hide a flash).
 */
async function openStatic(page: Page, route: string) {
  await page.route('**/assets/js/**', (request) => request.abort());
  await page.goto(fixtureSite.origin + route, { waitUntil: 'domcontentloaded' });
  await page.unroute('**/assets/js/**');
}

const navbar = (page: Page) => page.locator('header.quire-navbar');
const expanded = (trigger: Locator) => trigger.getAttribute('aria-expanded');
const panelOf = async (trigger: Locator) => trigger.page().locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
const htmlState = (page: Page) =>
  page.evaluate(() => ({ dark: document.documentElement.classList.contains('dark'), colorScheme: document.documentElement.style.colorScheme }));

const languages = [
  { lang: 'en', home: '/', doc: '/guide/basic/start', version: 'Version', guide: 'Guide', banner: '🚧 Quire 2.0 documentation is under development' },
  { lang: 'zh', home: '/zh/', doc: '/zh/guide/basic/start', version: '版本', guide: '指南', banner: '🚧 Quire 2.0 文档仍在开发中' },
];

describe('navbar transparency', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    for (const { lang, home, doc } of languages) {
      test(`transparent at the top, solid once scrolled 100 px (${viewport.width} px, ${lang})`, async () => {
        const page = await newPage(viewport);
        for (const route of [home, doc]) {
          await open(page, route);
          await page.evaluate(() => document.body.style.setProperty('min-height', '300vh'));
          const style = () =>
            navbar(page).evaluate((header) => {
              const computed = getComputedStyle(header);
              const transparent = computed.backgroundColor === 'rgba(0, 0, 0, 0)' && computed.backgroundImage === 'none';
              return { transparent, border: computed.borderBottomStyle !== 'none' && parseFloat(computed.borderBottomWidth) > 0 };
            });
          expect(await style()).toEqual({ transparent: true, border: false });
          await page.evaluate(() => window.scrollTo(0, 60));
          await nextFrame(page);
          expect(await style()).toEqual({ transparent: true, border: false });
          await page.evaluate(() => window.scrollTo(0, 100));
          await until(style, { transparent: false, border: true });
          await page.evaluate(() => window.scrollTo(0, 0));
          await until(style, { transparent: true, border: false });
        }
      });
    }
  }
});

describe('hover menus', () => {
  for (const { lang, doc, version } of languages) {
    test(`the ${version} menu opens on hover and closes 150 ms after the pointer leaves (${lang})`, async () => {
      const page = await newPage();
      await open(page, doc);
      const trigger = page.getByRole('button', { name: version, exact: true });
      const panel = await panelOf(trigger);
      expect(await panel.isVisible()).toBe(false);
      await trigger.hover();
      await until(() => expanded(trigger), 'true');
      await until(() => panel.isVisible(), true);

      // Time the close in the page itself: from the pointer leaving to aria-expanded turning false.
      await page.evaluate(() => {
        const button = document.querySelector('.quire-hover-menu--open > button')!;
        const times = ((window as unknown as { __times: Record<string, number> }).__times = {} as Record<string, number>);
        button.parentElement!.addEventListener('pointerleave', () => (times.leave = performance.now()), { once: true });
        new MutationObserver((_, observer) => {
          if (button.getAttribute('aria-expanded') === 'false') {
            times.closed = performance.now();
            observer.disconnect();
          }
        }).observe(button, { attributes: true });
      });
      await page.mouse.move(700, 600);
      await until(() => expanded(trigger), 'false');
      await until(() => panel.isVisible(), false);
      // Measured in the page, so a busy test machine cannot make it look early: never before 150 ms
      // (a little slack for timer rounding); the upper bound allows for a loaded CI machine.
      const times = await page.evaluate(() => (window as unknown as { __times: Record<string, number> }).__times);
      expect(times.closed! - times.leave!).toBeGreaterThanOrEqual(145);
      expect(times.closed! - times.leave!).toBeLessThan(600);

      // Coming back before the delay ends keeps it open.
      await trigger.hover();
      await until(() => expanded(trigger), 'true');
      await page.mouse.move(700, 600);
      await trigger.hover();
      await page.waitForTimeout(250);
      expect(await expanded(trigger)).toBe('true');
    });
  }

  test('a menu opens and closes by click without hovering, and a click outside closes it', async () => {
    const page = await newPage();
    await open(page, '/guide/basic/start');
    const trigger = page.getByRole('button', { name: 'Version', exact: true });
    const panel = await panelOf(trigger);
    await trigger.dispatchEvent('click');
    await until(() => expanded(trigger), 'true');
    expect(await panel.isVisible()).toBe(true);
    await trigger.dispatchEvent('click');
    await until(() => expanded(trigger), 'false');
    // A real click (the pointer arrives first, which opens it) leaves it open.
    await trigger.click();
    await page.waitForTimeout(200);
    expect(await expanded(trigger)).toBe('true');
    await page.mouse.click(700, 600);
    await until(() => expanded(trigger), 'false');
  });

  test('a menu works from the keyboard', async () => {
    const page = await newPage();
    await open(page, '/guide/basic/start');
    const trigger = page.getByRole('button', { name: 'Version', exact: true });
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    for (const key of ['Enter', ' ', 'ArrowDown']) {
      await trigger.focus();
      await page.keyboard.press(key);
      await until(() => expanded(trigger), 'true');
      await until(focused, 'Changelog');
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe('Quire 1.x Docs');
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe('Changelog');
      await page.keyboard.press('ArrowUp');
      expect(await focused()).toBe('Quire 1.x Docs');
      await page.keyboard.press('Escape');
      await until(() => expanded(trigger), 'false');
      expect(await focused()).toBe('Version');
    }
    // ArrowUp opens on the last entry; Tab out of the menu closes it.
    await page.keyboard.press('ArrowUp');
    await until(focused, 'Quire 1.x Docs');
    await page.keyboard.press('Tab');
    await until(() => expanded(trigger), 'false');
  });

  test('the active nav item follows activeMatch in both languages', async () => {
    const page = await newPage();
    for (const { doc, guide } of languages) {
      await open(page, doc);
      expect(await page.getByRole('link', { name: guide, exact: true }).getAttribute('aria-current')).toBe('page');
      expect(await navbar(page).locator('a[aria-current="page"]').count()).toBe(1);
    }
    await open(page, '/api/cli/commands');
    expect(await navbar(page).locator('a[aria-current="page"]').textContent()).toContain('API');
    expect(await navbar(page).locator('.quire-nav-tag').first().textContent()).toBe('new');
  });
});

describe('language switcher', () => {
  test('goes to the same page in the other language, keeping the hash', async () => {
    const page = await newPage();
    await open(page, '/guide/basic/start#details');
    const trigger = page.locator('.quire-navbar__languages > button');
    expect(await trigger.textContent()).toBe('English');
    expect(await page.locator('.quire-navbar__languages a[lang="zh"]').getAttribute('href')).toBe('/zh/guide/basic/start#details');
    await trigger.hover();
    await page.getByRole('link', { name: '简体中文' }).click();
    await page.waitForURL(`${fixtureSite.origin}/zh/guide/basic/start#details`);
    await until(() => page.getAttribute('html', 'lang'), 'zh');
    await until(() => trigger.textContent(), '简体中文');
    await trigger.hover();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${fixtureSite.origin}/guide/basic/start#details`);
    await until(() => page.getAttribute('html', 'lang'), 'en');
  });

  test('from a 404 page it goes to the home of the other language', async () => {
    const page = await newPage();
    for (const [route, label, target] of [
      ['/zh/no/such/page', 'English', '/'],
      ['/no/such/page', '简体中文', '/zh/'],
    ] as const) {
      const response = await page.goto(fixtureSite.origin + route, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      // The closed menu's links are hidden, so they are found by their language, not their role.
      const link = page.locator(`.quire-navbar__languages a[lang="${target === '/' ? 'en' : 'zh'}"]`);
      expect(await link.textContent()).toBe(label);
      await until(() => link.getAttribute('href'), target);
      await page.locator('.quire-navbar__languages > button').hover();
      await link.click();
      await page.waitForURL(fixtureSite.origin + target);
      await until(() => page.locator('.quire-home-hero').count(), 1);
    }
  });
});

describe('banner', () => {
  for (const { lang, home, doc, banner } of languages) {
    test(`shows the ${lang} text, closes for good, and a closed banner is not in the first paint`, async () => {
      const page = await newPage();
      await open(page, doc);
      const text = page.locator('.quire-banner__text');
      expect(await text.textContent()).toBe(banner);
      expect(await text.getAttribute('href')).toBe(home);
      // The sticky navbar sits right under the banner.
      const bannerBox = (await page.locator('.quire-banner').boundingBox())!;
      expect((await navbar(page).boundingBox())!.y).toBeCloseTo(bannerBox.height, 0);

      // First paint before closing: the banner is there and the navbar is below it.
      await openStatic(page, doc);
      expect(await page.locator('.quire-banner').isVisible()).toBe(true);
      expect((await navbar(page).boundingBox())!.y).toBeGreaterThanOrEqual(36);

      await open(page, doc);
      await page.getByRole('button', { name: lang === 'en' ? 'Close banner' : '关闭横幅' }).click();
      await until(() => page.locator('.quire-banner').count(), 0);
      expect(await page.evaluate(() => window.localStorage.getItem('quire-banner-closed'))).toBe('true');
      expect((await navbar(page).boundingBox())!.y).toBe(0);

      // First paint after reloading: server HTML + head script, no app code.
      await openStatic(page, doc);
      expect(await page.evaluate(() => document.documentElement.classList.contains('quire-banner-closed'))).toBe(true);
      expect(await page.locator('.quire-banner').count()).toBe(1);
      expect(await page.locator('.quire-banner').isVisible()).toBe(false);
      expect((await navbar(page).boundingBox())!.y).toBe(0);

      // And the app agrees once it runs.
      await open(page, home);
      expect(await page.locator('.quire-banner').count()).toBe(0);
    });
  }
});

describe('appearance', () => {
  const cases = [
    { stored: 'light', system: 'dark', dark: false },
    { stored: 'dark', system: 'light', dark: true },
    { stored: 'auto', system: 'dark', dark: true },
    { stored: 'auto', system: 'light', dark: false },
    { stored: 'sepia', system: 'dark', dark: true },
  ] as const;

  for (const { stored, system, dark } of cases) {
    test(`stored '${stored}' with a ${system} system shows ${dark ? 'dark' : 'light'} from the first paint`, async () => {
      const page = await newPage();
      await page.emulateMedia({ colorScheme: system });
      await open(page, '/');
      await page.evaluate((value) => window.localStorage.setItem('quire-theme-appearance', value), stored);
      const expected = { dark, colorScheme: dark ? 'dark' : 'light' };
      await openStatic(page, '/guide/basic/start');
      expect(await htmlState(page)).toEqual(expected);
      await open(page, '/guide/basic/start');
      expect(await htmlState(page)).toEqual(expected);
      expect(await page.getByRole('button', { name: 'Toggle dark mode' }).getAttribute('aria-pressed')).toBe(String(dark));
    });
  }

  test('the toggle flips light and dark and stores the explicit choice', async () => {
    const page = await newPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/zh/guide/basic/start');
    const toggle = page.getByRole('button', { name: '切换深色模式' });
    await toggle.click();
    await until(() => htmlState(page), { dark: true, colorScheme: 'dark' });
    expect(await page.evaluate(() => window.localStorage.getItem('quire-theme-appearance'))).toBe('dark');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    await until(() => htmlState(page), { dark: false, colorScheme: 'light' });
    expect(await page.evaluate(() => window.localStorage.getItem('quire-theme-appearance'))).toBe('light');
    // An explicit choice no longer follows the system.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(100);
    expect(await htmlState(page)).toEqual({ dark: false, colorScheme: 'light' });
  });

  test('auto follows the system colour scheme live', async () => {
    const page = await newPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/');
    expect(await htmlState(page)).toEqual({ dark: false, colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await until(() => htmlState(page), { dark: true, colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    await until(() => htmlState(page), { dark: false, colorScheme: 'light' });
    expect(await page.evaluate(() => window.localStorage.getItem('quire-theme-appearance'))).toBeNull();
  });

  test('darkMode: false forces light and hides the toggle', async () => {
    const page = await newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, '/guide/basic/start', lightOnlySite);
    await page.evaluate(() => window.localStorage.setItem('quire-theme-appearance', 'dark'));
    await open(page, '/guide/basic/start', lightOnlySite);
    expect(await htmlState(page)).toEqual({ dark: false, colorScheme: 'light' });
    expect(await page.getByRole('button', { name: 'Toggle dark mode' }).count()).toBe(0);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.locator('.quire-mobile-menu__row-label').allTextContents()).toEqual(['Languages', 'Versions']);
  });
});

describe('mobile menu', () => {
  for (const { lang, doc, guide } of languages) {
    test(`the hamburger opens the full-screen menu with its rows (${lang})`, async () => {
      const page = await newPage(PHONE);
      await open(page, doc);
      const zh = lang === 'zh';
      const hamburger = page.getByRole('button', { name: zh ? '打开菜单' : 'Open menu' });
      expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
      expect(await navbar(page).locator('.quire-navbar__menu').isVisible()).toBe(false);
      await hamburger.click();
      expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
      const menu = page.locator('.quire-mobile-menu');
      expect(await menu.isVisible()).toBe(true);
      await menu.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      const box = (await menu.boundingBox())!;
      expect(box.width).toBe(PHONE.width);
      expect(box.y + box.height).toBeCloseTo(PHONE.height, 0);
      expect(await styleOf({ locator: page.locator('body'), property: 'overflow' })).toBe('hidden');
      expect(await menu.locator('.quire-mobile-menu__row-label').allTextContents()).toEqual(zh ? ['主题', '语言', '版本'] : ['Theme', 'Languages', 'Versions']);
      expect(await menu.getByRole('link', { name: guide, exact: true }).isVisible()).toBe(true);
      // The Version menu is the Versions row, with its links.
      expect(await menu.getByRole('link', { name: zh ? /更新日志/ : /Changelog/ }).getAttribute('href')).toBe('https://github.com/example/quire/releases');
      expect(await menu.getByRole('link', { name: '简体中文' }).getAttribute('href')).toBe('/zh/guide/basic/start');
      expect(await menu.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/guide/basic/start');
      expect(await menu.getByRole('link', { name: 'GitHub' }).isVisible()).toBe(true);

      // The Theme row stores the choice.
      await menu.getByRole('button', { name: zh ? '深色' : 'Dark' }).click();
      await until(() => htmlState(page), { dark: true, colorScheme: 'dark' });
      expect(await page.evaluate(() => window.localStorage.getItem('quire-theme-appearance'))).toBe('dark');

      // Escape closes it and gives focus back to the hamburger.
      await page.keyboard.press('Escape');
      await until(() => hamburger.getAttribute('aria-expanded'), 'false');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
      expect(await styleOf({ locator: page.locator('body'), property: 'overflow' })).not.toBe('hidden');
    });
  }

  test('closes on navigation and when the window becomes 768 px or wider', async () => {
    const page = await newPage(PHONE);
    await open(page, '/guide/basic/start');
    // Found by class: at 800 px it is hidden, and hidden elements have no role.
    const hamburger = page.locator('.quire-navbar__hamburger');
    expect(await hamburger.getAttribute('aria-label')).toBe('Open menu');
    await hamburger.click();
    await page.locator('.quire-mobile-menu').getByRole('link', { name: /API/ }).click();
    await page.waitForURL(`${fixtureSite.origin}/api/`);
    await until(() => hamburger.getAttribute('aria-expanded'), 'false');
    expect(await page.locator('.quire-mobile-menu').count()).toBe(0);

    await hamburger.click();
    expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
    await page.setViewportSize({ width: 800, height: 812 });
    await until(() => page.locator('.quire-mobile-menu').count(), 0);
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(await hamburger.isVisible()).toBe(false);
    expect(await navbar(page).locator('.quire-navbar__menu').isVisible()).toBe(true);
  });
});

describe('social links', () => {
  test('the first five are icons, the rest sit in a hover group', async () => {
    const page = await newPage();
    await open(page, '/');
    const social = navbar(page).locator('.quire-social');
    const shown = social.locator(':scope > a');
    expect(await shown.evaluateAll((links) => links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href'), link.getAttribute('target')]))).toEqual([
      ['GitHub', 'https://github.com/example/quire', '_blank'],
      ['npm', 'https://www.npmjs.com/package/quire', '_blank'],
      ['Discord', 'https://discord.gg/example', '_blank'],
      ['X', 'https://x.com/example', '_blank'],
      ['example.com', 'https://example.com/blog', '_blank'],
    ]);
    for (const link of await shown.all()) {
      expect(await link.isVisible()).toBe(true);
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const more = social.getByRole('button', { name: 'More links' });
    const wechat = social.getByRole('button', { name: 'WeChat: quire-docs' });
    expect(await wechat.isVisible()).toBe(false);
    await more.hover();
    await until(() => wechat.isVisible(), true);
    // Text mode: hovering the icon shows the text in a popover.
    const text = social.locator('.quire-social__text');
    expect(await text.isVisible()).toBe(false);
    await wechat.hover();
    await until(() => text.isVisible(), true);
    expect(await text.textContent()).toBe('WeChat: quire-docs');
    await page.mouse.move(700, 600);
    await until(() => wechat.isVisible(), false);

    // From the keyboard the group's first entry is the first link it shows (the five icons in
    // the bar are not repeated in it).
    await more.focus();
    await page.keyboard.press('Enter');
    await until(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'WeChat: quire-docs');
    await page.keyboard.press('Escape');
    await until(() => more.getAttribute('aria-expanded'), 'false');
  });

  test('Chinese pages name the group in Chinese', async () => {
    const page = await newPage();
    await open(page, '/zh/');
    expect(await navbar(page).getByRole('button', { name: '更多链接' }).count()).toBe(1);
    expect(await navbar(page).getByRole('navigation').getAttribute('aria-label')).toBe('主导航');
  });
});
