import CodeBlock, { type CodeBlockProps } from '../../client/theme-fallback/mdx/CodeBlock';
import { renderMarkdown } from '../../../test-utils/mdx';
import { getCodeHighlighter } from '../highlighter';
import { rehypeCodeBlocks, type CodeBlocksOptions } from '../rehype/codeBlocks';

// A stylesheet import means nothing to Node; webpack handles it in a real build.
jest.mock('../../client/theme-fallback/mdx/code.css', () => ({}));

const defaults: CodeBlocksOptions = { showLineNumbers: false, defaultWrapCode: false };

async function render(source: string, { format = 'mdx', options = defaults }: { format?: 'md' | 'mdx'; options?: CodeBlocksOptions } = {}) {
  const { html } = await renderMarkdown({ source, format, rehypePlugins: [rehypeCodeBlocks(options)], components: { CodeBlock } });
  return html;
}

/** The props each `CodeBlock` got, in order. */
async function blockProps(source: string, options: CodeBlocksOptions = defaults, format: 'md' | 'mdx' = 'mdx') {
  const props: Omit<CodeBlockProps, 'children'>[] = [];
  await renderMarkdown({
    source,
    format,
    rehypePlugins: [rehypeCodeBlocks(options)],
    components: {
      CodeBlock: ({ children, ...rest }: CodeBlockProps) => {
        props.push(rest);
        return children;
      },
    },
  });
  return props;
}

/** The opening tag of every `.quire-code` container. */
function containers(html: string): string[] {
  return html.match(/<div class="quire-code [^"]*"[^>]*>/g) ?? [];
}

function lineClasses(html: string): string[] {
  return [...html.matchAll(/<span class="(line[^"]*)">/g)].map((m) => m[1]!);
}

const TS = '```ts title="src/a.ts" {1,3}\nconst a = 1;\nconst b = 2;\nexport { a, b };\n```\n';

describe.each(['md', 'mdx'] as const)('rehypeCodeBlocks in %s (the real MDX compiler)', (format) => {
  test('renders the CodeBlock with the title, the language and dual-theme CSS variables', async () => {
    const html = await render(`# Page\n\n${TS}`, { format });
    expect(containers(html)).toEqual(['<div class="quire-code language-ts">']);
    expect(html).toContain('<div class="quire-code__title">src/a.ts</div>');
    expect(html).toMatch(/<pre class="shiki shiki-themes github-light github-dark" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e" tabindex="0"><code>/);
    // `const` in both themes' keyword colours (github's, darkened and lightened to pass 4.5:1: CODE_COLOR_REPLACEMENTS), and no inline `color`: CSS picks the variable.
    expect(html).toContain('<span style="--shiki-light:#b6313e;--shiki-dark:#f97e8b">const</span>');
    expect(html).not.toMatch(/style="[^"]*(?<![-\w])color:/);
    expect(html).toContain('aria-label="Copy code"');
    expect(html).toContain('aria-label="Toggle code wrap"');
  });

  test('marks the lines of {1,3} as highlighted', async () => {
    expect(lineClasses(await render(TS, { format }))).toEqual(['line highlighted', 'line', 'line highlighted']);
  });

  test('passes lang, title, lineNumbers, wrap and the raw code as props', async () => {
    expect(await blockProps(TS, defaults, format)).toEqual([
      { lang: 'ts', title: 'src/a.ts', lineNumbers: false, wrap: false, code: 'const a = 1;\nconst b = 2;\nexport { a, b };' },
    ]);
  });
});

describe('rehypeCodeBlocks options and meta', () => {
  const blocks = '```js\nplain()\n```\n\n```js lineNumbers wrap\non()\n```\n\n```js lineNumbers=false wrap=false\noff()\n```\n';

  test('line numbers and wrap are off by default; meta turns them on', async () => {
    const html = await render(blocks);
    expect(containers(html)).toEqual([
      '<div class="quire-code language-js">',
      '<div class="quire-code language-js" data-wrap="" data-line-numbers="">',
      '<div class="quire-code language-js">',
    ]);
    expect(html).toMatch(/aria-label="Toggle code wrap" title="Toggle code wrap" aria-pressed="true"/);
  });

  test('the site options set the default; meta turns them off', async () => {
    const html = await render(blocks, { options: { showLineNumbers: true, defaultWrapCode: true } });
    expect(containers(html)).toEqual([
      '<div class="quire-code language-js" data-wrap="" data-line-numbers="">',
      '<div class="quire-code language-js" data-wrap="" data-line-numbers="">',
      '<div class="quire-code language-js">',
    ]);
    const props = await blockProps(blocks, { showLineNumbers: true, defaultWrapCode: false });
    expect(props.map(({ lineNumbers, wrap }) => ({ lineNumbers, wrap }))).toEqual([
      { lineNumbers: true, wrap: false },
      { lineNumbers: true, wrap: true },
      { lineNumbers: false, wrap: false },
    ]);
  });

  test('meta with no language, and line ranges glued to the language', async () => {
    const props = await blockProps('```title="notes.txt" {2}\na\nb\n```\n\n```ts{2}\nlet a;\nlet b;\n```\n');
    expect(props).toEqual([
      { lang: 'txt', title: 'notes.txt', lineNumbers: false, wrap: false, code: 'a\nb' },
      { lang: 'ts', lineNumbers: false, wrap: false, code: 'let a;\nlet b;' },
    ]);
    expect(lineClasses(await render('```ts{2}\nlet a;\nlet b;\n```\n'))).toEqual(['line', 'line highlighted']);
  });

  test('the meta arrives on the code element as data.meta; properties.metastring is read too', async () => {
    const seen: unknown[] = [];
    const moveMeta = () => (tree: any) => {
      const code = tree.children.find((n: any) => n.tagName === 'pre').children[0];
      seen.push({ data: code.data, metastring: code.properties.metastring });
      code.properties.metastring = code.data.meta;
      delete code.data;
    };
    const { html } = await renderMarkdown({
      source: '```ts title="from-props.ts"\nx\n```\n',
      rehypePlugins: [moveMeta, rehypeCodeBlocks(defaults)],
      components: { CodeBlock },
    });
    expect(seen).toEqual([{ data: { meta: 'title="from-props.ts"' }, metastring: undefined }]);
    expect(html).toContain('<div class="quire-code__title">from-props.ts</div>');
  });

  test('an unknown language falls back to plain text; aliases highlight', async () => {
    const html = await render('```klingon\nQapla\'\n```\n\n```\nno language\n```\n');
    expect(containers(html)).toEqual(['<div class="quire-code language-klingon">', '<div class="quire-code language-txt">']);
    // Plain text: one uncoloured token per line, which takes the pre's default colours.
    expect(html).toContain("<code><span class=\"line\"><span>Qapla'</span></span></code>");
    for (const lang of ['sh', 'shell', 'zsh', 'bash']) {
      // The string token gets the themes' string colours, so the shell grammar was used.
      expect(await render(`\`\`\`${lang}\necho "hi"\n\`\`\`\n`)).toContain('--shiki-light:#032F62;--shiki-dark:#9ECBFF');
    }
    // `console` is a shell session: the command after the prompt is highlighted as shell.
    expect(await render('```console\n$ echo "hi"\nhi\n```\n')).toContain('--shiki-light:#032F62;--shiki-dark:#9ECBFF');
  });

  test('inline code and pre elements without a code child are left alone', async () => {
    const html = await render('Use `npm install` here.\n\n<pre>raw</pre>\n');
    expect(html).toBe('<p>Use <code>npm install</code> here.</p>\n<pre>raw</pre>');
  });

  test('the compiled module is static: the highlighted lines are one HTML string, no highlighter ships', async () => {
    const { compile } = await import('@mdx-js/mdx');
    const code = String(await compile('```ts\nconst a = 1;\n```\n', { rehypePlugins: [rehypeCodeBlocks(defaults)] }));
    const imports = code.match(/^import .*$/gm) ?? [];
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatch(/ from "react\/jsx-runtime";$/);
    expect(code).not.toMatch(/require\(|import\(/);
    // One element for the whole block: the tokens are in the HTML string, not JSX calls.
    expect(code).toContain('dangerouslySetInnerHTML: {');
    expect(code).toContain('--shiki-light:#b6313e');
    // The content wrapper, CodeBlock and pre: not one call per token.
    expect(code.match(/_jsx\(/g)?.length).toBeLessThanOrEqual(4);
  });
});

describe('the shared highlighter', () => {
  test('is created once per process, and loads each language once', async () => {
    const [a, b] = await Promise.all([getCodeHighlighter(), getCodeHighlighter()]);
    expect(a).toBe(b);
    const [yaml, upper] = await Promise.all([a.forLanguage({ lang: 'yaml' }), a.forLanguage({ lang: 'YAML' })]);
    expect([yaml.lang, upper.lang]).toEqual(['yaml', 'yaml']);
    expect(yaml.highlighter).toBe(upper.highlighter);
    expect(yaml.highlighter.getLoadedLanguages()).toContain('yaml');
    for (const lang of ['no-such-language', undefined, 'text', 'toString']) expect((await a.forLanguage({ lang })).lang).toBe('txt');
  });
});
