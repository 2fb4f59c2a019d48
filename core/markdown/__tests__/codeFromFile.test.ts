import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderMarkdown } from '../../../test-utils/mdx';
import { mdxErrorPlace } from '../compileMdx';
import { rehypeCodeBlocks } from '../rehype/codeBlocks';
import { languageOfFile, remarkCodeFromFile } from '../remark/codeFromFile';

let root: string;
let page: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'quire-code-file-'));
  await mkdir(path.join(root, 'docs', 'guide'), { recursive: true });
  await mkdir(path.join(root, 'docs', 'shared'), { recursive: true });
  page = path.join(root, 'docs', 'guide', 'page.mdx');
  await writeFile(path.join(root, 'docs', 'guide', 'example.ts'), 'export const answer = 42;\n');
  await writeFile(path.join(root, 'docs', 'shared', 'config.json'), '{ "a": 1 }\n');
  await writeFile(path.join(root, 'docs', 'guide', 'Dockerfile'), 'FROM node:20\n');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A remark step that leaves its own `quire` data, which must survive. */
const otherStep = () => (_tree: unknown, file: { data: Record<string, unknown> }) => {
  file.data.quire = { headings: 'kept' };
};

function render(source: string, format: 'md' | 'mdx' = 'mdx') {
  return renderMarkdown({
    source,
    format,
    filePath: page.replace(/\.mdx$/, `.${format}`),
    remarkPlugins: [otherStep, remarkCodeFromFile()],
  });
}

async function failure(source: string) {
  const error = await render(source).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeDefined();
  return mdxErrorPlace(error);
}

describe('remarkCodeFromFile (through the real MDX compiler)', () => {
  test('fills an empty block with the file, relative to the page, and infers the language', async () => {
    const { html, data } = await render('# Example\n\n```ts file="./example.ts"\n```\n');
    expect(html).toContain('<pre><code class="language-ts">export const answer = 42;\n</code></pre>');
    expect((data.quire as { dependencies: string[] }).dependencies).toEqual([path.join(root, 'docs', 'guide', 'example.ts')]);
  });

  test('infers the language from the extension when the fence has none; keeps a given one', async () => {
    const inferred = await render('```file="../shared/config.json"\n```\n');
    expect(inferred.html).toContain('<code class="language-json">{ &quot;a&quot;: 1 }\n</code>');
    const given = await render('```jsonc file="../shared/config.json"\n```\n');
    expect(given.html).toContain('<code class="language-jsonc">');
    const noExtension = await render('``` file="./Dockerfile"\n```\n');
    expect(noExtension.html).toContain('<code class="language-dockerfile">FROM node:20\n</code>');
  });

  test('records every file once and keeps the other `quire` data', async () => {
    const { data } = await render(
      '```ts file="./example.ts"\n```\n\n```json file="../shared/config.json"\n```\n\n```ts file="./example.ts"\n```\n',
      'md',
    );
    expect(data.quire).toEqual({
      headings: 'kept',
      dependencies: [path.join(root, 'docs', 'guide', 'example.ts'), path.join(root, 'docs', 'shared', 'config.json')],
    });
  });

  test('leaves other code blocks alone', async () => {
    const { html, data } = await render('```ts title="a.ts"\nconst a = 1;\n```\n');
    expect(html).toContain('<code class="language-ts">const a = 1;\n</code>');
    expect(data.quire).toEqual({ headings: 'kept' });
  });

  test('a non-relative path fails at the block, with a hint', async () => {
    const place = await failure('# T\n\nText\n\n```ts file="example.ts"\n```\n');
    expect(place).toMatchObject({ line: 5, column: 1 });
    expect(place.reason).toMatch(/must be a relative path.*Hint: start it with "\.\/"/);
    expect((await failure('```ts file="/etc/hosts"\n```\n')).reason).toMatch(/relative path/);
  });

  test('a missing file fails at the block, with a hint', async () => {
    const place = await failure('# T\n\n- item\n\n  ```ts file="./nope.ts"\n  ```\n');
    expect(place).toMatchObject({ line: 5, column: 3 });
    expect(place.reason).toMatch(/"\.\/nope\.ts" not found .*nope\.ts\).*Hint: the path is relative to the page's folder/);
  });

  test('a block with code in it fails at the block, with a hint', async () => {
    const place = await failure('# T\n\n```ts file="./example.ts"\nconst x = 1;\n```\n');
    expect(place).toMatchObject({ line: 3, column: 1 });
    expect(place.reason).toMatch(/must be empty.*Hint: remove the code/);
  });

  test('the filled block is highlighted like any other, with its inferred language and meta', async () => {
    const props: unknown[] = [];
    await renderMarkdown({
      source: '```file="./example.ts" title="example.ts" {1}\n```\n',
      filePath: page,
      remarkPlugins: [remarkCodeFromFile()],
      rehypePlugins: [rehypeCodeBlocks({ showLineNumbers: false, defaultWrapCode: false })],
      components: { CodeBlock: (p: Record<string, unknown>) => (props.push({ ...p, children: undefined }), null) },
    });
    expect(props).toEqual([
      { lang: 'ts', title: 'example.ts', lineNumbers: false, wrap: false, code: 'export const answer = 42;', children: undefined },
    ]);
  });

  test('languageOfFile', () => {
    expect(languageOfFile({ filePath: '/a/b.TSX' })).toBe('tsx');
    expect(languageOfFile({ filePath: '/a/.c/b.config.mjs' })).toBe('mjs');
    expect(languageOfFile({ filePath: '/a/Makefile' })).toBe('makefile');
  });
});
