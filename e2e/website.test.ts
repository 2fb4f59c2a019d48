import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { childNamed, childrenNamed, childText, parseXml, textOf } from '../plugins/sitemap/__tests__/xml';
import { DESKTOP, PHONE, launchBrowser, newContext, waitForHydration } from '../test-utils/browser';
import { walkPages } from '../test-utils/pageWalk';
import { serveWebsite } from '../test-utils/website';

jest.setTimeout(300_000);

const SITE_URL = 'https://quire.dev';

/** The route table of site-spec §2: the pages the website has in English (at the root) and in Chinese (under `/zh`). */
const SPEC_ROUTES = [
  '/',
  '/api/',
  '/api/commands',
  ...['api-components', 'api-runtime'].map((name) => `/api/client-api/${name}`),
  ...['config-basic', 'config-build', 'config-frontmatter', 'config-theme'].map((name) => `/api/config/${name}`),
  ...['getting-started', 'introduction'].map((name) => `/guide/start/${name}`),
  ...['auto-nav-sidebar', 'conventional-route', 'custom-page', 'deploy', 'ssg', 'static-assets'].map((name) => `/guide/basic/${name}`),
  ...['custom-search', 'extend-build'].map((name) => `/guide/advanced/${name}`),
  ...['components', 'doc-page', 'home-page', 'i18n', 'multi-version', 'navbar', 'overview-page'].map((name) => `/guide/default-theme/${name}`),
  ...['code-blocks', 'components', 'container', 'frontmatter', 'link'].map((name) => `/guide/use-mdx/${name}`),
  ...['algolia', 'api-docgen', 'client-redirects', 'last-updated', 'llms', 'medium-zoom', 'overview', 'playground', 'preview', 'rss', 'sitemap', 'twoslash', 'typedoc'].map(
    (name) => `/plugin/official-plugins/${name}`,
  ),
  '/plugin/community-plugins/overview',
  ...['introduction', 'plugin-api', 'write-a-plugin'].map((name) => `/plugin/system/${name}`),
  '/ui/components/page-tabs',
  '/ui/custom-theme',
  '/ui/vars',
];
const SPEC_ROUTES_BOTH = [...SPEC_ROUTES, ...SPEC_ROUTES.map((route) => `/zh${route}`)];
const isHome = (route: string) => route === '/' || route === '/zh/';

/** What the walk reads of each page, in one evaluation. */
interface PageFacts {
  lang: string;
  title: string;
  h1: string;
  description: string;
  imagesWithoutAlt: string[];
  /** A doc layout's content headings that are shown (a heading inside a hidden tab is not). */
  sections: number;
  outlineLinks: number;
  lastUpdated: string;
  /** The overview layout (`/api/`), which has no doc footer. */
  overview: boolean;
  /** Where the first paragraph of the content starts, from the top of the page. */
  firstParagraphTop: number | null;
}

function readPageFacts(): PageFacts {
  const h1 = document.querySelector('main h1') ?? document.querySelector('h1');
  const heading = h1?.cloneNode(true) as HTMLElement | undefined;
  heading?.querySelectorAll('.quire-anchor').forEach((anchor) => anchor.remove());
  const content = document.querySelector('.quire-doc-layout .quire-doc');
  const paragraph = document.querySelector('main .quire-doc p');
  return {
    lang: document.documentElement.lang,
    title: document.title,
    h1: heading?.textContent?.trim() ?? '',
    description: document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
    // Every image says what it shows; a decorative one says so with alt="" (the logo beside the site's name),
    // which content images may not.
    imagesWithoutAlt: [...document.images]
      .filter((img) => !img.hasAttribute('alt') || (img.closest('main') && img.getAttribute('alt')!.trim() === '' && img.getAttribute('aria-hidden') !== 'true'))
      .map((img) => img.getAttribute('src') ?? ''),
    sections: content ? [...content.querySelectorAll('h2')].filter((h2) => h2.checkVisibility()).length : 0,
    outlineLinks: document.querySelectorAll('.quire-outline a[href^="#"]').length,
    lastUpdated: document.querySelector('.quire-doc-footer__updated time')?.getAttribute('datetime') ?? '',
    overview: Boolean(document.querySelector('.quire-overview')),
    firstParagraphTop: paragraph ? paragraph.getBoundingClientRect().top + window.scrollY : null,
  };
}

/** A redirect's static page (client-redirects), not a page of the site. */
const isRedirectPage = (file: string) => fs.readFileSync(file, 'utf8').includes('<meta http-equiv="refresh"');

/** Every page of the built website, as routes (not the preview plugin's iframe demos: `/~demos/<id>`, noindex, one per demo). */
function routesOf(dist: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '~demos') walk(full);
      }
      else if (entry.name.endsWith('.html') && entry.name !== '404.html' && !isRedirectPage(full)) {
        routes.push(`/${path.relative(dist, full).replace(/index\.html$/, '').replace(/\.html$/, '')}`);
      }
    }
  };
  walk(dist);
  return routes.sort();
}

describe('the website, built and served', () => {
  let dist: string;
  let server: Awaited<ReturnType<typeof serveWebsite>>;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    // The run's one build of the website, shared with the other files that read it (test-utils/website.ts).
    [server, browser] = await Promise.all([serveWebsite(), launchBrowser()]);
    ({ dist, origin } = server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('English and Chinese have the same pages, every route of the spec among them', () => {
    const routes = routesOf(dist);
    const en = routes.filter((r) => !r.startsWith('/zh/')).sort();
    const zh = routes.filter((r) => r.startsWith('/zh/')).map((r) => r.slice(3) || '/').sort();
    expect(en.length).toBeGreaterThan(5);
    expect(zh).toEqual(en);
    expect(SPEC_ROUTES).toHaveLength(51);
    expect(SPEC_ROUTES_BOTH.filter((route) => !routes.includes(route))).toEqual([]);
  });

  // Issue 17's browser gate (every page, both languages, both sizes: status 200, no console error or
  // warning, no failed request, no broken image, no sideways scroll; walkPages) and issue 16's checks
  // of each page's content, at the desktop size.
  const sizes = [DESKTOP, PHONE].map((viewport) => [`${viewport.width}x${viewport.height}`, viewport] as const);
  test.each(sizes)('every page at %s passes the browser gate, its title its h1 (desktop: its language, description, outline, alt texts, last-updated time)', async (_size, viewport) => {
    const routes = routesOf(dist);
    expect(routes.length).toBeGreaterThan(300);
    const specRoutes = new Set(SPEC_ROUTES_BOTH);
    const context = await newContext({ browser, viewport });
    const problems = await walkPages({
      context,
      origin,
      routes,
      check: async ({ route, page }) => {
        const wrong: string[] = [];
        const facts = await page.evaluate(readPageFacts);
        if (!facts.h1) wrong.push('no h1');
        // The tab shows the page's own heading (the homes: the site's name, which is their h1).
        const expectedTitle = isHome(route) ? 'Quire' : `${facts.h1} - Quire`;
        if (facts.title !== expectedTitle) wrong.push(`title "${facts.title}", h1 "${facts.h1}"`);
        if (viewport !== DESKTOP) return wrong;
        if (facts.lang !== (route.startsWith('/zh/') ? 'zh' : 'en')) wrong.push(`lang "${facts.lang}"`);
        if (!facts.description) wrong.push('no description meta');
        if (facts.imagesWithoutAlt.length > 0) wrong.push(`images without alt text: ${facts.imagesWithoutAlt.join(', ')}`);
        if (facts.sections > 0 && facts.outlineLinks === 0) wrong.push(`${facts.sections} sections, an empty outline`);
        if (specRoutes.has(route) && !isHome(route)) {
          // The first screen (1280x800, the smaller desktop) says what the page is for: its opening paragraph is on it.
          if (facts.firstParagraphTop === null || facts.firstParagraphTop > 800 - 40) wrong.push(`opening paragraph at ${facts.firstParagraphTop}`);
          // Doc pages (not the /api/ overview) show when they last changed.
          if (!facts.overview && !/^\d{4}-\d\d-\d\dT/.test(facts.lastUpdated)) wrong.push('no last-updated time');
        }
        return wrong;
      },
    });
    await context.close();
    expect(problems).toEqual([]);
  });

  test('links navigate on the client, and back returns', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/guide/start/getting-started`, { waitUntil: 'networkidle' });
    const firstTitle = await page.title();
    const titleCount = () => page.evaluate(() => document.head.querySelectorAll('title').length);
    await page.evaluate(() => ((window as unknown as { __mark: string }).__mark = 'same document'));
    await page.locator('main a[href="/guide/basic/conventional-route"]').first().click();
    await page.waitForURL('**/guide/basic/conventional-route');
    await page.waitForSelector('h1');
    expect(await page.evaluate(() => (window as unknown as { __mark?: string }).__mark)).toBe('same document');
    await page.waitForFunction((before) => document.title !== before, firstTitle);
    expect(await page.title()).toMatch(/ - Quire$/);
    expect(await titleCount()).toBe(1);
    await page.goBack();
    await page.waitForURL('**/guide/start/getting-started');
    expect(await page.evaluate(() => (window as unknown as { __mark?: string }).__mark)).toBe('same document');
    await page.waitForFunction((before) => document.title === before, firstTitle);
    expect(await titleCount()).toBe(1);
    await page.close();
  });

  test("the sidebar's data loads after the page, then the sidebar navigates on the client", async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/guide/start/getting-started`, { waitUntil: 'networkidle' });
    const inline = JSON.parse((await page.textContent('#__quire_route'))!);
    const sidebarChunks: string[] = inline.deferred.sidebar;
    expect(sidebarChunks.length).toBeGreaterThan(0);
    // Pre-rendered, the sidebar is in the page; its chunks were requested only after the load event.
    expect(await page.locator('.quire-sidebar a').count()).toBeGreaterThan(5);
    // Requested once the browser is idle after the load: on a busy machine that can follow the network's quiet.
    await page.waitForFunction(
      (ids) => ids.every((id) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(`/assets/js/${id}.js`))),
      sidebarChunks,
      { timeout: 15_000 },
    );
    const timing = await page.evaluate((ids) => {
      const loadEventEnd = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
      const starts = performance
        .getEntriesByType('resource')
        .filter((entry) => ids.some((id) => entry.name.endsWith(`/assets/js/${id}.js`)))
        .map((entry) => entry.startTime);
      return { loadEventEnd, starts };
    }, sidebarChunks);
    expect(timing.starts).toHaveLength(sidebarChunks.length);
    for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.loadEventEnd);
    await page.evaluate(() => ((window as unknown as { __mark: string }).__mark = 'same document'));
    await page.locator('.quire-sidebar a[href="/guide/basic/conventional-route"]').click();
    await page.waitForURL('**/guide/basic/conventional-route');
    expect(await page.evaluate(() => (window as unknown as { __mark?: string }).__mark)).toBe('same document');
    // The URL changes at the click; the page (and the sidebar's current link) once its chunks are in.
    await page.waitForSelector('.quire-sidebar [aria-current="page"][href="/guide/basic/conventional-route"]');
    await page.close();
  });

  test('sitemap.xml lists every page with its other language, and robots.txt points to it', () => {
    const urls = childrenNamed(parseXml(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')), 'url');
    const locs = urls.map((url) => childText(url, 'loc'));
    expect([...locs].sort()).toEqual(routesOf(dist).map((route) => SITE_URL + route).sort());
    for (const url of urls) {
      const alternates = childrenNamed(url, 'xhtml:link').map((link) => String(link.attributes?.hreflang));
      expect(alternates.sort()).toEqual(['en', 'x-default', 'zh']);
    }
    expect(fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  test('rss.xml and zh/rss.xml are RSS 2.0 feeds of their language, linked from the pages they list', () => {
    for (const [file, lang, prefix] of [['rss.xml', 'en', '/'], ['zh/rss.xml', 'zh', '/zh/']] as const) {
      const rss = parseXml(fs.readFileSync(path.join(dist, file), 'utf8'));
      expect(rss.name).toBe('rss');
      expect(rss.attributes?.version).toBe('2.0');
      const channel = childNamed(rss, 'channel');
      expect(childText(channel, 'language')).toBe(lang);
      const items = childrenNamed(channel, 'item');
      expect(items.length).toBeGreaterThan(5);
      for (const item of items) {
        const link = childText(item, 'link')!;
        expect(link.startsWith(SITE_URL + prefix)).toBe(true);
        if (lang === 'en') expect(link.startsWith(`${SITE_URL}/zh/`)).toBe(false);
        expect(textOf(childNamed(item, 'content:encoded')).length).toBeGreaterThan(100);
        const html = fs.readFileSync(path.join(dist, `${link.slice(SITE_URL.length).replace(/\/$/, '/index')}.html`), 'utf8');
        expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="Quire" href="${SITE_URL}/${file}">`);
      }
      expect(parseXml(fs.readFileSync(path.join(dist, file.replace('rss.xml', 'atom.xml')), 'utf8')).name).toBe('feed');
    }
  });

  test('llms.txt and llms-full.txt, in each language, list every page as its Markdown in sidebar order', () => {
    for (const prefix of ['', 'zh/']) {
      const lines = fs.readFileSync(path.join(dist, `${prefix}llms.txt`), 'utf8').trimEnd().split('\n');
      expect(lines[0]).toBe('# Quire');
      expect(lines[2]).toMatch(/^> \S/);
      const links = lines.filter((line) => line.startsWith('- ')).map((line) => /^- \[[^\]]+\]\((\S+)\)(: .+)?$/.exec(line)![1]!);
      expect(lines.filter((line) => line.startsWith('## ')).length).toBeGreaterThan(3);
      const pages = routesOf(dist).filter((route) => (prefix ? route.startsWith('/zh/') : !route.startsWith('/zh/')));
      expect(links).toHaveLength(pages.length);
      const full = fs.readFileSync(path.join(dist, `${prefix}llms-full.txt`), 'utf8');
      let from = 0;
      for (const link of links) {
        expect(link.startsWith(`${SITE_URL}/${prefix}`)).toBe(true);
        const markdown = fs.readFileSync(path.join(dist, decodeURI(link.slice(SITE_URL.length))), 'utf8');
        const at = full.indexOf(markdown.trim(), from);
        expect(at).toBeGreaterThanOrEqual(from);
        from = at;
      }
    }
  });

  test('an old path lands on its page, loaded directly and through the client router', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/zh/guide/quick-start`);
    await page.waitForURL('**/zh/guide/start/getting-started');
    // The redirect page's own load, then the page's: the router listens for popstate once hydrated.
    await page.waitForLoadState('networkidle');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __mark: string }).__mark = 'same document'));
    await page.evaluate(() => {
      window.history.pushState(null, '', '/guide/introduction');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL('**/guide/start/introduction');
    await page.waitForSelector('html[lang="en"]');
    expect(await page.evaluate(() => (window as unknown as { __mark?: string }).__mark)).toBe('same document');
    await page.close();
  });

  test('an unknown Chinese path shows the Chinese 404 page with status 404', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${origin}/zh/no-such-page`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await page.waitForSelector('text=页面未找到');
    expect(await page.getAttribute('html', 'lang')).toBe('zh');
    expect(await page.getAttribute('a:has-text("返回首页")', 'href')).toBe('/zh/');
    await page.close();
  });
});
