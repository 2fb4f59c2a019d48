import fs from 'node:fs';
import path from 'node:path';
import type { MdxCompilerOptions } from 'quire';
import { compileMdx } from '../../../core/markdown/compileMdx';
import { makeSite } from '../../../test-utils/fixtures';
import type { TransformerOptions } from '../options';
import type { PageCosts } from '../transformer';

/*
 * The plugin's Shiki transformer in the real Markdown pipeline (compileMdx, on this thread, with the
 * transformer given as a module specifier as the plugin gives it): the popup markup with the type,
 * the `^?` result, an unexpected type error at the page's file:line (an error in a build, a warning
 * and the error shown in place in dev), and the disk cache (a second, fresh transformer reads the
 * result back instead of running TypeScript).
 */

jest.setTimeout(120_000);

const transformerModule = path.resolve(__dirname, '..', 'transformer.ts');

function setup({ mode = 'production', cache = true }: { mode?: TransformerOptions['mode']; cache?: boolean } = {}) {
  const siteDir = makeSite({ 'docs/index.md': '# Home\n' });
  const cacheDir = path.join(siteDir, '.quire', 'cache', 'twoslash');
  const transformerOptions: TransformerOptions = { compilerOptions: {}, langs: ['ts', 'tsx'], cache, siteDir, cacheDir: cache ? cacheDir : undefined, mode };
  // A new options object per site: each gets a processor of its own (and a new transformer).
  const options: MdxCompilerOptions = {
    remarkPlugins: [],
    rehypePlugins: [],
    development: mode === 'development',
    siteDir,
    shikiTransformers: [[transformerModule, transformerOptions]],
  };
  const compile = (name: string, source: string) => compileMdx({ source, filePath: path.join(siteDir, 'docs', name), options });
  return { siteDir, cacheDir, compile };
}

const typesPage = [
  '---',
  'title: Types',
  '---',
  '',
  '# Types',
  '',
  '```ts twoslash',
  '/** How many answers there are. */',
  'export const answer = 42;',
  'const doubled = answer * 2;',
  '//    ^?',
  '```',
  '',
  '```ts',
  'const untouched = 1;',
  '```',
  '',
].join('\n');

/** The highlighted HTML of the page's blocks, as the compiled module holds it (a JSON string). */
const htmlOf = (code: string) =>
  [...code.matchAll(/"?__html"?: ("(?:[^"\\]|\\.)*")/g)].map((match) => JSON.parse(match[1]!) as string);

describe('the twoslash transformer', () => {
  test('renders popups with the type and JSDoc, the ^? result under its line, and leaves unmarked blocks alone', async () => {
    const { compile } = setup();
    const page = await compile('types.md', typesPage);
    const [twoslash, plain] = htmlOf(page.code);
    expect(twoslash).toContain('twoslash-hover');
    // The popup of `answer`: its type and its JSDoc.
    expect(twoslash).toMatch(/<code class="twoslash-popup-code">.*> answer<\/span>.*>:<\/span>.*> 42<\/span><\/code><div class="twoslash-popup-docs">How many answers there are.<\/div>/);
    // The ^? result, in a line of its own: `const doubled: number`.
    const query = /<div class="twoslash-meta-line twoslash-query-line">(.*?<\/code><\/span>)<\/div>/.exec(twoslash!)?.[1] ?? '';
    expect(query.replace(/<[^>]+>/g, '').trim()).toBe('const doubled: number');
    // The query notation is gone from the shown code, and no empty last line is left.
    expect(twoslash).not.toContain('^?');
    expect(twoslash).not.toMatch(/<span class="line"><\/span>$/);
    expect(plain).not.toContain('twoslash');
    expect(page.code).toContain('className: "shiki shiki-themes github-light github-dark twoslash lsp"');
  });

  test('an unexpected type error fails a build at the page file, line and column of the error, with the TypeScript message', async () => {
    const { compile } = setup();
    const source = '# Broken\n\n- In a list:\n\n  ```ts twoslash\n  const ok = 1;\n  const count: number = "three";\n  ```\n';
    const error = (await compile('broken.md', source).then(
      () => undefined,
      (caught: unknown) => caught,
    )) as Error & { line?: number; column?: number };
    expect(error).toBeInstanceOf(Error);
    expect({ line: error.line, column: error.column }).toEqual({ line: 7, column: 9 });
    expect(error.message).toContain("twoslash: unexpected TypeScript error TS2322: Type 'string' is not assignable to type 'number'.");
    expect(error.message).toContain('`// @errors: 2322`');
  });

  test('expected errors (// @errors), // @noErrors, completions and highlighted ranges build', async () => {
    const { compile } = setup();
    const source = [
      '```ts twoslash',
      '// @errors: 2322 2339',
      "const count: number = 'three';",
      "const text = 'hello';",
      'text.toUp',
      '//       ^|',
      'text.length;',
      '//   ^^^^^^',
      '```',
      '',
      '```tsx twoslash',
      '// @noErrors',
      'const missing = notDefinedAnywhere + 1;',
      '```',
      '',
    ].join('\n');
    const [errors, noErrors] = htmlOf((await compile('more.md', source)).code);
    expect(errors).toContain("<div class=\"twoslash-meta-line twoslash-error-line\">Type 'string' is not assignable to type 'number'.</div>");
    expect(errors).toContain('twoslash-completion-list');
    expect(errors).toMatch(/<span class="twoslash-completions-matched">toUp<\/span><span class="twoslash-completions-unmatched">perCase<\/span>/);
    // The highlighted range is `length`.
    expect(errors).toMatch(/<span class="twoslash-highlighted">(?:(?!<span class="line">).)*<\/div><\/span>length<\/span><\/span><\/span><span[^>]*>;<\/span>/);
    expect(noErrors).toContain('twoslash-hover');
    expect(noErrors).not.toContain('twoslash-error');
  });

  test('in dev, an unexpected error is a warning naming the file and line, and the block shows it', async () => {
    const { siteDir, compile } = setup({ mode: 'development' });
    const warnings: string[] = [];
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      warnings.push(String(chunk));
      return true;
    });
    let page;
    try {
      page = await compile('dev.md', '# Dev\n\n```ts twoslash\nconst count: number = "three";\n```\n');
    } finally {
      spy.mockRestore();
    }
    expect(warnings.join('')).toContain(`${path.join(siteDir, 'docs', 'dev.md')}:4:7: twoslash: unexpected TypeScript error TS2322`);
    expect(htmlOf(page.code)[0]).toContain("<div class=\"twoslash-meta-line twoslash-error-line\">Type 'string' is not assignable to type 'number'.</div>");
  });

  test('results are kept on disk: a new transformer reads them back, and the page records each block\'s cost', async () => {
    const first = setup();
    const cold = await first.compile('types.md', typesPage);
    const files = fs.readdirSync(first.cacheDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{64}\.json$/);
    const coldCost = (cold.analysis.pluginData?.twoslash as PageCosts).blocks;
    expect(coldCost).toEqual([{ line: 7, ms: expect.any(Number), cached: false, at: expect.any(Number) }]);

    // Another site's compile options (a new processor and transformer), the same cache folder.
    const second = setup();
    fs.mkdirSync(second.cacheDir, { recursive: true });
    fs.copyFileSync(path.join(first.cacheDir, files[0]!), path.join(second.cacheDir, files[0]!));
    const warm = await second.compile('types.md', typesPage);
    const warmCost = (warm.analysis.pluginData?.twoslash as PageCosts).blocks;
    expect(warmCost).toEqual([{ line: 7, ms: expect.any(Number), cached: true, at: expect.any(Number) }]);
    expect(htmlOf(warm.code)[0]).toBe(htmlOf(cold.code)[0]);

    // A changed block is a new entry.
    await second.compile('types.md', typesPage.replace('answer * 2', 'answer * 3'));
    expect(fs.readdirSync(second.cacheDir)).toHaveLength(2);
  });

  test('imports resolve from the site\'s packages, with the plugin\'s compiler options', async () => {
    const siteDir = makeSite({ 'docs/index.md': '# Home\n' });
    const repoModules = path.resolve(__dirname, '..', '..', '..', 'node_modules');
    fs.mkdirSync(path.join(siteDir, 'node_modules', '@types'), { recursive: true });
    fs.symlinkSync(path.join(repoModules, 'react'), path.join(siteDir, 'node_modules', 'react'), 'dir');
    fs.symlinkSync(path.join(repoModules, '@types', 'react'), path.join(siteDir, 'node_modules', '@types', 'react'), 'dir');
    // jsx: react-jsx, as the plugin gives it after TypeScript converted it.
    const transformerOptions: TransformerOptions = { compilerOptions: { jsx: 4 }, langs: ['ts', 'tsx'], cache: false, siteDir, mode: 'production' };
    const options: MdxCompilerOptions = { remarkPlugins: [], rehypePlugins: [], development: false, siteDir, shikiTransformers: [[transformerModule, transformerOptions]] };
    const source = "```tsx twoslash\nimport { useState } from 'react';\nconst [count] = useState(0);\n//     ^?\nexport const view = <p>{count}</p>;\n```\n";
    const page = await compileMdx({ source, filePath: path.join(siteDir, 'docs', 'react.md'), options });
    const query = /<div class="twoslash-meta-line twoslash-query-line">(.*?<\/code><\/span>)<\/div>/.exec(htmlOf(page.code)[0]!)?.[1] ?? '';
    expect(query.replace(/<[^>]+>/g, '').trim()).toBe('const count: number');
  });

  test('with cache: false nothing is written', async () => {
    const { cacheDir, compile } = setup({ cache: false });
    await compile('types.md', typesPage);
    expect(fs.existsSync(cacheDir)).toBe(false);
  });
});
