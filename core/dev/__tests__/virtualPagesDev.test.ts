import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import path from 'node:path';
import { launchBrowser } from '../../../test-utils/browser';
import { makeSite } from '../../../test-utils/fixtures';
import { freePort } from '../../../test-utils/ports';
import { startQuire } from '../../../test-utils/runQuire';

jest.setTimeout(180_000);

/** A plugin whose `addPages()` reads a JSON file it watches: editing the file re-runs it. */
const config = `import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Virtual dev',
  lang: 'en',
  plugins: [
    (context) => {
      const source = path.join(context.siteDir, 'api', 'pages.json');
      return {
        name: 'api-pages',
        addPages() {
          const pages = JSON.parse(fs.readFileSync(source, 'utf8'));
          return pages.map((page) => ({ routePath: page.route, content: '# ' + page.title + '\\n\\nBody of ' + page.title + '.\\n' }));
        },
        getPathsToWatch() {
          return [source];
        },
      };
    },
  ],
});
`;

describe('virtual pages in quire dev', () => {
  let site: string;
  let server: Awaited<ReturnType<typeof startQuire>>;
  let browser: Browser;
  let page: Page;
  let url: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    site = makeSite({
      'quire.config.ts': config,
      'api/pages.json': JSON.stringify([{ route: '/guide/api/foo', title: 'Foo API' }]),
      'docs/index.md': '# Home\n',
      'docs/guide/start.md': '# Start\n',
    });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = await startQuire(['dev', site, '--port', String(port), '--host', '127.0.0.1'], { ready: /compiled in \d+ms/, timeout: 120_000 });
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const navigate = (to: string) =>
    page.evaluate((target) => {
      history.pushState({}, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);

  test('the dev server compiles and serves a virtual page, in its section\'s sidebar', async () => {
    await page.goto(`${url}/guide/api/foo`, { waitUntil: 'networkidle' });
    await page.waitForSelector('h1:has-text("Foo API")', { timeout: 30_000 });
    await page.goto(`${url}/guide/start`, { waitUntil: 'networkidle' });
    await page.waitForSelector('.quire-sidebar__link[href="/guide/api/foo"]', { timeout: 15_000 });
  });

  test('editing the adding plugin\'s watched file re-runs addPages: a changed page updates, a new page is routable', async () => {
    fs.writeFileSync(
      path.join(site, 'api/pages.json'),
      JSON.stringify([
        { route: '/guide/api/foo', title: 'Foo Renamed' },
        { route: '/guide/api/baz', title: 'Baz API' },
      ]),
    );
    // The reload is queued behind the watcher: ask again until the new route is there.
    const deadline = Date.now() + 30_000;
    for (;;) {
      await page.goto(`${url}/guide/api/baz`, { waitUntil: 'networkidle' });
      if (await page.locator('h1:has-text("Baz API")').count()) break;
      if (Date.now() > deadline) throw new Error(`/guide/api/baz never showed its page:\n${server.output()}`);
      await page.waitForTimeout(1000);
    }
    await page.waitForSelector('.quire-sidebar__link[href="/guide/api/baz"]', { timeout: 15_000 });
    await navigate('/guide/api/foo');
    await page.waitForSelector('h1:has-text("Foo Renamed")', { timeout: 15_000 });
    expect(pageErrors).toEqual([]);
  });
});
