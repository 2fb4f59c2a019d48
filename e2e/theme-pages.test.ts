import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, newContext, openHydrated, until } from '../test-utils/browser';
import { serveThemeSite, type ServedThemeSite } from '../test-utils/themeSite';

/**
 * The default theme's home, overview and 404 layouts and its page-level extras (first-visit
 * language redirect, image zoom), on the built theme fixture served by `quire preview`.
 */

jest.setTimeout(300_000);

/** A desktop Chrome that is not headless: the redirect skips bots, and headless Chromium says so in its UA. */
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let served: ServedThemeSite;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  [served, browser] = await Promise.all([serveThemeSite(), launchBrowser()]);
  origin = served.origin;
});

afterAll(async () => {
  await browser?.close();
  await served?.stop();
});

/** A fresh browser profile (empty storage: every context is a first visit). */
async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  return (await newContext({ browser, firstVisit: true, ...options })).newPage();
}

const open = (page: Page, route: string) => openHydrated({ page, url: origin + route });

const texts = (page: Page, selector: string) => page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));

describe('home page', () => {
  const homes = [
    {
      route: '/',
      badge: 'Quire V2 is coming! 🚀',
      name: 'Theme Fixture',
      text: 'Documentation that builds fast',
      tagline: 'A fixture that shows every part of the default theme.',
      actions: [
        ['Get started', '/guide/basic/start', 'brand'],
        ['API', '/api/', 'alt'],
      ],
      features: ['Fast', 'Bilingual', 'Themeable', 'MDX', 'Search', 'Plugins'],
      linked: ['Bilingual', '/guide/basic/start'],
    },
    {
      route: '/zh/',
      badge: 'Quire V2 正在开发中! 🚀',
      name: '主题示例',
      text: '构建飞快的文档',
      tagline: '展示默认主题每个部分的示例站点。',
      actions: [
        ['快速开始', '/zh/guide/basic/start', 'brand'],
        ['API', '/zh/api/', 'alt'],
      ],
      features: ['快速', '双语', '可定制', 'MDX', '搜索', '插件'],
      linked: ['双语', '/zh/guide/basic/start'],
    },
  ];

  test.each(homes)('$route shows the hero, the features and the footer', async (home) => {
    const page = await newPage();
    await open(page, home.route);
    expect(await page.locator('.quire-home-hero__badge').textContent()).toBe(home.badge);
    expect(await page.locator('h1').textContent()).toBe(home.name);
    expect(await texts(page, '.quire-home-hero__text')).toEqual([home.text]);
    expect(await page.locator('.quire-home-hero__tagline').textContent()).toBe(home.tagline);

    const actions = await page.locator('.quire-home-hero__action').evaluateAll((links) =>
      links.map((link) => [link.textContent, link.getAttribute('href'), link.className.includes('--brand') ? 'brand' : 'alt']),
    );
    expect(actions).toEqual(home.actions);
    // The brand button is filled, the alt one is not.
    const backgrounds = await page
      .locator('.quire-home-hero__action')
      .evaluateAll((links) => links.map((link) => getComputedStyle(link).backgroundColor));
    expect(backgrounds[0]).not.toBe(backgrounds[1]);

    expect(await texts(page, '.quire-home-feature__title')).toEqual(home.features);
    const linked = page.locator('a.quire-home-feature');
    expect(await linked.count()).toBe(1);
    expect(await linked.locator('.quire-home-feature__title').textContent()).toBe(home.linked[0]);
    expect(await linked.getAttribute('href')).toBe(home.linked[1]);

    const footer = page.locator('footer', { hasText: '© 2023-present Quire contributors' });
    expect(await footer.count()).toBe(1);
    // Outside <main>: the page's contentinfo landmark.
    expect(await page.getByRole('contentinfo').textContent()).toContain('© 2023-present Quire contributors');
    expect(await page.locator('main footer').count()).toBe(0);
  });

  test('the hero image is 375 x 375 and loads', async () => {
    const page = await newPage();
    await open(page, '/');
    const image = page.locator('.quire-home-hero__img').first();
    expect(await image.getAttribute('alt')).toBe('Logo');
    const box = await image.boundingBox();
    expect(box).toMatchObject({ width: 375, height: 375 });
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('feature spans are columns out of 12 at 1440 px, and every card is full width at 375 px', async () => {
    const page = await newPage();
    await open(page, '/');
    const measure = () =>
      page.evaluate(() => {
        const grid = document.querySelector('.quire-home-features__grid')!;
        const gap = parseFloat(getComputedStyle(grid).columnGap);
        const width = grid.getBoundingClientRect().width;
        const items = [...grid.querySelectorAll('.quire-home-features__item')].map((item) => item.getBoundingClientRect().width);
        return { gap, width, items };
      });
    const wide = await measure();
    const column = (wide.width - 11 * wide.gap) / 12;
    const expected = [4, 4, 4, 6, 6, 3].map((span) => column * span + wide.gap * (span - 1));
    wide.items.forEach((width, index) => expect(Math.abs(width - expected[index]!)).toBeLessThan(1));
    // A third of the row for span 4, half for span 6.
    expect(wide.items[0]! * 3 + 2 * wide.gap).toBeCloseTo(wide.width, 0);
    expect(wide.items[3]! * 2 + wide.gap).toBeCloseTo(wide.width, 0);

    await page.setViewportSize({ width: 375, height: 812 });
    const narrow = await measure();
    expect(narrow.width).toBeLessThanOrEqual(375);
    narrow.items.forEach((width) => expect(width).toBeCloseTo(narrow.width, 0));
  });

  test('an action navigates on the client', async () => {
    const page = await newPage();
    await open(page, '/');
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    await page.locator('.quire-home-hero__action--brand').click();
    await page.waitForURL(`${origin}/guide/basic/start`);
    await page.waitForSelector('h1:has-text("Getting started")');
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
  });
});

describe('overview page', () => {
  /** The groups on screen: [group name, [[item, [headings]]]]. */
  const shown = (page: Page) =>
    page.locator('.quire-overview__group').evaluateAll((groups) =>
      groups.map((group) => [
        group.querySelector('h2')?.textContent,
        [...group.querySelectorAll('.quire-overview__card')].map((card) => [
          card.querySelector('h3')?.textContent,
          [...card.querySelectorAll('.quire-overview__header')].map((header) => header.textContent),
        ]),
      ]),
    );

  async function filterBy(page: Page, label: string, query: string) {
    await page.getByLabel(label, { exact: true }).fill(query);
  }

  test('lists the groups with their pages and headings', async () => {
    const page = await newPage();
    await open(page, '/api/');
    expect(await page.locator('h1').textContent()).toBe('API');
    expect(await page.locator('h1').count()).toBe(1);
    const input = page.getByLabel('Filter', { exact: true });
    expect(await input.getAttribute('placeholder')).toBe('Enter keyword');
    expect(await shown(page)).toEqual([
      ['CLI', [['Commands', ['Overview', 'Usage', 'Summary']]]],
      ['Config', [['Basic config', ['Overview', 'Usage', 'Summary']]]],
    ]);
    expect(await page.locator('.quire-overview__header a').first().getAttribute('href')).toBe('/api/cli/commands#overview');
  });

  test('filters by group, page and heading, ignoring case and reading dashes as spaces', async () => {
    const page = await newPage();
    await open(page, '/api/');
    await filterBy(page, 'Filter', 'CLI');
    await until(() => shown(page), [['CLI', [['Commands', ['Overview', 'Usage', 'Summary']]]]]);
    await filterBy(page, 'Filter', 'basic-CONFIG');
    await until(() => shown(page), [['Config', [['Basic config', ['Overview', 'Usage', 'Summary']]]]]);
    await filterBy(page, 'Filter', 'usAGE');
    await until(() => shown(page), [
      ['CLI', [['Commands', ['Usage']]]],
      ['Config', [['Basic config', ['Usage']]]],
    ]);
    await filterBy(page, 'Filter', 'no-such-api');
    await until(() => shown(page), []);
    expect(await page.locator('.quire-overview__empty').textContent()).toBe('No matching API found: no-such-api');
    await filterBy(page, 'Filter', '');
    await until(async () => (await shown(page)).length, 2);
  });

  test('speaks Chinese on the Chinese overview', async () => {
    const page = await newPage();
    await open(page, '/zh/api/');
    const input = page.getByLabel('过滤', { exact: true });
    expect(await input.getAttribute('placeholder')).toBe('输入关键词');
    await filterBy(page, '过滤', '命令行');
    await until(() => shown(page), [['命令行', [['命令', ['概览', '用法', '总结']]]]]);
    await filterBy(page, '过滤', '用法');
    await until(() => shown(page), [
      ['命令行', [['命令', ['用法']]]],
      ['配置', [['基础配置', ['用法']]]],
    ]);
    await filterBy(page, '过滤', '不存在');
    await until(() => shown(page), []);
    expect(await page.locator('.quire-overview__empty').textContent()).toBe('未找到匹配的 API: 不存在');
  });
});

describe('404 page', () => {
  test.each([
    { route: '/nope', title: 'PAGE NOT FOUND', link: 'Take me home', home: '/', heading: 'Theme Fixture' },
    { route: '/zh/nope', title: '页面未找到', link: '返回首页', home: '/zh/', heading: '主题示例' },
  ])('$route answers 404 and leads home to $home', async ({ route, title, link, home, heading }) => {
    const page = await newPage();
    const response = await open(page, route);
    expect(response?.status()).toBe(404);
    expect(await page.locator('.quire-not-found__code').textContent()).toBe('404');
    expect(await page.locator('h1').textContent()).toBe(title);
    const back = page.getByRole('link', { name: link, exact: true });
    expect(await back.getAttribute('href')).toBe(home);
    await back.click();
    await page.waitForURL(origin + home);
    await page.waitForSelector(`h1:has-text("${heading}")`);
  });
});

describe('first-visit language redirect', () => {
  test('a Chinese browser lands on the Chinese home on its first visit only', async () => {
    const page = await newPage({ locale: 'zh-CN', userAgent: DESKTOP_CHROME });
    await open(page, '/');
    await page.waitForURL(`${origin}/zh/`);
    await page.waitForSelector('h1:has-text("主题示例")');
    expect(await page.evaluate(() => localStorage.getItem('quire-visited'))).toBe('1');

    await open(page, '/');
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${origin}/`);
    expect(await page.locator('h1').textContent()).toBe('Theme Fixture');
  });

  test('an English browser on a Chinese page goes to the same page in English', async () => {
    const page = await newPage({ locale: 'en-US', userAgent: DESKTOP_CHROME });
    await open(page, '/zh/guide/basic/start');
    await page.waitForURL(`${origin}/guide/basic/start`);
    await page.waitForSelector('h1:has-text("Getting started")');
  });

  test('a browser in the page language stays, and the visit is still recorded', async () => {
    const page = await newPage({ locale: 'en-GB', userAgent: DESKTOP_CHROME });
    await open(page, '/');
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${origin}/`);
    expect(await page.evaluate(() => localStorage.getItem('quire-visited'))).toBe('1');
  });

  test.each([
    ['Googlebot', GOOGLEBOT],
    ['headless Chromium', undefined],
  ])('%s is never redirected', async (_name, userAgent) => {
    const page = await newPage({ locale: 'zh-CN', ...(userAgent ? { userAgent } : {}) });
    await open(page, '/');
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${origin}/`);
    expect(await page.locator('h1').textContent()).toBe('Theme Fixture');
  });
});

describe('image zoom', () => {
  const zoomable = (page: Page) =>
    page.locator('.quire-doc img').evaluateAll((images) => images.map((image) => image.classList.contains('medium-zoom-image')));

  test('attaches to the doc images (not to linked ones) and zooms on the page background', async () => {
    const page = await newPage();
    await open(page, '/pages/gallery');
    await page.waitForSelector('.quire-doc img.medium-zoom-image');
    expect(await zoomable(page)).toEqual([true, false]);

    await page.locator('.quire-doc img.medium-zoom-image').click();
    const overlay = page.locator('.medium-zoom-overlay');
    await overlay.waitFor();
    const [overlayColour, pageColour] = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.background = 'var(--quire-c-bg)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return [getComputedStyle(document.querySelector('.medium-zoom-overlay')!).backgroundColor, colour];
    });
    expect(overlayColour).toBe(pageColour);
    expect(pageColour).not.toBe('rgba(0, 0, 0, 0)');
    // medium-zoom ignores Escape while its 300 ms opening animation runs.
    await page.waitForTimeout(500);
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
  });

  test('attaches again after a client-side navigation', async () => {
    const page = await newPage();
    await open(page, '/pages/gallery');
    await page.waitForSelector('.quire-doc img.medium-zoom-image');
    await page.getByRole('link', { name: 'the Chinese gallery' }).click();
    await page.waitForURL(`${origin}/zh/pages/gallery`);
    await page.waitForSelector('.quire-doc img[alt="构建流程"].medium-zoom-image');
    expect(await zoomable(page)).toEqual([true, false]);
  });

  test('?globalUIComponents=0 and `globalUIComponents: false` turn it off', async () => {
    const page = await newPage();
    for (const route of ['/pages/gallery?globalUIComponents=0', '/pages/no-extras']) {
      await open(page, route);
      await page.waitForTimeout(600);
      expect(await page.locator('.quire-doc img').count()).toBeGreaterThan(0);
      expect(await page.locator('.medium-zoom-image').count()).toBe(0);
      await page.locator('.quire-doc img').first().click();
      await page.waitForTimeout(300);
      expect(await page.locator('.medium-zoom-overlay').count()).toBe(0);
    }
  });
});
