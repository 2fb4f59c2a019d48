import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openHydrated, watchProblems } from '../test-utils/browser';
import { makeSite } from '../test-utils/fixtures';
import { runQuire } from '../test-utils/runQuire';
import { startPreview, type RunningServer } from '../test-utils/servedSites';
import { LAYOUT_SLOT_NAMES } from '../theme/layoutSlots';

/**
 * The default Layout's slots, from a site's theme that wraps `@theme-original/Layout` (and
 * `@theme-original/HomeLayout`) in a few lines: each slot on the page types that have its part, at
 * its place, in the pre-rendered HTML and after hydration, in light and dark.
 */

jest.setTimeout(300_000);

const SHOTS = '/tmp/shots';

/** Every slot holds `<div data-slot="name">name</div>` (a span in the navbar's row). */
const slotElements = LAYOUT_SLOT_NAMES.map((name) => {
  const tag = name.endsWith('NavTitle') ? 'span' : 'div';
  return `      ${name}={<${tag} className="slot" data-slot="${name}">${name}</${tag}>}`;
}).join('\n');

const files: Record<string, string> = {
  'quire.config.ts': `import { defineConfig } from 'quire';
export default defineConfig({ title: 'Slots', lang: 'en', themeConfig: { footer: { message: 'Footer' } } });
`,
  'theme/Layout.tsx': `import Layout from '@theme-original/Layout';

export default function SiteLayout() {
  return (
    <Layout
${slotElements}
    />
  );
}
`,
  // HomeLayout's own props win over the Layout's slots of the same name.
  'theme/HomeLayout.tsx': `import HomeLayout from '@theme-original/HomeLayout';

export default function SiteHomeLayout() {
  return <HomeLayout afterHero={<div className="slot" data-slot="afterHero">from HomeLayout</div>} />;
}
`,
  'docs/index.md': `---
pageType: home
hero:
  name: Slots
  text: Every slot in its place
  actions:
    - text: Start
      link: /guide/start
features:
  - title: One
    details: A feature.
---
`,
  'docs/guide/start.md': '# Start\n\nA doc page.\n\n## Part\n\nText.\n',
  'docs/guide/next.md': '# Next\n\nAnother doc page.\n',
  'docs/custom.md': '---\npageType: custom\n---\n\n# Custom\n\nA custom page.\n',
  'docs/blank.md': '---\npageType: blank\n---\n\n# Blank\n',
};

const NAV = ['top', 'bottom', 'beforeNav', 'afterNav', 'beforeNavTitle', 'afterNavTitle'];
const HOME = ['beforeHero', 'afterHero', 'beforeHeroActions', 'afterHeroActions', 'beforeFeatures', 'afterFeatures'];
const DOC = ['beforeSidebar', 'afterSidebar', 'beforeDocContent', 'afterDocContent', 'beforeDocFooter'];

/** The slots each page type shows, in document order. */
const expected: Record<string, string[]> = {
  '/': ['top', 'beforeNav', 'beforeNavTitle', 'afterNavTitle', 'afterNav', 'beforeHero', 'beforeHeroActions', 'afterHeroActions', 'afterHero', 'beforeFeatures', 'afterFeatures', 'bottom'],
  '/guide/start': ['top', 'beforeNav', 'beforeNavTitle', 'afterNavTitle', 'afterNav', 'beforeSidebar', 'afterSidebar', 'beforeDocContent', 'afterDocContent', 'beforeDocFooter', 'bottom'],
  '/custom': ['top', 'beforeNav', 'beforeNavTitle', 'afterNavTitle', 'afterNav', 'bottom'],
  '/missing': ['top', 'beforeNav', 'beforeNavTitle', 'afterNavTitle', 'afterNav', 'bottom'],
  '/blank': ['top', 'bottom'],
};

/** The `data-slot` names on the page, in document order. */
const slotsOf = (page: Page) => page.locator('[data-slot]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-slot')));

/** Whether the first element matching `a` comes before the first matching `b` in the document. */
const before = (page: Page, a: string, b: string) =>
  page.evaluate(([first, second]) => {
    const x = document.querySelector(first!);
    const y = document.querySelector(second!);
    if (!x || !y) throw new Error(`missing ${x ? second : first}`);
    return Boolean(x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING);
  }, [a, b]);

const inside = (page: Page, child: string, parent: string) => page.locator(`${parent} ${child}`).count();

let site: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  site = makeSite(files);
  const build = await runQuire(['build', site], { timeout: 240_000 });
  if (build.code !== 0) throw new Error(`the slots site did not build:\n${build.stdout}\n${build.stderr}`);
  [server, browser] = await Promise.all([startPreview(site), launchBrowser()]);
  fs.mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

test('the pre-rendered HTML has each page type\'s slots, in order', () => {
  const htmlOf = (route: string) => {
    const file = route === '/' ? 'index.html' : route === '/missing' ? '404.html' : `${route.slice(1)}.html`;
    return fs.readFileSync(path.join(site, 'dist', file), 'utf8');
  };
  for (const [route, slots] of Object.entries(expected)) {
    const found = [...htmlOf(route).matchAll(/data-slot="(\w+)"/g)].map((m) => m[1]);
    expect({ route, found }).toEqual({ route, found: slots });
  }
  // The HomeLayout's own prop replaced the Layout's afterHero.
  expect(htmlOf('/')).toContain('>from HomeLayout</div>');
});

describe.each(['light', 'dark'] as const)('in %s', (scheme) => {
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    const context = await newContext({ browser, colorScheme: scheme });
    page = await context.newPage();
    problems = watchProblems({ page, ignore: /Failed to load resource.*404/ });
  });

  afterAll(async () => {
    await page.context().close();
  });

  test('home: the hero, actions and features slots around their parts', async () => {
    await openHydrated({ page, url: `${server.origin}/` });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
    expect(await slotsOf(page)).toEqual(expected['/']);
    expect(await before(page, '[data-slot=top]', '.quire-navbar')).toBe(true);
    expect(await before(page, '[data-slot=beforeNav]', '.quire-navbar')).toBe(true);
    expect(await before(page, '.quire-navbar', '[data-slot=afterNav]')).toBe(true);
    expect(await inside(page, '[data-slot=beforeNavTitle] + .quire-navbar__title + [data-slot=afterNavTitle]', '.quire-navbar__left')).toBe(1);
    expect(await before(page, '[data-slot=beforeHero]', '.quire-home-hero')).toBe(true);
    expect(await before(page, '.quire-home-hero', '[data-slot=afterHero]')).toBe(true);
    expect(await inside(page, '[data-slot=beforeHeroActions] + .quire-home-hero__actions + [data-slot=afterHeroActions]', '.quire-home-hero')).toBe(1);
    expect(await page.locator('[data-slot=afterHero]').textContent()).toBe('from HomeLayout');
    expect(await before(page, '[data-slot=beforeFeatures]', '.quire-home-features')).toBe(true);
    expect(await before(page, '.quire-home-features', '[data-slot=afterFeatures]')).toBe(true);
    expect(await before(page, '.quire-home-footer', '[data-slot=bottom]')).toBe(true);
    await page.screenshot({ path: `${SHOTS}/h5-slots-home-${scheme}.png`, fullPage: true });
  });

  test('doc page: the sidebar, content and footer slots; client navigation keeps them', async () => {
    await openHydrated({ page, url: `${server.origin}/guide/start` });
    expect(await slotsOf(page)).toEqual(expected['/guide/start']);
    expect(await inside(page, '[data-slot=beforeSidebar] ~ [data-slot=afterSidebar]', '.quire-doc-layout__sidebar')).toBe(1);
    expect(await before(page, '[data-slot=beforeSidebar]', '.quire-sidebar')).toBe(true);
    expect(await before(page, '.quire-sidebar', '[data-slot=afterSidebar]')).toBe(true);
    // The sidebar's column (as tall as the window under the navbar) holds both slots, its links scrolling between them.
    const afterSidebar = (await page.locator('[data-slot=afterSidebar]').boundingBox())!;
    const aside = (await page.locator('.quire-doc-layout__sidebar').boundingBox())!;
    expect(afterSidebar.y + afterSidebar.height).toBeLessThanOrEqual(aside.y + aside.height + 1);
    expect(await inside(page, '[data-slot=beforeDocContent] + .quire-doc + [data-slot=afterDocContent] + [data-slot=beforeDocFooter]', '.quire-doc-layout__article')).toBe(1);
    expect(await before(page, '[data-slot=beforeDocFooter]', '.quire-doc-footer')).toBe(true);
    await page.screenshot({ path: `${SHOTS}/h5-slots-doc-${scheme}.png`, fullPage: true });
    // A client-side navigation to another doc page renders the same slots.
    await page.locator('.quire-sidebar a', { hasText: 'Next' }).first().click();
    await page.waitForURL(/\/guide\/next$/);
    await page.locator('h1', { hasText: 'Next' }).waitFor();
    expect(await slotsOf(page)).toEqual(expected['/guide/start']);
  });

  test('custom, 404 and blank pages: the slots that make sense there', async () => {
    for (const route of ['/custom', '/missing', '/blank']) {
      await openHydrated({ page, url: `${server.origin}${route}` });
      expect({ route, slots: await slotsOf(page) }).toEqual({ route, slots: expected[route] });
    }
    await openHydrated({ page, url: `${server.origin}/missing` });
    await page.screenshot({ path: `${SHOTS}/h5-slots-404-${scheme}.png` });
    expect(problems).toEqual([]);
  });
});
