import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, QuirePlugin, VirtualPage } from 'quire';
import type { QuireError } from 'quire/plugin-utils';
import typedocPlugin from '../index';

/**
 * The plugin's addPages() on a copy of the fixture's sources, with TypeDoc really running:
 * pages in both languages, reused while nothing changed, rendered again when a source changes,
 * and a type error failing with TypeDoc's file:line.
 */

jest.setTimeout(120_000);

const fixture = path.join(__dirname, '__fixtures__', 'site');
let siteDir: string;

beforeAll(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-typedoc-'));
  fs.cpSync(path.join(fixture, 'src'), path.join(siteDir, 'src'), { recursive: true });
  fs.copyFileSync(path.join(fixture, 'tsconfig.json'), path.join(siteDir, 'tsconfig.json'));
});
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

function plugin(): QuirePlugin {
  const context = { siteDir, generatedFilesDir: path.join(siteDir, '.quire'), langs: ['en', 'zh'], defaultLang: 'en', quireVersion: 'test' } as unknown as LoadContext;
  return typedocPlugin(context, { entryPoints: ['src/api.ts'], tsconfig: 'tsconfig.json', route: 'reference' });
}
const content = (pages: VirtualPage[], route: string) => (pages.find((page) => page.routePath === route) as { content: string } | undefined)?.content;

test('pages in both languages: the comments as written, the headings and group titles translated', async () => {
  const pages = await plugin().addPages!();
  expect(pages.map((page) => page.routePath).filter((route) => !route.startsWith('/zh/'))).toEqual([
    '/reference/classes/Box',
    '/reference/classes/',
    '/reference/functions/add',
    '/reference/functions/',
    '/reference/functions/translate',
    '/reference/',
    '/reference/interfaces/Point',
    '/reference/interfaces/',
    '/reference/type-aliases/Pair',
    '/reference/type-aliases/',
    '/reference/variables/ORIGIN',
    '/reference/variables/',
  ]);
  expect(pages).toHaveLength(24);
  const en = content(pages, '/reference/functions/add')!;
  const zh = content(pages, '/zh/reference/functions/add')!;
  expect(en).toContain('## Parameters');
  expect(en).toContain('## Returns');
  expect(zh).toContain('## 参数');
  expect(zh).toContain('## 返回');
  for (const text of [en, zh]) {
    expect(text).toContain('Adds two numbers. Say `{sum}` or \\<b\\>bold\\</b\\> in a comment: it stays text.');
    expect(text).toContain('The first number.');
  }
  expect(content(pages, '/reference/')).toMatch(/^---\ntitle: "API Reference"\n---\n\n# API Reference\n[\s\S]*## Functions\n\n- \[add\]\(functions\/add\.md\)/);
  expect(content(pages, '/zh/reference/')).toMatch(/# API 参考\n[\s\S]*## 函数\n\n- \[add\]\(functions\/add\.md\)/);
  expect(content(pages, '/zh/reference/functions/')).toBe('---\ntitle: "函数"\n---\n\n# 函数\n\n- [add](add.md)\n- [translate](translate.md)\n');
  expect(content(pages, '/zh/reference/classes/Box')).toMatch(/^---\ntitle: "Box<T>"\n/);
  // The interface re-exported from another file links from the function that uses it.
  expect(content(pages, '/reference/functions/translate')).toContain('[`Point`](../interfaces/Point.md)');
});

test('a second run reuses the pages while no input changed; an edit to an imported file renders again', async () => {
  const first = await plugin().addPages!();
  const started = Date.now();
  const again = await plugin().addPages!();
  expect(Date.now() - started).toBeLessThan(1000);
  expect(again).toEqual(first);

  const point = path.join(siteDir, 'src', 'point.ts');
  fs.writeFileSync(point, fs.readFileSync(point, 'utf8').replace('Distance from the left, in pixels.', 'Distance from the left edge, in pixels.'));
  const edited = await plugin().addPages!();
  expect(content(edited, '/reference/interfaces/Point')).toContain('Distance from the left edge, in pixels.');
  expect(content(edited, '/zh/reference/interfaces/Point')).toContain('Distance from the left edge, in pixels.');
});

test('a type error fails with what TypeDoc says, file and line; a missing entry point is named', async () => {
  const api = path.join(siteDir, 'src', 'api.ts');
  const source = fs.readFileSync(api, 'utf8');
  fs.writeFileSync(api, `${source}\nexport const broken: number = 'text';\n`);
  try {
    const error = await Promise.resolve(plugin().addPages!()).then(() => undefined, (caught: unknown) => caught as QuireError);
    expect(error?.message).toMatch(/^Plugin "typedoc": TypeDoc failed:\n  - \S*src\/api\.ts:42:14 - error TS2322: Type 'string' is not assignable to type 'number'\./);
    expect(error?.hint).toMatch(/skipErrorChecking/);
  } finally {
    fs.writeFileSync(api, source);
  }
  const context = { siteDir, generatedFilesDir: path.join(siteDir, '.quire'), langs: ['en'], defaultLang: 'en', quireVersion: 'test' } as unknown as LoadContext;
  await expect(typedocPlugin(context, { entryPoints: ['src/missing.ts'] }).addPages!()).rejects.toThrow(/^Plugin "typedoc": these files do not exist:\n\s+- src\/missing\.ts$/);
});

test('getPathsToWatch: the entry points\' folders and the tsconfig', () => {
  expect(plugin().getPathsToWatch!()).toEqual([path.join(siteDir, 'src'), path.join(siteDir, 'tsconfig.json')]);
});

test("without a tsconfig option, the entry point's nearest tsconfig.json is used and watched", () => {
  const context = { siteDir, generatedFilesDir: path.join(siteDir, '.quire'), langs: ['en'], defaultLang: 'en', quireVersion: 'test' } as unknown as LoadContext;
  expect(typedocPlugin(context, { entryPoints: ['src/api.ts'] }).getPathsToWatch!()).toEqual([path.join(siteDir, 'src'), path.join(siteDir, 'tsconfig.json')]);
});
