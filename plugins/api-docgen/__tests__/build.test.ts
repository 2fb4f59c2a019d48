import fs from 'node:fs';
import path from 'node:path';
import { copyFixture, writeFiles } from '../../../test-utils/fixtures';
import { runQuire } from '../../../test-utils/runQuire';
import { builtApiSite } from './fixtureSite';

/**
 * The plugin on a real build of `__fixtures__/site`: the props tables as pre-rendered, in English
 * and in Chinese, a page without a table that loads none of it, and an unknown name failing the
 * build at the page's line.
 */

jest.setTimeout(300_000);

let dist: string;

beforeAll(async () => {
  dist = path.join(await builtApiSite(), 'dist');
});

const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The table of `moduleName` on a page: its header cells and, per row, its cells as text. */
function tableOf({ html, moduleName }: { html: string; moduleName: string }): { head: string[]; rows: string[][]; html: string } {
  const start = html.indexOf(`<div class="quire-api" data-module-name="${moduleName}">`);
  expect(start).toBeGreaterThanOrEqual(0);
  const table = html.slice(start, html.indexOf('</table>', start));
  const cells = (row: string) => [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => text(cell[1]!));
  const head = cells(table.slice(table.indexOf('<thead>'), table.indexOf('</thead>')));
  const rows = [...table.matchAll(/<tr data-prop="[^"]+">([\s\S]*?)<\/tr>/g)].map((row) => cells(row[1]!));
  return { head, rows, html: table };
}

describe('the props tables in the built pages', () => {
  test("English: name (with the required mark), type, default and description of the fixture's Button", () => {
    const button = tableOf({ html: read('components.html'), moduleName: 'Button' });
    expect(button.head).toEqual(['Prop', 'Type', 'Default', 'Description']);
    expect(button.rows).toEqual([
      ['labelrequired', 'string', '—', 'What the button says.'],
      ['size', '"small" | "medium" | "large"', '"medium"', 'How big it is: small fits in a line of text.'],
      ['disabled', 'boolean', 'false', 'Greys the button out; see the guide and never <script>alert(1)</script>.'],
      ['limit', 'number', '3', 'How many times it may be pressed.'],
      ['onPress', '(event: { count: number; }) => void', '—', 'Called on press.'],
      ['note', 'string', '—', 'Unsafe link: click).'],
    ]);
    // Types and defaults in code font, the required mark, inline code, a safe link, escaped HTML, no unsafe link.
    expect(button.html).toContain('<td class="quire-api__name"><code>label</code><span class="quire-api__required">required</span></td>');
    expect(button.html).toContain('<td class="quire-api__type" data-label="Type"><code>&quot;small&quot; | &quot;medium&quot; | &quot;large&quot;</code></td>');
    expect(button.html).toContain('How big it is: <code>small</code> fits');
    expect(button.html).toContain('see <a href="/guide">the guide</a> and <strong>never</strong> &lt;script&gt;alert(1)&lt;/script&gt;.');
    expect(button.html).not.toContain('javascript:');
    expect(button.html).not.toContain('<script>');
  });

  test("English: the theme's components", () => {
    const html = read('components.html');
    expect(tableOf({ html, moduleName: 'Badge' }).rows).toEqual([
      ['text', 'string', '—', "The badge's text; children are used when it is absent."],
      ['type', '"tip" | "info" | "warning" | "danger"', '"tip"', 'The colour: tip, info, warning or danger.'],
      ['outline', 'boolean', 'false', 'A bordered badge on the page background instead of a tinted one.'],
      ['children', 'ReactNode', '—', "The badge's text when text is not given."],
    ]);
    expect(tableOf({ html, moduleName: 'Tabs' }).rows.map((row) => row.slice(0, 3))).toEqual([
      ['groupId', 'string', '—'],
      ['defaultValue', 'string | number', '—'],
      ['onChange', '(index: number) => void', '—'],
      ['className', 'string', '—'],
      ['children', 'ReactNode', '—'],
    ]);
    expect(tableOf({ html, moduleName: 'Tab' }).rows.map((row) => row[0])).toEqual(['labelrequired', 'value', 'children']);
    expect(tableOf({ html, moduleName: 'PackageManagerTabs' }).rows[0]!.slice(0, 2)).toEqual(['commandrequired', 'string | Partial<Record<"npm" | "yarn" | "pnpm" | "bun" | "deno", string>>']);
    expect(tableOf({ html, moduleName: 'Steps' }).rows).toEqual([['children', 'ReactNode', '—', 'The steps: Markdown whose ### headings each start a step.']]);
  });

  test('Chinese: headings, the required mark and the @zh descriptions; English where a prop has none', () => {
    const html = read('zh/components.html');
    const button = tableOf({ html, moduleName: 'Button' });
    expect(button.head).toEqual(['属性', '类型', '默认值', '说明']);
    expect(button.rows.slice(0, 3)).toEqual([
      ['label必填', 'string', '—', '按钮上的文字。'],
      ['size', '"small" | "medium" | "large"', '"medium"', '尺寸：small 可以放进一行文字里。'],
      ['disabled', 'boolean', 'false', 'Greys the button out; see the guide and never <script>alert(1)</script>.'],
    ]);
    expect(tableOf({ html, moduleName: 'Badge' }).rows.map((row) => row[3])).toEqual([
      '徽标的文字；不给时显示子元素。',
      '颜色：tip、info、warning 或 danger。',
      '带边框、透出页面底色的徽标，而不是着色的徽标。',
      '没有 text 时作为徽标文字的内容。',
    ]);
  });

  test('a page without a table loads neither the API component nor any table data', () => {
    const scripts = (html: string) => [...html.matchAll(/<script[^>]*src="\/([^"]+)"/g)].map((match) => match[1]!);
    const guideScripts = scripts(read('guide.html'));
    expect(guideScripts.length).toBeGreaterThan(0);
    for (const script of guideScripts) {
      const code = read(script);
      expect([script, code.includes('quire-api__required')]).toEqual([script, false]);
      expect([script, code.includes('What the button says.')]).toEqual([script, false]);
    }
    // The components page's own chunk carries the tables it shows.
    const pageCode = scripts(read('components.html')).filter((script) => !guideScripts.includes(script)).map(read).join('\n');
    expect(pageCode).toContain('What the button says.');
    expect(pageCode).toContain('quire-api__required');
  });
});

describe('a wrong moduleName', () => {
  test('fails the build naming the page, its line and the known names', async () => {
    const site = copyFixture(path.join(__dirname, '__fixtures__', 'site'));
    writeFiles(site, { 'docs/en/broken.mdx': '# Broken\n\nSome text.\n\n<API moduleName="Buton" />\n' });
    const build = await runQuire(['build', site], { timeout: 240_000 });
    expect(build.code).not.toBe(0);
    const output = build.stdout + build.stderr;
    expect(output).toContain(`${path.join('docs', 'en', 'broken.mdx')}:5:1`);
    expect(output).toContain('Unknown moduleName "Buton" in <API>. Known names: Badge, Button, PackageManagerTabs, Steps, Tab, Tabs.');
    expect(fs.existsSync(path.join(site, 'dist'))).toBe(false);
  });
});
