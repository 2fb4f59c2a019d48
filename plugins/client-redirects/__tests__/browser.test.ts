import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openHydrated, until, watchProblems } from '../../../test-utils/browser';
import { makeSite } from '../../../test-utils/fixtures';
import { freePort } from '../../../test-utils/ports';
import { runQuire, startQuire } from '../../../test-utils/runQuire';
import { builtFixture, startPreview } from '../../../test-utils/servedSites';

/**
 * The plugin on a real build (`__fixtures__/site`: base `/docs/`, a siteUrl, three entries),
 * served by `quire preview` and driven in Chromium: a redirected path lands on its target by a
 * direct load and by a click in the app (no reload); a bad table fails the build naming the entry.
 */

jest.setTimeout(300_000);

const fixtureDir = path.join(__dirname, '__fixtures__', 'site');

let browser: Browser;
let site: string;
let origin: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  site = await builtFixture({ variant: 'client-redirects-site', fixtureDir });
  ({ origin, stop } = await startPreview(site));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stop?.();
});

async function newPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await (await newContext({ browser })).newPage();
  return { page, problems: watchProblems({ page }) };
}

const heading = (page: Page) => page.locator('.quire-doc h1').first().evaluate((h1) => h1.firstChild?.textContent ?? '');

describe('static redirect pages', () => {
  test('a page at every from, served at its path with or without a slash or .html', async () => {
    expect(fs.readdirSync(path.join(site, 'dist')).sort()).toEqual(expect.arrayContaining(['old.html', 'moved.html', 'away.html', 'Older-Guide']));
    for (const url of ['/docs/old', '/docs/old/', '/docs/old.html', '/docs/older-guide']) {
      const response = await fetch(origin + url, { redirect: 'manual' });
      expect([url, response.status]).toEqual([url, 200]);
      const html = await response.text();
      expect(html).toContain('<link rel="canonical" href="https://redirects.example/docs/guide">');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/guide">');
      expect(html).toContain('<a href="/docs/guide">/docs/guide</a>');
    }
  });

  test('a direct load lands on the target, with the query and hash of the request unless the target has its own', async () => {
    const { page, problems } = await newPage();
    for (const [url, landing] of [
      ['/docs/old', '/docs/guide'],
      ['/docs/Older-Guide/', '/docs/guide'],
      ['/docs/old?ref=mail#first-part', '/docs/guide?ref=mail#first-part'],
      ['/docs/moved?ref=mail', '/docs/guide?tab=1#second-part'],
    ] as const) {
      await page.goto(origin + url);
      await page.waitForURL(origin + landing);
      expect(await heading(page)).toBe('Guide');
    }
    expect(problems).toEqual([]);
  });

  test('without JavaScript the meta refresh moves on', async () => {
    const context = await newContext({ browser, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/docs/old`);
    await page.waitForURL(`${origin}/docs/guide`);
    await context.close();
  });
});

describe('client navigation', () => {
  test('a link to a from lands on its target without a reload, and the old path never enters the history', async () => {
    const { page, problems } = await newPage();
    await openHydrated({ page, url: `${origin}/docs/` });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });

    await page.getByRole('link', { name: 'The old guide' }).click();
    await page.waitForURL(`${origin}/docs/guide`);
    await until(() => heading(page), 'Guide');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.goBack();
    await page.waitForURL(`${origin}/docs/`);
    await page.getByRole('link', { name: 'The moved part' }).click();
    await page.waitForURL(`${origin}/docs/guide?tab=1#second-part`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.goBack();
    await page.waitForURL(`${origin}/docs/`);
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('back and forward to an old path land on its target too', async () => {
    const { page, problems } = await newPage();
    await openHydrated({ page, url: `${origin}/docs/` });
    // An old path in the history (another app, an older deploy): the router meets it on popstate.
    await page.evaluate(() => {
      history.pushState({}, '', '/docs/Old?from=history');
      history.pushState({}, '', '/docs/');
      history.back();
    });
    await page.waitForURL(`${origin}/docs/guide?from=history`);
    await until(() => heading(page), 'Guide');
    expect(problems).toEqual([]);
  });

  test('a link to a from whose target is another site loads that site', async () => {
    const { page } = await newPage();
    await page.route('https://example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Example</title><h1>Elsewhere</h1>' }));
    await openHydrated({ page, url: `${origin}/docs/` });
    await page.getByRole('link', { name: 'Elsewhere' }).click();
    await page.waitForURL('https://example.com/?a=1&b=%3C2%3E');
    expect(await page.locator('h1').textContent()).toBe('Elsewhere');
  });

  test("the table is its own chunk: the first page's scripts do not hold it", async () => {
    const html = fs.readFileSync(path.join(site, 'dist', 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]+src="\/docs\/([^"]+)"/g)].map((match) => fs.readFileSync(path.join(site, 'dist', match[1]!), 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((code) => code.includes('/guide?tab=1#second-part'))).toBe(false);
    const chunks = fs.readdirSync(path.join(site, 'dist', 'assets', 'js')).map((file) => fs.readFileSync(path.join(site, 'dist', 'assets', 'js', file), 'utf8'));
    expect(chunks.filter((code) => code.includes('/guide?tab=1#second-part'))).toHaveLength(1);
  });
});

describe('dev server', () => {
  /** Starts `quire dev` on a new site with the given redirects; returns its origin and how to stop it. */
  async function devSite(redirects: unknown): Promise<{ origin: string; stop: () => Promise<void> }> {
    const dir = makeSite({
      'quire.config.ts': `import { defineConfig } from 'quire';
export default defineConfig({ plugins: [['quire/plugins/client-redirects', { redirects: ${JSON.stringify(redirects)} }]] });
`,
      'docs/index.md': '# Home\n',
      'docs/guide.md': '# Guide\n',
    });
    const port = await freePort();
    const server = await startQuire(['dev', dir, '--port', String(port), '--host', '127.0.0.1'], { ready: /running at/, timeout: 120_000 });
    return { origin: `http://127.0.0.1:${port}`, stop: server.stop };
  }

  test('answers a from with the redirect page; a bad table answers 500 naming the entry', async () => {
    const good = await devSite([{ from: '/old', to: '/guide' }]);
    try {
      const response = await fetch(`${good.origin}/old/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<meta http-equiv="refresh" content="0; url=/guide">');
    } finally {
      await good.stop();
    }
    const bad = await devSite([{ from: '/old', to: '/nope' }]);
    try {
      const response = await fetch(`${bad.origin}/old`);
      expect(response.status).toBe(500);
      expect(await response.text()).toContain('redirects[0] (from "/old"): its target "/nope" is no page of the site');
    } finally {
      await bad.stop();
    }
  });
});

describe('a bad table', () => {
  test('fails the build naming each entry, exits non-zero and leaves the previous output alone', async () => {
    const bad = makeSite({
      'quire.config.ts': `import { defineConfig } from 'quire';
export default defineConfig({
  title: 'Bad redirects',
  plugins: [['quire/plugins/client-redirects', { redirects: [{ from: '/guide', to: '/' }, { from: '/old', to: '/nope' }] }]],
});
`,
      'docs/index.md': '# Home\n',
      'docs/guide.md': '# Guide\n',
      'dist/keep.txt': 'the previous build\n',
    });
    const result = await runQuire(['build', bad], { timeout: 240_000 });
    const output = result.stdout + result.stderr;
    expect(result.code).not.toBe(0);
    expect(output).toContain('Plugin "client-redirects": 2 redirects are wrong (option "redirects"):');
    expect(output).toContain('redirects[0] (from "/guide"): "/guide" is a page of the site, which the redirect would hide');
    expect(output).toContain('redirects[1] (from "/old"): its target "/nope" is no page of the site');
    expect(fs.readdirSync(path.join(bad, 'dist'))).toEqual(['keep.txt']);
    expect(fs.readdirSync(bad).filter((name) => name.startsWith('dist.'))).toEqual([]);
  });

  test('a chain fails at once, before anything is compiled', async () => {
    const bad = makeSite({
      'quire.config.ts': `import { defineConfig } from 'quire';
export default defineConfig({
  plugins: [['quire/plugins/client-redirects', { redirects: [{ from: '/a', to: '/b' }, { from: '/b', to: '/' }] }]],
});
`,
      'docs/index.md': '# Home\n',
    });
    const result = await runQuire(['build', bad], { timeout: 120_000 });
    const output = result.stdout + result.stderr;
    expect(result.code).not.toBe(0);
    expect(output).toContain('redirects[0] (from "/a"): its target "/b" is itself redirected by redirects[1] (from "/b"); a redirect takes one hop: set "to" to "/".');
    expect(output).not.toContain('compiling the site');
  });
});
