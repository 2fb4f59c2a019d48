import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../../test-utils/browser';
import { copyFixture, writeFiles } from '../../../test-utils/fixtures';
import { freePort } from '../../../test-utils/ports';
import { startQuire } from '../../../test-utils/runQuire';

jest.setTimeout(180_000);

const fixture = path.join(__dirname, '..', '..', '__tests__', '__fixtures__', 'basic-site');

describe('quire dev in Chromium', () => {
  let site: string;
  let server: Awaited<ReturnType<typeof startQuire>>;
  let browser: Browser;
  let page: Page;
  let url: string;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    site = copyFixture(fixture);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = await startQuire(['dev', site, '--port', String(port), '--host', '127.0.0.1'], { ready: /compiled in \d+ms/, timeout: 120_000 });
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await page.goto(`${url}/guide/start`, { waitUntil: 'networkidle' });
    await page.waitForSelector('h1#getting-started');
    // Survives hot updates, disappears on a full reload.
    await page.evaluate(() => ((window as unknown as { __mark: string }).__mark = 'kept'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const mark = () => page.evaluate(() => (window as unknown as { __mark?: string }).__mark);

  test('renders the page client-side with its title', async () => {
    // The theme adds a `#` anchor after the heading's text.
    expect(await page.evaluate(() => document.querySelector('h1')?.firstChild?.textContent)).toBe('Getting started');
    expect(await page.title()).toBe('Getting started - Fixture Docs');
  });

  test('an edited page shows its new text within seconds, without a reload', async () => {
    const file = path.join(site, 'docs/en/guide/start.mdx');
    const started = Date.now();
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Some **bold** text', 'Freshly edited text'));
    await page.waitForSelector('text=Freshly edited text', { timeout: 15_000 });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await mark()).toBe('kept');
  });

  test('a new page is routable without a restart', async () => {
    writeFiles(site, { 'docs/en/guide/added.md': '# Added later\n\nHello from a new file.\n' });
    await page.waitForTimeout(1500);
    await page.evaluate(() => {
      history.pushState({}, '', '/guide/added');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForSelector('h1:has-text("Added later")', { timeout: 15_000 });
    expect(await mark()).toBe('kept');
  });

  test('an MDX syntax error shows in the terminal and the browser with file:line:column, then recovers', async () => {
    await page.evaluate(() => {
      history.pushState({}, '', '/guide/start');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForSelector('h1#getting-started');
    const file = path.join(site, 'docs/en/guide/start.mdx');
    const good = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, `${good}\n<Broken>\n\nnever closed\n`);
    const overlay = page.frameLocator('#webpack-dev-server-client-overlay');
    await overlay.locator('text=MDX compile error').first().waitFor({ timeout: 15_000 });
    const overlayText = await overlay.locator('body').innerText();
    const line = good.split('\n').length + 1;
    expect(overlayText).toContain(`docs/en/guide/start.mdx:${line}:1: MDX compile error: Expected a closing tag for \`<Broken>\``);
    await new Promise((r) => setTimeout(r, 600));
    expect(server.output()).toContain(`docs/en/guide/start.mdx:${line}:1: MDX compile error`);

    fs.writeFileSync(file, good.replace('# Getting started', '# Getting started again'));
    await page.waitForSelector('h1:has-text("Getting started again")', { timeout: 15_000 });
    await page.waitForSelector('#webpack-dev-server-client-overlay', { state: 'detached', timeout: 15_000 });
    expect(await mark()).toBe('kept');
  });

  test('a config change reloads the site', async () => {
    const config = path.join(site, 'quire.config.ts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("title: 'Fixture Docs'", "title: 'Renamed Docs'"));
    await page.waitForFunction(() => document.title.endsWith('- Renamed Docs'), null, { timeout: 30_000 });
  });

  test("a change to the tsconfig's paths restarts the server with the new aliases", async () => {
    writeFiles(site, {
      'tsconfig.json': JSON.stringify({ compilerOptions: { jsx: 'react-jsx', paths: { '@parts/*': ['./parts/*'] } } }),
      'parts/Note.tsx': 'export default function Note() { return <p>From an aliased part</p>; }\n',
    });
    // Restarted once the new server has compiled (the new page must come after its watchers start).
    const restartedOutput = () => server.output().split('config changed: restarting the dev server')[1] ?? '';
    for (const started = Date.now(); !/compiled in \d+ms/.test(restartedOutput()) && Date.now() - started < 60_000; ) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(restartedOutput()).toMatch(/compiled in \d+ms/);
    writeFiles(site, { 'docs/en/guide/aliased.mdx': "import Note from '@parts/Note';\n\n# Aliased\n\n<Note />\n" });
    // The restarted server compiles the new page on its first request.
    let found = 0;
    for (const started = Date.now(); found === 0 && Date.now() - started < 60_000; ) {
      await page.goto(`${url}/guide/aliased`, { waitUntil: 'networkidle' }).catch(() => undefined);
      found = await page.locator('text=From an aliased part').count();
    }
    expect(found).toBe(1);
  });

  test('no uncaught errors in the page', () => {
    expect(consoleErrors).toEqual([]);
  });
});
