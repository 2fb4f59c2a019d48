import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, nextFrame, waitForHydration } from '../test-utils/browser';
import { builtHostileSite, isKnownScript, isAuthorStyle, PAYLOAD_MARKER, writeHostileSite, type PayloadSites } from '../test-utils/hostileSite';
import { liveHtmlProblems, liveMarkdownProblems } from '../test-utils/liveMarkup';
import { startDev, startPreview, type RunningServer } from '../test-utils/servedSites';

/**
 * Issue 17, item 3: strings an author controls are inert everywhere Quire writes them. The hostile
 * fixture (test-utils/hostileSite.ts: bilingual, with sitemap, rss, llms, client-redirects and the
 * local search) carries a payload in every such string, each calling `__pwn(<its place>)` if it
 * ever ran. Built once; every file of dist/ is read, every page is opened in Chromium (on load,
 * after hydration, after client-side navigation, with the search dialog open on a hostile query),
 * and two hostile pages are opened from `quire dev`. A reader's own payloads (URL, query) are id 0.
 */

jest.setTimeout(300_000);

let sites: PayloadSites;
let dist: string;
let browser: Browser;
let preview: RunningServer;

beforeAll(async () => {
  const built = await builtHostileSite();
  sites = built.sites;
  dist = path.join(built.site, 'dist');
  [preview, browser] = await Promise.all([startPreview(built.site), launchBrowser()]);
  console.log(`escaping: ${sites.size} payload places in the hostile fixture`);
});

afterAll(async () => {
  await browser?.close();
  await preview?.stop();
});

/** Every file of the output folder, relative, with forward slashes. */
function outputFiles(): string[] {
  return (fs.readdirSync(dist, { recursive: true }) as string[])
    .filter((file) => fs.statSync(path.join(dist, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** What a payload that ran names: its place in the fixture. */
const described = (ids: number[]) => ids.map((id) => `${id}: ${sites.get(id)?.where ?? 'a reader\'s hostile URL or query'}`);

const markup = { marker: PAYLOAD_MARKER, isKnownScript, isAuthorStyle };

/** An XML file read by Chromium's parser: its parse error, and the HTML its feed elements carry. */
async function readXml({ page, xml }: { page: Page; xml: string }): Promise<{ error?: string; html: string[] }> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? undefined;
    const html: string[] = [];
    for (const element of Array.from(doc.getElementsByTagName('*'))) {
      const name = element.localName;
      // RSS descriptions and content:encoded are HTML; Atom says so with type="html".
      const isHtml = name === 'description' || name === 'encoded' || ((name === 'content' || name === 'summary') && element.getAttribute('type') === 'html');
      if (isHtml) html.push(element.textContent ?? '');
    }
    return { error, html };
  }, xml);
}

describe('every file of dist/', () => {
  test('parses as what it is and holds no live payload', async () => {
    const files = outputFiles();
    const page = await (await newContext({ browser })).newPage();
    const problems: string[] = [];
    const counts: Record<string, number> = {};
    // The text payloads found in the output (each ends in `end<id>`), anywhere and in the HTML.
    const found = new Set<number>();
    const inHtml = new Set<number>();
    for (const file of files) {
      const extension = path.extname(file);
      counts[extension] = (counts[extension] ?? 0) + 1;
      const text = fs.readFileSync(path.join(dist, file), 'utf8');
      for (const [, id] of text.matchAll(/end(\d+)/g)) {
        found.add(Number(id));
        if (extension === '.html') inHtml.add(Number(id));
      }
      if (extension === '.html') {
        problems.push(...(await liveHtmlProblems({ html: text, file, ...markup })));
      } else if (extension === '.xml' || extension === '.svg') {
        const { error, html } = await readXml({ page, xml: text });
        if (error) problems.push(`${file}: not well-formed XML: ${error}`);
        for (const part of html) problems.push(...(await liveHtmlProblems({ html: part, fragment: true, file, ...markup })));
      } else if (extension === '.json') {
        let data: unknown;
        try {
          data = JSON.parse(text);
        } catch (error) {
          problems.push(`${file}: its JSON does not parse: ${(error as Error).message}`);
        }
        // A JSON Feed's content_html is HTML.
        const items = (data as { items?: { content_html?: string }[] } | undefined)?.items ?? [];
        for (const item of items) if (item.content_html) problems.push(...(await liveHtmlProblems({ html: item.content_html, fragment: true, file, ...markup })));
      } else if (extension === '.md' || extension === '.txt') {
        problems.push(...(await liveMarkdownProblems({ markdown: text, file, marker: PAYLOAD_MARKER })));
      } else if (extension === '.js') {
        try {
          new vm.Script(text, { filename: file });
        } catch (error) {
          problems.push(`${file}: its JavaScript does not parse: ${(error as Error).message}`);
        }
      } else if (extension !== '.css' && extension !== '.map') {
        problems.push(`${file}: a file this test does not know how to read`);
      }
    }
    await page.context().close();
    const texts = [...sites].filter(([, site]) => site.kind === 'text');
    const dropped = [...sites].filter(([, site]) => site.kind === 'dropped text');
    console.log(
      `escaping: read ${files.length} files (${Object.entries(counts).map(([ext, n]) => `${n} ${ext}`).join(', ')}); ` +
        `${texts.length} text payloads, ${inHtml.size} of them in the HTML, ${sites.size - texts.length - dropped.length} URL payloads, ${dropped.length} left out with theirs`,
    );
    expect(problems).toEqual([]);
    // Every text payload reached the output: none of the fixture's places is ignored by Quire.
    expect(texts.filter(([id]) => !found.has(id)).map(([id, site]) => `${id}: ${site.where}`)).toEqual([]);
    // Text that goes with an unsafe URL (a hero action) is left out with it.
    expect(dropped.filter(([id]) => inHtml.has(id)).map(([id, site]) => `${id}: ${site.where}`)).toEqual([]);
    // The plugins' outputs are all there, in both languages.
    for (const file of ['sitemap.xml', 'rss.xml', 'zh/rss.xml', 'atom.xml', 'feed.json', 'llms.txt', 'llms-full.txt', 'zh/llms.txt', 'zh/llms-full.txt', 'old/start.html', 'zh/old/start.html', 'guide/start.md']) {
      expect(files).toContain(file);
    }
    expect(files.some((file) => file.startsWith('assets/search/'))).toBe(true);
  });
});

/** A page whose `__pwn` reports to `ran` (across navigations), with dialogs and page errors recorded. */
async function watchedPage(): Promise<{ page: Page; ran: number[]; dialogs: string[]; errors: string[] }> {
  const context = await newContext({ browser });
  const ran: number[] = [];
  const dialogs: string[] = [];
  const errors: string[] = [];
  await context.exposeFunction('__pwn', (id: number) => void ran.push(id));
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return { page, ran, dialogs, errors };
}

/** The URL path of a built HTML file, as the preview server answers it. */
function routeOf(file: string): string {
  if (file === '404.html') return '/no-such-page';
  if (file.endsWith('index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.slice(0, -'.html'.length)}`;
}

/** The <title> of a built HTML file, as the browser reads it. */
async function titleOf(file: string): Promise<string> {
  const { parse } = await import('parse5');
  let title = '';
  const visit = (node: { nodeName: string; childNodes?: { nodeName: string; value?: string }[] }) => {
    if (node.nodeName === 'title') title = (node.childNodes ?? []).map((child) => child.value ?? '').join('');
    for (const child of node.childNodes ?? []) visit(child as never);
  };
  visit(parse(fs.readFileSync(path.join(dist, file), 'utf8')) as never);
  return title.replace(/\s+/g, ' ').trim();
}

const isRedirectPage = (file: string) => /(^|\/)old\//.test(file);

describe('in Chromium, from quire preview', () => {
  // What the browser opened: whole page loads, and pages reached by client-side navigation.
  let loads = 0;
  let navigations = 0;
  afterAll(() => console.log(`escaping: ${loads} page loads and ${navigations} client-side navigations in Chromium (and 2 pages from quire dev)`));

  test('no injected script runs on any page: on load, after hydration, and the authors\' head scripts run whole', async () => {
    const { page, ran, dialogs, errors } = await watchedPage();
    const pages = outputFiles().filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(15);
    const withoutAuthorScript: string[] = [];
    for (const file of pages) {
      const response = await page.goto(preview.origin + routeOf(file), { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(file === '404.html' ? 404 : 200);
      loads += 1;
      if (isRedirectPage(file)) {
        // The redirect page moves on to its target, a page of the site, which hydrates.
        await page.waitForURL((url) => url.pathname !== routeOf(file));
        await page.waitForLoadState('networkidle');
      }
      await waitForHydration(page);
      const authors = await page.evaluate(() => (window as unknown as { __authorScripts?: string[] }).__authorScripts ?? []);
      if (!authors.includes('quire.config.ts')) withoutAuthorScript.push(file);
    }
    // The reader's URL is not the author's, but it reaches the page too: a 404 path, a query and a hash.
    const hostileUrl = encodeURIComponent(`"'><img src=x onerror=__pwn(0)></script><!--`);
    for (const url of [`/zh/nope/${hostileUrl}`, `/guide/start?page=${hostileUrl}&globalUIComponents=${hostileUrl}#${hostileUrl}`]) {
      await page.goto(preview.origin + url, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      loads += 1;
    }
    expect(described(ran)).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    // The config's head script (a payload in its comment) ran whole on every page.
    expect(withoutAuthorScript).toEqual([]);
    await page.context().close();
  });

  test('none runs after client-side navigation, by the router and by clicks on the sidebar, in both languages', async () => {
    const { page, ran, dialogs, errors } = await watchedPage();
    const pages = outputFiles().filter((file) => file.endsWith('.html') && file !== '404.html' && !isRedirectPage(file));
    for (const lang of ['en', 'zh']) {
      const own = pages.filter((file) => file.startsWith('zh/') === (lang === 'zh'));
      await page.goto(preview.origin + (lang === 'zh' ? '/zh/' : '/'), { waitUntil: 'networkidle' });
      await waitForHydration(page);
      loads += 1;
      for (const file of own) {
        const title = await titleOf(file);
        await page.evaluate((route) => {
          history.pushState(null, '', route);
          dispatchEvent(new PopStateEvent('popstate'));
        }, routeOf(file));
        await page.waitForFunction((expected) => document.title.replace(/\s+/g, ' ').trim() === expected, title);
        await nextFrame(page);
        navigations += 1;
      }
      // Every sidebar link of a guide page, clicked in turn.
      await page.goto(`${preview.origin}${lang === 'zh' ? '/zh' : ''}/guide/start`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      loads += 1;
      const links = await page.locator('.quire-sidebar a[href]').count();
      expect(links).toBeGreaterThanOrEqual(3);
      for (let index = 0; index < links; index += 1) {
        const link = page.locator('.quire-sidebar a[href]').nth(index);
        const href = (await link.getAttribute('href'))!;
        await link.click();
        await page.waitForURL((url) => url.pathname === href);
        await nextFrame(page);
        navigations += 1;
      }
    }
    expect(described(ran)).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the search dialog shows results for a hostile query inertly, opening one runs nothing, nor does the overview filter, in both languages', async () => {
    const { page, ran, dialogs, errors } = await watchedPage();
    // Words of every payload, in a payload of its own: each page's headings and text match.
    const query = `"'><img src=x onerror=__pwn()></script><!--`;
    for (const lang of ['en', 'zh']) {
      await page.goto(preview.origin + (lang === 'zh' ? '/zh/' : '/'), { waitUntil: 'networkidle' });
      await waitForHydration(page);
      loads += 1;
      await page.keyboard.press('Control+k');
      const input = page.locator('[role="dialog"][aria-modal="true"]').getByRole('combobox');
      await input.fill(query);
      await page.locator('.quire-search__hit').first().waitFor();
      const hits = await page.locator('.quire-search__hit').count();
      expect(hits).toBeGreaterThan(1);
      // The titles and snippets show the payloads as text.
      const shown = await page.locator('[role="listbox"]').textContent();
      expect(shown).toContain('<img src=x onerror=__pwn(');
      await nextFrame(page);
      await page.keyboard.press('Enter');
      await page.locator('[role="dialog"][aria-modal="true"]').waitFor({ state: 'detached' });
      await nextFrame(page);
      navigations += 1;
      // The overview page's filter, given a payload, says it found nothing: the query shows as text.
      await page.goto(`${preview.origin}${lang === 'zh' ? '/zh' : ''}/api/`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.locator('.quire-overview__filter-input').fill(`${query} nothing`);
      await expect(page.locator('.quire-overview__empty').textContent()).resolves.toContain(`${query} nothing`);
      loads += 1;
    }
    expect(described(ran)).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

test('quire dev serves hostile pages inertly', async () => {
  // The config and the two pages opened: dev compiles what is asked for, but starts with every page.
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-hostile-dev-'));
  writeHostileSite({ dir: site, only: (file) => file === 'quire.config.ts' || file.startsWith('public/') || /^docs\/(en|zh)\/(index\.md|guide\/start\.md)$/.test(file) });
  const dev = await startDev(site);
  try {
    const { page, ran, dialogs, errors } = await watchedPage();
    for (const route of ['/', '/zh/guide/start']) {
      await page.goto(dev.origin + route, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      // The dev server compiles a page when it is first asked for: give it time on a busy machine.
      const heading = page.locator('h1, h2', { hasText: '<img src=x onerror=__pwn(' });
      await heading.first().waitFor({ timeout: 120_000 }).catch((error: Error) => {
        throw new Error(`${route} showed no hostile heading (${error.message}):\n${dev.output()}`);
      });
    }
    expect(described(ran)).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  } finally {
    await dev.stop();
    fs.rmSync(site, { recursive: true, force: true });
  }
});
