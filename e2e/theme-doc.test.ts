import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, PHONE, watchProblems } from '../test-utils/browser';
import { serveThemeSite, type ServedThemeSite } from '../test-utils/themeSite';

/**
 * The doc page of the default theme: sidebar, outline, doc footer, page actions and the mobile
 * panels, on the built theme fixture (its `layout/` section) served by `quire preview`, at desktop
 * and phone sizes, in English and Chinese.
 */

jest.setTimeout(300_000);

const REPO = 'https://github.com/example/quire/tree/main/docs';

const languages = [
  {
    lang: 'en',
    prefix: '',
    t: {
      outlineTitle: 'ON THIS PAGE',
      backToTop: 'Back to top',
      prevPage: 'Previous',
      nextPage: 'Next',
      lastUpdated: 'Last Updated',
      editLink: '📝 Edit this page on GitHub',
      copyMarkdown: 'Copy Markdown',
      openMenuButton: 'Open',
      copyMarkdownLink: 'Copy Markdown link',
      openInChatGPT: 'Open in ChatGPT',
      openInClaude: 'Open in Claude',
      sidebarMenu: 'Menu',
      outlineToggle: 'On this page',
      sidebar: 'Sidebar',
    },
    pages: { long: 'A long page', hidden: 'Hidden headings', nested: 'Nested group', alpha: 'Alpha', deeper: 'Deeper', beta: 'Beta', bare: 'Bare page', custom: 'Custom page', blank: 'Blank page', noNavbar: 'No navbar' },
    outline: [
      ['Writing pages', 2],
      ['Frontmatter', 3],
      ['Layout switches', 4],
      ['Navigating', 2],
      ['Previous and next', 3],
      ['The outline', 3],
      ['Sharing pages', 2],
      ['Copying Markdown', 3],
      ['Opening in a chat', 3],
      ['Images', 2],
      ['Summary', 2],
    ],
    visibleHeadings: ['Visible section', 'Another visible section'],
    hiddenHeading: 'Hidden section',
  },
  {
    lang: 'zh',
    prefix: '/zh',
    t: {
      outlineTitle: '本页目录',
      backToTop: '回到顶部',
      prevPage: '上一页',
      nextPage: '下一页',
      lastUpdated: '最后更新于',
      editLink: '📝 在 GitHub 上编辑此页',
      copyMarkdown: '复制 Markdown',
      openMenuButton: '打开',
      copyMarkdownLink: '复制 Markdown 链接',
      openInChatGPT: '在 ChatGPT 中打开',
      openInClaude: '在 Claude 中打开',
      sidebarMenu: '菜单',
      outlineToggle: '本页目录',
      sidebar: '侧边栏',
    },
    pages: { long: '一个长页面', hidden: '隐藏的标题', nested: '嵌套分组', alpha: '阿尔法', deeper: '更深一层', beta: '贝塔', bare: '极简页面', custom: '自定义页面', blank: '空白页面', noNavbar: '无导航栏' },
    outline: [
      ['编写页面', 2],
      ['Frontmatter', 3],
      ['布局开关', 4],
      ['导航', 2],
      ['上一页和下一页', 3],
      ['本页目录', 3],
      ['分享页面', 2],
      ['复制 Markdown', 3],
      ['在对话中打开', 3],
      ['图片', 2],
      ['总结', 2],
    ],
    visibleHeadings: ['可见的一节', '另一个可见的一节'],
    hiddenHeading: '隐藏的一节',
  },
] as const;

let served: ServedThemeSite;
let origin: string;
let browser: Browser;
const problems: string[] = [];

beforeAll(async () => {
  // Last-updated dates come from git history: the copy is a repository of one commit.
  [served, browser] = await Promise.all([serveThemeSite({ variant: 'gitHistory' }), launchBrowser()]);
  origin = served.origin;
});

afterAll(async () => {
  await browser?.close();
  await served?.stop();
});

afterEach(() => {
  // Hydration mismatches and runtime errors show up as console errors or warnings.
  expect(problems.splice(0)).toEqual([]);
});

/** A fresh profile that has visited before (no first-visit language redirect), with clipboard access. */
async function openPage(route: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext({ browser, viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const page = await context.newPage();
  watchProblems({ page, problems });
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  return page;
}

/** Marks the document: the mark survives client-side navigation only. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: string }).__mark = 'same document'));
const documentMark = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: string }).__mark);

for (const L of languages) {
  const route = (p: string) => `${L.prefix}${p}`;

  for (const viewport of [DESKTOP, PHONE]) {
    const phone = viewport.width < 768;

    describe(`doc page, ${L.lang}, ${viewport.width}x${viewport.height}`, () => {
      /** On a phone the sidebar lives in a panel: open it first. */
      async function revealSidebar(page: Page) {
        if (!phone) return;
        const button = page.getByRole('button', { name: L.t.sidebarMenu, exact: true });
        await button.click();
        await page.locator('.quire-doc-layout__sidebar--open').waitFor();
        await page.waitForFunction(() => {
          const panel = document.querySelector('.quire-doc-layout__sidebar');
          return panel !== null && Math.abs(panel.getBoundingClientRect().left) < 1;
        });
      }

      /** Below 1280 px the outline lives in a panel: open it first. */
      async function revealOutline(page: Page) {
        if (!phone) return;
        await page.locator('.quire-doc-bar__button--outline').click();
        await page.waitForFunction(() => {
          const panel = document.querySelector('.quire-doc-layout__outline');
          return panel !== null && Math.abs(panel.getBoundingClientRect().right - window.innerWidth) < 1;
        });
      }

      test('sidebar groups open and close, with aria-expanded', async () => {
        const page = await openPage(route('/layout/long'), viewport);
        await revealSidebar(page);
        const sidebar = page.getByRole('navigation', { name: L.t.sidebar });
        const group = sidebar.getByRole('button', { name: L.pages.nested });
        const alpha = sidebar.getByRole('link', { name: L.pages.alpha });
        // `collapsed: true` in _meta.json, and the page is not inside it.
        expect(await group.getAttribute('aria-expanded')).toBe('false');
        await expect(alpha.isVisible()).resolves.toBe(false);
        await group.click();
        expect(await group.getAttribute('aria-expanded')).toBe('true');
        await alpha.waitFor({ state: 'visible' });
        // A group that is also a link: the link plus its own toggle button.
        const deeperLink = sidebar.getByRole('link', { name: L.pages.deeper, exact: true });
        const deeperToggle = sidebar.getByRole('button', { name: L.pages.deeper, exact: true });
        expect(await deeperLink.getAttribute('href')).toBe(route('/layout/nested/deeper/'));
        expect(await deeperToggle.getAttribute('aria-expanded')).toBe('true');
        const beta = sidebar.getByRole('link', { name: L.pages.beta });
        await beta.waitFor({ state: 'visible' });
        await deeperToggle.click();
        expect(await deeperToggle.getAttribute('aria-expanded')).toBe('false');
        await beta.waitFor({ state: 'hidden' });
        await group.click();
        expect(await group.getAttribute('aria-expanded')).toBe('false');
        await alpha.waitFor({ state: 'hidden' });
        // Section header with its tag, a dashed divider, an external link.
        await expect(sidebar.locator('.quire-sidebar__section').first().textContent()).resolves.toContain('new');
        expect(await sidebar.locator('.quire-sidebar__divider--dashed').count()).toBe(1);
        expect(await sidebar.locator('a[href="https://example.com/"]').getAttribute('rel')).toBe('noopener noreferrer');
      });

      test('the current page is highlighted, and its group opens after client-side navigation', async () => {
        const page = await openPage(route('/layout/hidden-headings'), viewport);
        await markDocument(page);
        // On a phone the sidebar is in a closed panel: found by class, its parts even when hidden.
        const sidebar = page.locator('nav.quire-sidebar');
        expect(await sidebar.getAttribute('aria-label')).toBe(L.t.sidebar);
        expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe(L.pages.hidden);
        // The next-page link of the doc footer leads into the collapsed group.
        await page.locator('.quire-doc-footer__pager-link--next').click();
        await page.waitForURL(`**${route('/layout/nested/alpha')}`);
        await page.getByRole('heading', { level: 1, name: L.pages.alpha }).waitFor();
        expect(await documentMark(page)).toBe('same document');
        const current = sidebar.locator('[aria-current="page"]');
        await page.waitForFunction((text) => document.querySelector('.quire-sidebar [aria-current="page"]')?.textContent === text, L.pages.alpha);
        expect(await current.getAttribute('href')).toBe(route('/layout/nested/alpha'));
        expect(await current.getAttribute('class')).toContain('quire-sidebar__link--active');
        expect(await sidebar.getByRole('button', { name: L.pages.nested, includeHidden: true }).getAttribute('aria-expanded')).toBe('true');
        // Its tag is an SVG string: an icon before the text.
        expect(await current.locator('.quire-sidebar__tag-icon svg').count()).toBe(1);
        await revealSidebar(page);
        await current.waitFor({ state: 'visible' });
        // 12 px of indentation per depth (site-spec §9).
        const padding = (name: string) =>
          sidebar.getByRole('link', { name, exact: true }).evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft));
        expect((await padding(L.pages.alpha)) - (await padding(L.pages.long))).toBe(12);
        expect((await padding(L.pages.beta)) - (await padding(L.pages.alpha))).toBe(12);
      });

      test('the outline lists the h2-h4 headings, and the active entry follows scrolling', async () => {
        const page = await openPage(route('/layout/long'), viewport);
        // Below 1280 px the outline is in a closed panel: still in the page, hidden.
        const outline = page.getByRole('navigation', { name: L.t.outlineTitle, includeHidden: true });
        expect(await outline.locator('.quire-outline__title').textContent()).toBe(L.t.outlineTitle);
        const entries = await outline.locator('.quire-outline__link').evaluateAll((links) =>
          links.map((a) => [a.textContent, Number(/--depth-(\d)/.exec(a.className)![1])]),
        );
        expect(entries).toEqual(L.outline.map(([text, depth]) => [text, depth]));
        const active = () => page.evaluate(() => document.querySelector('.quire-outline [aria-current]')?.textContent ?? null);
        expect(await active()).toBeNull();
        // Bring "Navigating" (the fourth heading) to the reading line.
        const navigating = L.outline[3][0];
        await page.getByRole('heading', { level: 2, name: navigating }).evaluate((h) => h.scrollIntoView({ block: 'start' }));
        await page.waitForFunction((text) => document.querySelector('.quire-outline [aria-current]')?.textContent === text, navigating);
        // A little further down, the next heading has not reached the line yet.
        await page.evaluate(() => window.scrollBy(0, 40));
        await page.waitForTimeout(100);
        expect(await active()).toBe(navigating);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForFunction((text) => document.querySelector('.quire-outline [aria-current]')?.textContent === text, L.outline.at(-1)![0]);
      });

      test('picking an outline entry scrolls to the heading below the navbar and sets the hash', async () => {
        const page = await openPage(route('/layout/long'), viewport);
        await revealOutline(page);
        const target = L.outline[6][0];
        const id = await page.getByRole('heading', { level: 2, name: target }).getAttribute('id');
        await page.locator('.quire-outline__link', { hasText: target }).click();
        await page.waitForFunction((hash) => decodeURIComponent(window.location.hash) === hash, `#${id}`);
        await page.waitForFunction((text) => document.querySelector('.quire-outline [aria-current]')?.textContent === text, target);
        // The scroll has settled with the heading just under the sticky bars, not hidden behind them.
        await page.waitForFunction(
          (headingId) => {
            const heading = document.getElementById(headingId)!;
            const margin = parseFloat(getComputedStyle(heading).scrollMarginTop);
            return Math.abs(heading.getBoundingClientRect().top - margin) < 2;
          },
          id!,
        );
        const navbarBottom = await page.locator('.quire-navbar').evaluate((el) => el.getBoundingClientRect().bottom);
        const headingTop = await page.locator(`[id="${id}"]`).evaluate((el) => el.getBoundingClientRect().top);
        expect(headingTop).toBeGreaterThanOrEqual(navbarBottom);
        if (phone) expect(await page.locator('.quire-doc-bar__button--outline').getAttribute('aria-expanded')).toBe('false');
      });

      test('Back to top scrolls to the top', async () => {
        const page = await openPage(route('/layout/long'), viewport);
        await page.evaluate(() => window.scrollTo(0, 1500));
        await page.waitForFunction(() => window.scrollY > 1000);
        await revealOutline(page);
        await page.getByRole('button', { name: L.t.backToTop }).click();
        await page.waitForFunction(() => window.scrollY === 0);
      });

      test('only visible headings are in the outline, and it follows the content', async () => {
        const page = await openPage(route('/layout/hidden-headings'), viewport);
        const texts = () => page.locator('.quire-outline__link').allTextContents();
        await page.waitForFunction((count) => document.querySelectorAll('.quire-outline__link').length === count, L.visibleHeadings.length);
        expect(await texts()).toEqual([...L.visibleHeadings]);
        await page.evaluate(() => document.getElementById('hidden-panel')!.removeAttribute('hidden'));
        await page.waitForFunction((count) => document.querySelectorAll('.quire-outline__link').length === count, 3);
        expect(await texts()).toEqual([L.visibleHeadings[0], L.hiddenHeading, L.visibleHeadings[1]]);
      });

      test('previous and next links lead to the neighbouring pages of the sidebar', async () => {
        const page = await openPage(route('/layout/nested/deeper/beta'), viewport);
        const prev = page.locator('.quire-doc-footer__pager-link--prev');
        const next = page.locator('.quire-doc-footer__pager-link--next');
        expect(await prev.getAttribute('href')).toBe(route('/layout/nested/deeper/'));
        expect(await prev.textContent()).toBe(`${L.t.prevPage}${L.pages.deeper}`);
        // The external link between them in the sidebar is skipped.
        expect(await next.getAttribute('href')).toBe(route('/layout/bare'));
        expect(await next.textContent()).toBe(`${L.t.nextPage}${L.pages.bare}`);
        await markDocument(page);
        await prev.click();
        await page.waitForURL(`**${route('/layout/nested/deeper/')}`);
        await page.getByRole('heading', { level: 1, name: L.pages.deeper }).waitFor();
        expect(await documentMark(page)).toBe('same document');
        await page.locator('.quire-doc-footer__pager-link--next').click();
        await page.waitForURL(`**${route('/layout/nested/deeper/beta')}`);
        await page.getByRole('heading', { level: 1, name: L.pages.beta }).waitFor();
        // The first page of the section has no previous page.
        await page.goto(origin + route('/layout/long'), { waitUntil: 'networkidle' });
        expect(await page.locator('.quire-doc-footer__pager-link--prev').count()).toBe(0);
        expect(await page.locator('.quire-doc-footer__pager-link--next').getAttribute('href')).toBe(route('/layout/hidden-headings'));
      });

      test('the doc footer shows the last-updated date and the edit link', async () => {
        const page = await openPage(route('/layout/long'), viewport);
        const updated = page.locator('.quire-doc-footer__updated');
        expect(await updated.textContent()).toMatch(new RegExp(`^${L.t.lastUpdated}: \\S.*\\d`));
        const datetime = await updated.locator('time').getAttribute('datetime');
        expect(Number.isNaN(Date.parse(datetime!))).toBe(false);
        const edit = page.getByRole('link', { name: L.t.editLink });
        expect(await edit.getAttribute('href')).toBe(`${REPO}/${L.lang}/layout/long.md`);
        expect(await edit.getAttribute('target')).toBe('_blank');
        expect(await edit.getAttribute('rel')).toBe('noopener noreferrer');
      });

      test('Copy Markdown goes loading, then success for about 500 ms, with the Markdown copied', async () => {
        const page = await openPage(route('/layout/long'), viewport);
        // Slow the Markdown down a little, so that the loading state can be seen.
        await page.route('**/*.md', async (request) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          await request.continue();
        });
        const button = page.getByRole('button', { name: L.t.copyMarkdown, exact: true });
        await button.click();
        await page.waitForFunction(() => document.querySelector('.quire-page-actions__copy')?.getAttribute('data-state') === 'loading');
        await page.waitForFunction(() => document.querySelector('.quire-page-actions__copy')?.getAttribute('data-state') === 'success');
        const successAt = Date.now();
        await page.waitForFunction(() => document.querySelector('.quire-page-actions__copy')?.getAttribute('data-state') === 'idle');
        const shown = Date.now() - successAt;
        expect(shown).toBeGreaterThanOrEqual(350);
        expect(shown).toBeLessThan(1500);
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        const markdown = await page.evaluate((url) => fetch(url).then((r) => r.text()), route('/layout/long.md'));
        expect(copied).toBe(markdown);
        expect(copied).toContain(L.pages.long);
      });

      test('the Open menu copies the Markdown link and links to ChatGPT and Claude', async () => {
        const page = await openPage(route('/layout/long'), viewport);
        const button = page.getByRole('button', { name: L.t.openMenuButton, exact: true });
        expect(await button.getAttribute('aria-haspopup')).toBe('menu');
        expect(await button.getAttribute('aria-expanded')).toBe('false');
        await button.click();
        expect(await button.getAttribute('aria-expanded')).toBe('true');
        const menu = page.getByRole('menu');
        const markdownUrl = `${origin}${route('/layout/long.md')}`;
        const prompt = `Read ${markdownUrl}, I want to ask questions about it.`;
        const chatgpt = menu.getByRole('menuitem', { name: L.t.openInChatGPT });
        const claude = menu.getByRole('menuitem', { name: L.t.openInClaude });
        expect(await chatgpt.getAttribute('href')).toBe(`https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`);
        expect(await claude.getAttribute('href')).toBe(`https://claude.ai/new?q=${encodeURIComponent(prompt)}`);
        for (const link of [chatgpt, claude]) {
          expect(await link.getAttribute('target')).toBe('_blank');
          expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
        }
        await menu.getByRole('menuitem', { name: L.t.copyMarkdownLink }).click();
        expect(await button.getAttribute('aria-expanded')).toBe('false');
        await page.waitForFunction((url) => navigator.clipboard.readText().then((text) => text === url), markdownUrl);
        // Keyboard: Enter opens with focus on the first item, arrows move, Escape closes and returns focus.
        await button.focus();
        await page.keyboard.press('Enter');
        await page.waitForFunction((name) => document.activeElement?.textContent === name, L.t.copyMarkdownLink);
        await page.keyboard.press('ArrowDown');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(L.t.openInChatGPT);
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowUp');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(L.t.openInClaude);
        await page.keyboard.press('Escape');
        expect(await button.getAttribute('aria-expanded')).toBe('false');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('menu');
        await page.keyboard.press('ArrowDown');
        expect(await menu.isVisible()).toBe(true);
        // A click elsewhere closes it.
        await page.mouse.click(8, viewport.height - 8);
        expect(await button.getAttribute('aria-expanded')).toBe('false');
      });

      test('frontmatter turns the sidebar, the outline and the doc footer off', async () => {
        const page = await openPage(route('/layout/bare'), viewport);
        await page.getByRole('heading', { level: 1, name: L.pages.bare }).waitFor();
        expect(await page.locator('.quire-doc-layout__sidebar').count()).toBe(0);
        expect(await page.locator('.quire-outline').count()).toBe(0);
        expect(await page.locator('.quire-doc-footer').count()).toBe(0);
        expect(await page.locator('.quire-doc-bar').count()).toBe(0);
        // The content column stays in the middle of the page.
        const box = (await page.locator('.quire-doc-layout__article').boundingBox())!;
        const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
        expect(Math.abs(box.x + box.width / 2 - pageWidth / 2)).toBeLessThan(2);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });

      if (phone) {
        test('the mobile panels open, close on navigation, Escape, the backdrop, and at 768 px', async () => {
          const page = await openPage(route('/layout/long'), viewport);
          const menuButton = page.getByRole('button', { name: L.t.sidebarMenu, exact: true });
          const outlineButton = page.locator('.quire-doc-bar__button--outline');
          expect(await outlineButton.textContent()).toBe(L.t.outlineToggle);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
          expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
          expect(await page.locator('.quire-doc-layout__sidebar').isVisible()).toBe(false);

          // Navigation closes the sidebar panel.
          await revealSidebar(page);
          expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
          await markDocument(page);
          await page.getByRole('navigation', { name: L.t.sidebar }).getByRole('link', { name: L.pages.hidden }).click();
          await page.waitForURL(`**${route('/layout/hidden-headings')}`);
          await page.waitForFunction(() => !document.querySelector('.quire-doc-layout__sidebar--open'));
          expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
          expect(await documentMark(page)).toBe('same document');

          // Escape closes the outline panel and gives focus back to its button.
          await revealOutline(page);
          expect(await outlineButton.getAttribute('aria-expanded')).toBe('true');
          await page.keyboard.press('Escape');
          expect(await outlineButton.getAttribute('aria-expanded')).toBe('false');
          expect(await page.evaluate(() => document.activeElement?.classList.contains('quire-doc-bar__button--outline'))).toBe(true);

          // The backdrop closes a panel.
          await revealSidebar(page);
          await page.mouse.click(viewport.width - 10, viewport.height / 2);
          expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

          // Growing the window to 800 px closes it, and the sidebar becomes a column again.
          await revealSidebar(page);
          await page.setViewportSize({ width: 800, height: viewport.height });
          await page.waitForFunction(() => !document.querySelector('.quire-doc-layout__sidebar--open'));
          expect(await page.locator('.quire-doc-layout__sidebar').isVisible()).toBe(true);
          await page.locator('.quire-doc-layout__backdrop').waitFor({ state: 'hidden' });
          expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
        });
      } else {
        test('wide screens show three columns and no panel buttons', async () => {
          const page = await openPage(route('/layout/long'), viewport);
          const sidebar = (await page.locator('.quire-doc-layout__sidebar').boundingBox())!;
          const content = (await page.locator('.quire-doc-layout__article').boundingBox())!;
          const outline = (await page.locator('.quire-doc-layout__outline').boundingBox())!;
          expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(content.x);
          expect(content.x + content.width).toBeLessThanOrEqual(outline.x);
          expect(await page.locator('.quire-doc-bar').isVisible()).toBe(false);
          // The columns stay put under the navbar while the page scrolls.
          await page.evaluate(() => window.scrollTo(0, 1200));
          await page.waitForFunction(() => window.scrollY >= 1200);
          const navbarBottom = await page.locator('.quire-navbar').evaluate((el) => el.getBoundingClientRect().bottom);
          const stuck = await page.locator('.quire-doc-layout__sidebar').evaluate((el) => el.getBoundingClientRect().top);
          expect(Math.abs(stuck - navbarBottom)).toBeLessThan(2);
          // Between 768 and 1280 px the outline moves into a panel and nothing scrolls sideways.
          for (const width of [1024, 800]) {
            await page.setViewportSize({ width, height: 800 });
            await page.waitForFunction(() => document.querySelector('.quire-doc-bar') && getComputedStyle(document.querySelector('.quire-doc-bar')!).display !== 'none');
            await page.locator('.quire-doc-layout__outline').waitFor({ state: 'hidden' });
            expect(await page.locator('.quire-doc-layout__sidebar').isVisible()).toBe(true);
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
            const article = (await page.locator('.quire-doc-layout__article').boundingBox())!;
            expect(article.x + article.width).toBeLessThanOrEqual(width);
          }
          await page.locator('.quire-doc-bar__button--outline').click();
          await page.waitForFunction(() => document.querySelector('.quire-doc-layout__outline--open'));
          await page.setViewportSize({ width: 1440, height: 900 });
          await page.waitForFunction(() => !document.querySelector('.quire-doc-layout__outline--open'));
          expect(await page.locator('.quire-doc-layout__outline').isVisible()).toBe(true);
        });

        test('in a short window the sidebar scrolls its current link into view, not the page', async () => {
          const page = await openPage(route('/layout/nested/deeper/beta'), { width: viewport.width, height: 360 });
          const inView = () =>
            page.evaluate(() => {
              const nav = document.querySelector('.quire-sidebar')!;
              const current = nav.querySelector('[aria-current="page"]')!.getBoundingClientRect();
              const box = nav.getBoundingClientRect();
              return nav.scrollTop > 0 && current.top >= box.top && current.bottom <= box.bottom;
            });
          await page.waitForFunction(() => document.querySelector('.quire-sidebar')!.scrollTop > 0);
          expect(await inView()).toBe(true);
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
        });

        test('custom and blank pages, and a doc page without the navbar', async () => {
          const page = await openPage(route('/layout/custom-page'), viewport);
          await page.getByRole('heading', { level: 1, name: L.pages.custom }).waitFor();
          expect(await page.locator('.quire-banner').count()).toBe(1);
          expect(await page.locator('.quire-navbar').count()).toBe(1);
          expect(await page.locator('.quire-sidebar, .quire-outline, .quire-doc-footer, .quire-page-actions').count()).toBe(0);
          // The page's own content spans the whole width.
          const width = await page.locator('#custom-page-body').evaluate((el) => el.getBoundingClientRect().width);
          expect(width).toBe(await page.evaluate(() => document.documentElement.clientWidth));

          await page.goto(origin + route('/layout/blank-page'), { waitUntil: 'networkidle' });
          await page.getByRole('heading', { level: 1, name: L.pages.blank }).waitFor();
          expect(await page.locator('.quire-banner, .quire-navbar, .quire-sidebar, .quire-outline').count()).toBe(0);
          expect(await page.locator('main').count()).toBe(1);

          await page.goto(origin + route('/layout/no-navbar'), { waitUntil: 'networkidle' });
          await page.getByRole('heading', { level: 1, name: L.pages.noNavbar }).waitFor();
          expect(await page.locator('.quire-banner, .quire-navbar').count()).toBe(0);
          expect(await page.locator('.quire-sidebar').count()).toBe(1);
          expect(await page.locator('.quire-outline').count()).toBe(1);
        });
      }
    });
  }
}
