import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../test-utils/browser';
import { copyFixture } from '../test-utils/fixtures';
import { freePort } from '../test-utils/ports';
import { repoRoot, runQuire, startQuire } from '../test-utils/runQuire';

/**
 * The "Write a plugin" tutorial (website/docs/{en,zh}/plugin/system/write-a-plugin.md) is true:
 * every file of the package it shows is the fixture package e2e/__fixtures__/quire-plugin-reading-time
 * byte for byte (in both languages: the code and its comments are the package's, only the prose is
 * translated), and that package, installed into the fixture site from its own folder as a user
 * would, builds with the real `quire` binary into what the tutorial shows: the JSON file, the
 * preload tag on the chosen pages, the label in the browser, and the same JSON served by `quire dev`.
 */

jest.setTimeout(300_000);

const PACKAGE = 'quire-plugin-reading-time';
const fixtures = path.join(repoRoot, 'e2e', '__fixtures__');
const packageDir = path.join(fixtures, PACKAGE);
const siteFixture = path.join(fixtures, 'reading-time-site');
const tutorial = (lang: 'en' | 'zh') => path.join(repoRoot, 'website', 'docs', lang, 'plugin', 'system', 'write-a-plugin.md');

interface CodeBlock {
  lang: string;
  title?: string;
  code: string;
}

/** The fenced code blocks of a Markdown file that start at the margin, with their `title="..."`. */
function codeBlocks(file: string): CodeBlock[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,}|~{3,})(\S*)(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, fence = '```', lang = '', meta = ''] = open;
    const closing = new RegExp(`^${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const end = lines.findIndex((line, j) => j > i && closing.test(line));
    if (end === -1) throw new Error(`${file}: the code block at line ${i + 1} is not closed`);
    blocks.push({ lang, title: /title="([^"]+)"/.exec(meta)?.[1], code: `${lines.slice(i + 1, end).join('\n')}\n` });
    i = end;
  }
  return blocks;
}

const packageFiles = fs.readdirSync(packageDir).sort();
/** What a titled block shows: a file of the package, or of the example site. */
const SITE_FILES: Record<string, string> = { 'quire.config.ts': 'quire.config.mjs' };

describe.each(['en', 'zh'] as const)('the %s tutorial shows the package as it is', (lang) => {
  const blocks = codeBlocks(tutorial(lang));
  const titled = blocks.filter((block) => block.title !== undefined);

  test('every file of the package is shown in full, once', () => {
    expect(titled.map((block) => block.title).filter((title) => packageFiles.includes(title!)).sort()).toEqual(packageFiles);
  });

  test.each(packageFiles)('%s is the fixture file byte for byte', (file) => {
    const shown = titled.find((block) => block.title === file)!;
    expect(shown.code).toBe(fs.readFileSync(path.join(packageDir, file), 'utf8'));
  });

  test('the site config is the example site', () => {
    for (const [title, file] of Object.entries(SITE_FILES)) {
      expect(titled.find((block) => block.title === title)?.code).toBe(fs.readFileSync(path.join(siteFixture, file), 'utf8'));
    }
  });

  test('every excerpt of the plugin (an untitled js block) is made of lines of index.js, in order', () => {
    const source = fs.readFileSync(path.join(packageDir, 'index.js'), 'utf8').split('\n');
    const excerpts = blocks.filter((block) => block.lang === 'js' && block.title === undefined);
    expect(excerpts.length).toBeGreaterThan(0);
    for (const excerpt of excerpts) {
      let at = 0;
      for (const line of excerpt.code.split('\n').filter((text) => text.trim() !== '')) {
        const found = source.indexOf(line, at);
        if (found === -1) throw new Error(`this line of an excerpt is not in index.js (in this order):\n${line}\n\n${excerpt.code}`);
        at = found + 1;
      }
    }
  });

  test('every titled block names a file the test checks', () => {
    const known = [...packageFiles, ...Object.keys(SITE_FILES), 'dist/reading-time.json'];
    expect(titled.map((block) => block.title).filter((title) => !known.includes(title!))).toEqual([]);
  });
});

test('both tutorials show the same code', () => {
  const titledCode = (lang: 'en' | 'zh') => codeBlocks(tutorial(lang)).filter((block) => block.title).map(({ title, code }) => ({ title, code }));
  expect(titledCode('zh')).toEqual(titledCode('en'));
});

/** GET with an Accept header (a browser asks for a page with `Accept: text/html`). */
function get(url: string, accept = '*/*'): Promise<{ status: number; body: string; contentType: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { accept } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, contentType: String(res.headers['content-type']) }));
      })
      .on('error', reject);
  });
}

const PRELOAD = '<link rel="preload" href="/reading-time.json" as="fetch" crossorigin="anonymous">';

describe('the plugin installed into a site', () => {
  let site: string;
  let built: string;
  const dist = (...parts: string[]) => path.join(site, 'dist', ...parts);

  beforeAll(async () => {
    site = copyFixture(siteFixture);
    // As `npm install ../quire-plugin-reading-time` would: the package's files in the site's node_modules.
    fs.cpSync(packageDir, path.join(site, 'node_modules', PACKAGE), { recursive: true });
    const build = await runQuire(['build', site], { timeout: 240_000 });
    if (build.code !== 0) throw new Error(`the site did not build:\n${build.stdout}\n${build.stderr}`);
    expect(build.stdout).toContain('reading-time: 2 pages in reading-time.json');
    built = fs.readFileSync(dist('reading-time.json'), 'utf8');
  });

  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

  test('postBuild writes the JSON the tutorial shows (no home, noindex or opted-out page)', () => {
    for (const lang of ['en', 'zh'] as const) {
      const shown = codeBlocks(tutorial(lang)).find((block) => block.title === 'dist/reading-time.json');
      expect(shown?.code).toBe(built);
    }
    expect(JSON.parse(built)).toEqual({
      pages: [
        { routePath: '/guide/intro', lang: 'en', title: 'Introduction', words: expect.any(Number), minutes: 1 },
        { routePath: '/zh/guide/intro', lang: 'zh', title: '介绍', words: expect.any(Number), minutes: 1 },
      ],
    });
  });

  test('wrong options stop the build with the message the tutorial shows', async () => {
    const wrong = copyFixture(siteFixture);
    try {
      fs.cpSync(packageDir, path.join(wrong, 'node_modules', PACKAGE), { recursive: true });
      const config = path.join(wrong, 'quire.config.mjs');
      fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('readingTime({ wordsPerMinute: 220 })', 'readingTime({ wordsPerMinute: 0, speed: 3 })'));
      // Run in the site's folder, as the tutorial does: the message names the config file from there.
      const result = await runQuire(['build', '.'], { cwd: wrong, timeout: 120_000 });
      expect(result.code).not.toBe(0);
      for (const lang of ['en', 'zh'] as const) {
        const shown = codeBlocks(tutorial(lang)).find((block) => /^\[quire\] error: .*Invalid options/.test(block.code));
        expect(result.stderr).toContain(shown!.code.trim());
      }
    } finally {
      fs.rmSync(wrong, { recursive: true, force: true });
    }
  });

  test('listed by its package name with options, the plugin builds its file with those options', async () => {
    const byName = copyFixture(siteFixture);
    try {
      fs.cpSync(packageDir, path.join(byName, 'node_modules', PACKAGE), { recursive: true });
      const config = path.join(byName, 'quire.config.mjs');
      const source = fs.readFileSync(config, 'utf8');
      // No import: `['quire-plugin-reading-time', { wordsPerMinute: 20 }]`, a speed that changes the minutes.
      const listed = source
        .replace(`import readingTime from '${PACKAGE}';\n`, '')
        .replace('readingTime({ wordsPerMinute: 220 })', `['${PACKAGE}', { wordsPerMinute: 20 }]`);
      expect(listed).not.toContain('readingTime');
      fs.writeFileSync(config, listed);
      const result = await runQuire(['build', byName], { timeout: 240_000 });
      if (result.code !== 0) throw new Error(`the site did not build:\n${result.stdout}\n${result.stderr}`);
      const { pages } = JSON.parse(built) as { pages: { words: number; minutes: number }[] };
      const expected = pages.map((page) => ({ ...page, minutes: Math.ceil(page.words / 20) }));
      expect(expected.every((page) => page.minutes > 1)).toBe(true);
      expect(JSON.parse(fs.readFileSync(path.join(byName, 'dist', 'reading-time.json'), 'utf8'))).toEqual({ pages: expected });
    } finally {
      fs.rmSync(byName, { recursive: true, force: true });
    }
  });

  test('the preload tag is on the timed pages only', () => {
    for (const file of ['guide/intro.html', 'zh/guide/intro.html']) expect(fs.readFileSync(dist(file), 'utf8')).toContain(PRELOAD);
    for (const file of ['index.html', 'zh/index.html', 'guide/setup.html', 'zh/guide/setup.html', 'guide/draft.html', 'zh/guide/draft.html', '404.html']) {
      expect(fs.readFileSync(dist(file), 'utf8')).not.toContain('reading-time.json');
    }
  });

  test('the client module shows the reading time after the first load and after client navigations', async () => {
    const port = await freePort();
    let browser: Browser | undefined;
    const server = await startQuire(['preview', site, '--port', String(port), '--host', '127.0.0.1'], { ready: /serving/ });
    try {
      browser = await launchBrowser();
      const page = await (await newContext({ browser })).newPage();
      const label = page.locator('h1 + p.reading-time');
      await page.goto(`http://127.0.0.1:${port}/guide/intro`, { waitUntil: 'networkidle' });
      await label.waitFor();
      expect(await label.textContent()).toBe('1 min read');
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('link', { name: 'Setup' }).first().click();
      await page.waitForURL(/\/guide\/setup$/);
      await page.locator('h1', { hasText: 'Setup' }).waitFor();
      await page.waitForTimeout(300);
      expect(await page.locator('.reading-time').count()).toBe(0);
      await page.goBack();
      await label.waitFor();
      // Client navigations all along: still the same document.
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await page.goto(`http://127.0.0.1:${port}/zh/guide/intro`, { waitUntil: 'networkidle' });
      await label.waitFor();
      expect(await label.textContent()).toBe('阅读时间约 1 分钟');
    } finally {
      await browser?.close();
      await server.stop();
    }
  });

  test('quire dev serves the same JSON, built on request, and tags the same pages', async () => {
    const port = await freePort();
    const server = await startQuire(['dev', site, '--port', String(port), '--host', '127.0.0.1'], { ready: /dev server running/, timeout: 120_000 });
    try {
      const served = await get(`http://127.0.0.1:${port}/reading-time.json`);
      expect(served.status).toBe(200);
      expect(served.contentType).toContain('application/json');
      expect(served.body).toBe(built);
      expect((await get(`http://127.0.0.1:${port}/guide/intro`, 'text/html')).body).toContain(PRELOAD);
      expect((await get(`http://127.0.0.1:${port}/zh/guide/intro`, 'text/html')).body).toContain(PRELOAD);
      expect((await get(`http://127.0.0.1:${port}/guide/setup`, 'text/html')).body).not.toContain('reading-time.json');
      // Built on request: an edit shows in the next answer.
      const intro = path.join(site, 'docs', 'en', 'guide', 'intro.md');
      fs.appendFileSync(intro, `\n${'More words here. '.repeat(100)}\n`);
      const after = JSON.parse((await get(`http://127.0.0.1:${port}/reading-time.json`)).body) as { pages: { routePath: string; words: number; minutes: number }[] };
      const before = JSON.parse(built) as typeof after;
      const [introAfter, introBefore] = [after.pages[0]!, before.pages[0]!];
      expect(introAfter.routePath).toBe('/guide/intro');
      expect(introAfter.words).toBe(introBefore.words + 300);
      expect(introAfter.minutes).toBe(Math.ceil((introBefore.words + 300) / 220));
    } finally {
      await server.stop();
    }
  });
});
