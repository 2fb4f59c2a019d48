import { renderMarkdown } from '../../../test-utils/mdx';
import { rehypeCodeBlocks } from '../rehype/codeBlocks';

/**
 * `<CodeBlock>` in MDX through the real compiler: with literal props it becomes the same as a fence
 * with the same options (highlighted at build time); with any other value, a spread, children, or a
 * `CodeBlock` the page imports from elsewhere, it is left for the component (the browser).
 */

interface Seen {
  props: Record<string, unknown>;
  highlighted: boolean;
}

async function render(source: string): Promise<Seen[]> {
  const seen: Seen[] = [];
  await renderMarkdown({
    source,
    rehypePlugins: [rehypeCodeBlocks({ showLineNumbers: false, defaultWrapCode: false })],
    components: {
      CodeBlock: ({ children, ...props }: { children?: unknown } & Record<string, unknown>) => {
        seen.push({ props, highlighted: children !== undefined });
        return null;
      },
    },
  });
  return seen;
}

test('literal props give the same block as the equivalent fence', async () => {
  const [jsx, fence] = await render(
    [
      '<CodeBlock lang="ts" title="a.ts" lineNumbers highlight="2" code={`const a = 1;\nconst b = 2; // [!code ++]`} />',
      '',
      '```ts title="a.ts" lineNumbers {2}',
      'const a = 1;',
      'const b = 2; // [!code ++]',
      '```',
    ].join('\n'),
  );
  expect(jsx).toEqual(fence);
  expect(jsx!.highlighted).toBe(true);
  expect(jsx!.props).toEqual({ lang: 'ts', title: 'a.ts', lineNumbers: true, wrap: false, code: 'const a = 1;\nconst b = 2;' });
});

test.each([
  ['an expression', "export const sample = 'x()';\n\n<CodeBlock lang=\"js\" code={sample} />"],
  ['a template with ${}', "export const name = 'x';\n\n<CodeBlock lang=\"js\" code={`${name}()`} />"],
  ['a spread', "export const props = { code: 'x()' };\n\n<CodeBlock lang=\"js\" {...props} />"],
  ['an unknown prop', '<CodeBlock lang="js" code="x()" className="mine" />'],
])('with %s it is left for the browser', async (_case, source) => {
  const [block] = await render(source);
  expect(block!.highlighted).toBe(false);
});

test('a CodeBlock the page imports from elsewhere is the page\'s own, left as written', async () => {
  const source = "import CodeBlock from './MyCodeBlock.js';\n\n<CodeBlock lang=\"js\" code=\"x()\" />";
  const { compile } = await import('@mdx-js/mdx');
  const code = String(await compile(source, { rehypePlugins: [rehypeCodeBlocks({ showLineNumbers: false, defaultWrapCode: false })] }));
  expect(code).toContain('code: "x()"');
  expect(code).not.toContain('shiki');
});

test('one imported from the theme is the theme\'s: highlighted at build time', async () => {
  const { compile } = await import('@mdx-js/mdx');
  const source = "import { CodeBlock } from '@theme';\n\n<CodeBlock lang=\"js\" code=\"x()\" />";
  const code = String(await compile(source, { rehypePlugins: [rehypeCodeBlocks({ showLineNumbers: false, defaultWrapCode: false })] }));
  expect(code).toContain('shiki shiki-themes github-light github-dark');
});
