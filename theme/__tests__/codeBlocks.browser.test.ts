import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openHydrated, styleOf, until, watchProblems } from '../../test-utils/browser';
import { builtFixture, startPreview } from '../../test-utils/servedSites';

/**
 * Code blocks on a real build (`__fixtures__/code-site`): notation comments (`// [!code ...]`) are
 * gone from the HTML and styled in light and dark, the copy button copies the code without them
 * and without removed lines, a site transformer from `markdown.shiki.transformers` reached every
 * block, a `<CodeBlock>` with literal props is highlighted at build time, and one built from data
 * is plain (escaped) text in the HTML and highlighted after hydration, its highlighter loaded only
 * by that page. Screenshots in /tmp/shots/h2-*.png.
 */

jest.setTimeout(300_000);

const fixtureDir = path.join(__dirname, '__fixtures__', 'code-site');
const shots = '/tmp/shots';

let browser: Browser;
let site: string;
let origin: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  site = await builtFixture({ variant: 'code-site', fixtureDir });
  ({ origin, stop } = await startPreview(site));
  browser = await launchBrowser();
  fs.mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await stop?.();
});

const html = (file: string) => fs.readFileSync(path.join(site, 'dist', file), 'utf8');

async function newPage({ dark = false }: { dark?: boolean } = {}) {
  const context = await newContext({ browser, colorScheme: dark ? 'dark' : 'light', permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return { page, scripts, problems: watchProblems({ page }) };
}

/** The block whose title is `title`. */
const block = (page: Page, title: string) => page.locator('.quire-code', { has: page.locator('.quire-code__filename', { hasText: title }) });
const line = (page: Page, title: string, index: number) => block(page, title).locator('.line').nth(index);

describe('the built pages', () => {
  test('hold no notation comment, and each line keeps its classes', () => {
    // (What the copy buttons copy, in their data-code attribute, is checked by the copy test below.)
    const index = html('index.html').replace(/ data-code="[^"]*"/g, '');
    // Only the escaped one is left, shown unescaped.
    expect(index.match(/\[!code (\+\+|--|highlight|focus|error|warning|word)/g)).toEqual(['[!code ++']);
    for (const classes of ['line diff remove', 'line diff add', 'line highlighted', 'line highlighted error', 'line highlighted warning', 'line focused', 'highlighted-word']) {
      expect(index).toContain(`class="${classes}"`);
    }
    // The escaped notation is shown as written, unescaped.
    expect(index).toContain('[!code ++] in the page, shown as is');
    // markdown.shiki.transformers reached every build-time block.
    expect(index.match(/<pre class="shiki[^"]* site-stamp"/g)).toHaveLength(8);
  });

  test('a <CodeBlock> with literal props is highlighted at build time; one built from data is escaped plain text until hydration', () => {
    const runtime = html('runtime.html');
    const staticBlock = /<div class="quire-code language-ts quire-code--titled">.*?static\.ts.*?<\/pre>/s.exec(runtime)?.[0] ?? '';
    expect(staticBlock).toContain(' site-stamp"');
    expect(staticBlock).toContain('class="line highlighted diff add"');
    expect(staticBlock).not.toContain('[!code');
    // The data-built blocks: plain lines, the code escaped, waiting for the browser.
    expect(runtime.match(/data-highlight="pending"/g)).toHaveLength(2);
    expect(runtime).toContain('<span class="line">const user: User = { name: &quot;&lt;b&gt;Ada&lt;/b&gt;&quot; };</span>');
    expect(runtime).not.toContain('<b>Ada</b>');
  });
});

describe.each([false, true])('in Chromium (dark: %s)', (dark) => {
  const mode = dark ? 'dark' : 'light';

  test('diff, highlight, error, warning, focus and word notations are styled', async () => {
    const { page, problems } = await newPage({ dark });
    await openHydrated({ page, url: `${origin}/` });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
    const background = (title: string, index: number) => styleOf({ locator: line(page, title, index), property: 'background-color' });
    const added = await background('diff.ts', 1);
    const removed = await background('diff.ts', 0);
    const highlighted = await background('diff.ts', 2);
    const error = await background('levels.ts', 0);
    const warning = await background('levels.ts', 1);
    const plain = await background('levels.ts', 3);
    const focused = await background('focus.js', 1);
    expect(new Set([added, removed, highlighted, error, warning, focused]).size).toBe(6);
    expect(plain).toBe('rgba(0, 0, 0, 0)');
    expect(await styleOf({ locator: line(page, 'diff.ts', 1), property: 'content', pseudo: '::after' })).toBe('"+"');
    expect(await styleOf({ locator: line(page, 'diff.ts', 0), property: 'content', pseudo: '::after' })).toBe('"-"');
    // With line numbers, the number and the diff mark both show.
    expect(await styleOf({ locator: line(page, 'levels.ts', 2), property: 'content', pseudo: '::before' })).toBe('counter(quire-line)');
    expect(await styleOf({ locator: line(page, 'levels.ts', 2), property: 'content', pseudo: '::after' })).toBe('"+"');
    const word = block(page, 'levels.ts').locator('.highlighted-word').first();
    expect(await word.textContent()).toBe('config');
    expect(await styleOf({ locator: word, property: 'border-top-style' })).toBe('solid');
    // Focus: the focused line stands out on a band with a bar at its left; the others keep their
    // colours (faded or blurred, their tokens would read below 4.5:1).
    expect(await styleOf({ locator: line(page, 'focus.js', 1), property: 'box-shadow' })).toMatch(/inset/);
    const other = line(page, 'focus.js', 0);
    expect([await styleOf({ locator: other, property: 'filter' }), await styleOf({ locator: other, property: 'opacity' })]).toEqual(['none', '1']);
    await page.screenshot({ path: `${shots}/h2-notation-${mode}.png`, fullPage: true });
    expect(problems).toEqual([]);
  });

  test('the copy button copies the code without notation comments and without removed lines', async () => {
    const { page, problems } = await newPage({ dark });
    await openHydrated({ page, url: `${origin}/` });
    await block(page, 'diff.ts').hover();
    await block(page, 'diff.ts').locator('.quire-code__copy').click();
    await until(() => page.evaluate(() => navigator.clipboard.readText()), "const greeting = 'Hi';\nconsole.log(greeting);");
    expect(problems).toEqual([]);
  });

  test('a CodeBlock built from data highlights after hydration, loading the highlighter only on its page', async () => {
    const home = await newPage({ dark });
    await openHydrated({ page: home.page, url: `${origin}/` });
    const { page, scripts, problems } = await newPage({ dark });
    await openHydrated({ page, url: `${origin}/runtime` });
    await until(() => page.locator('[data-highlight="browser"]').count(), 2);
    const ts = block(page, 'from-data.ts');
    // Coloured with the theme's variables, the notation applied, the escaped text intact.
    expect(await ts.locator('pre').getAttribute('class')).toContain('shiki-themes github-light github-dark');
    expect(await ts.locator('.line').nth(1).getAttribute('class')).toBe('line diff add');
    expect(await ts.locator('.line').nth(3).textContent()).toBe('const user: User = { name: "<b>Ada</b>" };');
    expect(await ts.locator('b').count()).toBe(0);
    const keyword = ts.locator('.line').first().locator('span').first();
    expect(await keyword.textContent()).toBe('interface');
    // GitHub's keyword colour with the build's replacement for contrast (#f97e8b, #b6313e): the browser highlights as the build does.
    expect(await styleOf({ locator: keyword, property: 'color' })).toBe(dark ? 'rgb(249, 126, 139)' : 'rgb(182, 49, 62)');
    expect(await block(page, 'from-data.py').locator('.line').first().getAttribute('class')).toBe('line highlighted');
    // Copying gives the code without the notation.
    await ts.hover();
    await ts.locator('.quire-code__copy').click();
    await until(() => page.evaluate(() => navigator.clipboard.readText()), 'interface User {\n  name: string;\n}\nconst user: User = { name: "<b>Ada</b>" };');
    await page.screenshot({ path: `${shots}/h2-runtime-${mode}.png`, fullPage: true });
    // The highlighter's chunk came with this page, not with the home page.
    const highlighterChunks = scripts.filter((script) => !home.scripts.includes(script));
    expect(highlighterChunks.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    expect(home.problems).toEqual([]);
  });
});
