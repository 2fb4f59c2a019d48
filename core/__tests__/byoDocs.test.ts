import fs from 'node:fs';
import path from 'node:path';
import { copyFixture } from '../../test-utils/fixtures';
import { runQuire } from '../../test-utils/runQuire';

/**
 * Issue 15's "bring your own docs": a bilingual docs folder written the way Rspress and VitePress
 * authors write one (escaped ids and container attributes in .mdx, `:::` in fences in containers,
 * Shiki notation comments, extensionless and tsconfig-aliased imports, `?raw`, an SCSS module, an
 * i18n.json for the labels, `/en/` links, checkDeadLinks options, a custom theme using the layout's
 * slots, a CodeBlock fed by data) builds with nothing but its quire.config.ts, without a warning,
 * and each convention shows in the HTML.
 */

const fixture = path.join(__dirname, '__fixtures__', 'byo-docs');
jest.setTimeout(300_000);

let site: string;
let dist: string;
let output: string;
let code: number | null;

beforeAll(async () => {
  site = copyFixture(fixture);
  dist = path.join(site, 'dist');
  const result = await runQuire(['build', site, '--strict'], { timeout: 240_000 });
  output = result.stdout + result.stderr;
  code = result.code;
});

afterAll(() => {
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

/** The HTML of the first element that starts at `start` (an opening tag's text) up to its closing `</tag>`, nesting counted. */
function elementAt(html: string, start: string): string {
  const from = html.indexOf(start);
  if (from < 0) throw new Error(`no ${start} in the page`);
  const tag = /^<(\w+)/.exec(start)![1]!;
  const pattern = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  pattern.lastIndex = from + 1;
  let depth = 1;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(from, match.index + match[0].length);
  }
  throw new Error(`${start} is not closed`);
}

/** Every file of `dir` with the extension, recursively. */
const filesOf = (dir: string, ext: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => path.join(entry.parentPath, entry.name));

const PAGES = ['index', 'api/index', 'guide/start', 'guide/containers', 'guide/code', 'guide/imports', 'guide/styles', 'guide/links', 'guide/runtime-code', 'guide/custom'];

test('the site builds with nothing but its config, without a warning', () => {
  expect({ code, output }).toEqual({ code: 0, output: expect.not.stringMatching(/warning|warn:/i) });
  expect(output).toMatch(/built 21 pages into/);
  for (const page of PAGES) {
    for (const lang of ['', 'zh/']) expect(fs.existsSync(path.join(dist, `${lang}${page}.html`))).toBe(true);
  }
});

test('the config loads with NODE_ENV=production; the home page honours titleSuffix', () => {
  expect(read('guide/start.html')).toContain('<meta name="description" content="Built for production."/>');
  expect(read('index.html')).toContain('<title>BYO Docs - Bring your own docs</title>');
  expect(read('zh/index.html')).toContain('<title>BYO 文档 - 带上你自己的文档</title>');
});

test('escaped custom ids in .mdx headings become the ids, without their braces', () => {
  for (const [file, h2] of [
    ['guide/start.html', 'Install the package'],
    ['zh/guide/start.html', '安装'],
  ] as const) {
    const html = read(file);
    expect(html).toMatch(/<h1 id="start-here"[^>]*>(Start|开始)</);
    expect(html).toMatch(new RegExp(`<h2 id="install-step"[^>]*>${h2}<`));
    expect(html).not.toContain('{#');
    expect(html).not.toContain('\\{');
  }
  // A link to an escaped id on another page, and to one on the same page.
  expect(read('guide/start.html')).toContain('href="/guide/containers#custom-title"');
  expect(read('guide/start.html')).toContain('href="#install-step"');
  expect(read('api/index.html')).toMatch(/<h1 id="api-reference"/);
});

test('an escaped container attribute gives the title; `:::` in a fence in a container is code', () => {
  for (const [file, custom, plain, code1, after] of [
    ['guide/containers.html', 'Custom', 'Plain title', 'Inside a fence: this line is code.', 'Still inside the details.'],
    ['zh/guide/containers.html', '自定义', '普通标题', '在代码块里：这一行是代码。', '仍在 details 里。'],
  ] as const) {
    const html = read(file);
    // The title paragraph holds the icon, then the title.
    expect(html).toMatch(new RegExp(`<div class="quire-callout quire-callout--tip"><p class="quire-callout__title">(?:(?!</p>)[^])*<span>${custom}</span></p>`));
    expect(html).toMatch(new RegExp(`<div class="quire-callout quire-callout--warning"><p class="quire-callout__title">(?:(?!</p>)[^])*<span>${plain}</span></p>`));
    expect(html).not.toMatch(/title\s*=\s*&quot;|title is not defined/);
    // The details container ends at its own `:::`, after the fence and the paragraph.
    const details = elementAt(html, '<details class="quire-callout quire-callout--details"');
    expect(details).toContain(':::tip');
    expect(details).toContain(code1);
    expect(details).toContain(after);
    // The four-colon note holds a fence with `:::` lines and a nested container.
    const note = elementAt(html, '<div class="quire-callout quire-callout--note"');
    expect(note).toContain(':::danger');
    expect(note).toContain('<div class="quire-callout quire-callout--info">');
  }
});

test('Shiki notation comments style their lines and words and leave the code', () => {
  for (const file of ['guide/code.html', 'zh/guide/code.html']) {
    const html = read(file);
    expect(html).not.toContain('[!code');
    for (const className of ['has-diff', 'diff add', 'diff remove', 'has-focused', 'focused', 'highlighted', 'highlighted error', 'highlighted warning', 'highlighted-word']) {
      expect({ className, found: html.includes(className) }).toEqual({ className, found: true });
    }
    // In TypeScript's comments (//), Python's (#), CSS's (/* */) and HTML's (<!-- -->): the first four of the five blocks have marked lines.
    const blocks = [...html.matchAll(/<pre[^>]*class="[^"]*shiki[^"]*"[^>]*>[^]*?<\/pre>/g)].map((m) => m[0]);
    expect(blocks).toHaveLength(5);
    expect(blocks.map((block) => /class="line[^"]*(diff|highlighted|focused)/.test(block))).toEqual([true, true, true, true, false]);
    expect(blocks[4]).toContain('highlighted-word');
  }
});

test('extensionless fragments, tsconfig path aliases and ?raw imports', () => {
  const en = read('guide/imports.html');
  expect(en).toContain('<p class="byo-fragment">This paragraph comes from a fragment imported without its extension.</p>');
  expect(en).toMatch(/<div class="byo-card [\w-]+"><p class="byo-card__title [\w-]+">From @components<\/p>/);
  expect(en).toContain('<pre class="byo-raw">export const rawSample = { answer: 42 };\n</pre>');
  const zh = read('zh/guide/imports.html');
  expect(zh).toContain('<p class="byo-fragment">这一段来自不带扩展名导入的片段。</p>');
  expect(zh).toContain('<pre class="byo-raw">export const rawSample = { answer: 42 };\n</pre>');
});

test('an SCSS module styles its component with hashed class names', () => {
  const html = read('guide/styles.html');
  const [, card, title] = /<div class="byo-card ([\w-]+)"><p class="byo-card__title ([\w-]+)">SCSS module<\/p>/.exec(html) ?? [];
  expect(card).toBeDefined();
  expect(card).not.toBe('card');
  const css = filesOf(dist, '.css')
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  expect(css).toMatch(new RegExp(`\\.${card}\\s*\\{[^}]*border:\\s*2px solid (#0c63b4|rgb\\(12,\\s*99,\\s*180\\))`, 'i'));
  expect(css).toMatch(new RegExp(`\\.${card}\\s+\\.${title}\\s*\\{[^}]*font-weight:\\s*700`));
});

test('i18n.json gives the nav, sidebar and component labels in each language', () => {
  const en = read('guide/start.html');
  const zh = read('zh/guide/start.html');
  for (const key of ['navGuide', 'navApi', 'gettingStarted', 'writing']) {
    expect(en).not.toContain(`>${key}<`);
    expect(zh).not.toContain(`>${key}<`);
  }
  expect(elementAt(en, '<header')).toMatch(/>Guide</);
  expect(elementAt(en, '<header')).toMatch(/>API</);
  expect(elementAt(zh, '<header')).toMatch(/>指南</);
  expect(elementAt(zh, '<header')).toMatch(/>接口</);
  const enSidebar = elementAt(en, '<nav class="quire-sidebar"');
  const zhSidebar = elementAt(zh, '<nav class="quire-sidebar"');
  expect(enSidebar).toContain('Getting Started');
  expect(enSidebar).toContain('Writing');
  expect(zhSidebar).toContain('开始');
  expect(zhSidebar).toContain('写作');
  expect(read('guide/custom.html')).toContain('<span class="byo-i18n">Guide</span>');
  expect(read('zh/guide/custom.html')).toContain('<span class="byo-i18n">指南</span>');
});

test('links that spell /en/ or a file name reach the page; public files and excluded links are not dead', () => {
  const en = read('guide/links.html');
  const hrefs = [...en.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
  expect(hrefs).toEqual(expect.arrayContaining(['/guide/start', '/guide/start#install-step', '/', '/files/sample.txt', '/legacy/old-page', '/archive/2019/notes', '/guide/code#words']));
  expect(hrefs.filter((href) => href!.startsWith('/en/'))).toEqual([]);
  const zh = read('zh/guide/links.html');
  expect(zh).toContain('href="/zh/guide/start"');
  expect(zh).toContain('href="/guide/start"');
  expect(zh).toContain('href="/zh/guide/start#install-step"');
  expect(fs.readFileSync(path.join(dist, 'files/sample.txt'), 'utf8')).toBe('A file from public/.\n');
  expect(read('index.html')).toContain('href="/guide/start"');
});

test('a CodeBlock shows a static string highlighted at build time and a code string built from data', () => {
  for (const file of ['guide/runtime-code.html', 'zh/guide/runtime-code.html']) {
    const html = read(file);
    const blocks = [...html.matchAll(/<div class="quire-code[\s"][^]*?<\/pre>/g)].map((m) => m[0]);
    const textOf = (block: string) => block.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'");
    const fromData = blocks.find((block) => textOf(block).includes("client.delete('/users');"));
    expect(fromData).toBeDefined();
    for (const method of ['get', 'post']) expect(textOf(fromData!)).toContain(`client.${method}('/users');`);
    const fixed = blocks.find((block) => textOf(block).includes("const greeting = 'hello';"));
    expect(fixed).toBeDefined();
    expect(fixed).toMatch(/<span style="[^"]*--shiki/);
  }
});

test('the custom theme wraps the layout with slots, on every page type', () => {
  const slotsOf = (file: string) => [...read(file).matchAll(/class="byo-slot byo-slot--([\w-]+)"/g)].map((m) => m[1]);
  expect(slotsOf('index.html')).toEqual(['top', 'before-nav', 'after-nav-title', 'before-hero', 'after-hero-actions', 'after-features', 'bottom']);
  expect(slotsOf('guide/start.html')).toEqual(['top', 'before-nav', 'after-nav-title', 'before-sidebar', 'before-doc-content', 'after-doc-content', 'before-doc-footer', 'bottom']);
  expect(slotsOf('guide/custom.html')).toEqual(['top', 'before-nav', 'after-nav-title', 'bottom']);
  expect(slotsOf('404.html')).toEqual(['top', 'before-nav', 'after-nav-title', 'bottom']);
  expect(read('guide/start.html')).toContain('<div class="byo-slot byo-slot--before-nav">Docs brought from elsewhere</div>');
  expect(read('zh/guide/start.html')).toContain('<div class="byo-slot byo-slot--before-nav">从别处带来的文档</div>');
});

test('checkDeadLinks at level warn: a dead anchor is a warning that suggests the closest one', async () => {
  const copy = copyFixture(fixture);
  try {
    const config = path.join(copy, 'quire.config.ts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("level: 'error'", "level: 'warn'"));
    fs.appendFileSync(path.join(copy, 'docs/en/guide/links.md'), '- [A misspelt anchor](/en/guide/start#instal-step)\n');
    const result = await runQuire(['build', copy], { timeout: 240_000 });
    const text = result.stdout + result.stderr;
    expect({ code: result.code, text }).toEqual({ code: 0, text: expect.stringContaining('did you mean #install-step?') });
    expect(text).toMatch(/warning[^]*docs\/en\/guide\/links\.md:11:3/);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
