import { renderMarkdown } from '../../../test-utils/mdx';
import { rehypeCodeBlocks, type CodeBlocksOptions } from '../rehype/codeBlocks';
import type { CodeBlockProps } from '../../client/theme-fallback/mdx/CodeBlock';

/**
 * The notation comments of @shikijs/transformers through the real MDX compiler: each is removed
 * from the output and leaves its classes, in every language's comment syntax, and the copy button
 * gets the code without them (and without the lines a diff removes).
 */

const defaults: CodeBlocksOptions = { showLineNumbers: false, defaultWrapCode: false };

interface Rendered {
  html: string;
  props: Omit<CodeBlockProps, 'children'>[];
}

async function render(source: string, { format = 'mdx' as 'md' | 'mdx', options = defaults } = {}): Promise<Rendered> {
  const props: Rendered['props'] = [];
  const { html } = await renderMarkdown({
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
  return { html, props };
}

const fence = (lang: string, lines: string[], meta = '') => `\`\`\`${lang}${meta ? ` ${meta}` : ''}\n${lines.join('\n')}\n\`\`\`\n`;

/** Each line's classes and text (tags stripped; the blank that stood before a removed comment trimmed), in order. */
function lines(html: string): { classes: string; text: string }[] {
  return [...html.matchAll(/<span class="(line[^"]*)">(.*?)<\/span>(?=\n|<\/code>)/g)].map((m) => ({
    classes: m[1]!,
    text: m[2]!.replace(/<[^>]+>/g, '').replace(/&#x3C;/g, '<').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').trimEnd(),
  }));
}

const preClass = (html: string) => /<pre class="([^"]*)"/.exec(html)?.[1] ?? '';

describe.each(['md', 'mdx'] as const)('notation comments in %s', (format) => {
  test('[!code ++] and [!code --] mark added and removed lines; the copy leaves the removed line out', async () => {
    const { html, props } = await render(fence('ts', ["const a = 'old'; // [!code --]", "const a = 'new'; // [!code ++]", 'console.log(a);']), { format });
    expect(lines(html)).toEqual([
      { classes: 'line diff remove', text: "const a = 'old';" },
      { classes: 'line diff add', text: "const a = 'new';" },
      { classes: 'line', text: 'console.log(a);' },
    ]);
    expect(preClass(html)).toContain('has-diff');
    expect(html).not.toContain('[!code');
    expect(props[0]!.code).toBe("const a = 'new';\nconsole.log(a);");
  });

  test('[!code highlight], [!code focus], [!code error], [!code warning] and [!code word:Name]', async () => {
    const { html, props } = await render(
      fence('js', [
        'const config = load(); // [!code highlight]',
        'run(config); // [!code focus]',
        'fail(); // [!code error]',
        'deprecated(); // [!code warning]',
        '// [!code word:config]',
        'save(config);',
      ]),
      { format },
    );
    expect(lines(html).map((line) => line.classes)).toEqual(['line highlighted', 'line focused', 'line highlighted error', 'line highlighted warning', 'line']);
    expect(preClass(html)).toEqual(expect.stringContaining('has-focused'));
    expect(preClass(html)).toEqual(expect.stringContaining('has-highlighted'));
    // The word notation stands on its own line, which goes; the word is marked on the lines after it.
    expect(html.match(/<span[^>]*class="highlighted-word"[^>]*>config<\/span>/g)).toHaveLength(1);
    expect(html).not.toContain('[!code');
    expect(props[0]!.code).toBe('const config = load();\nrun(config);\nfail();\ndeprecated();\nsave(config);');
  });

  test.each([
    ['bash', '#', ['echo one # [!code highlight]', 'echo two']],
    ['python', '#', ['x = 1  # [!code ++]', 'y = 2']],
    ['yaml', '#', ['a: 1 # [!code --]', 'b: 2']],
    ['html', '<!-- -->', ['<p>one</p> <!-- [!code highlight] -->', '<p>two</p>']],
    ['css', '/* */', ['a { color: red; } /* [!code highlight] */', 'b { color: blue; }']],
    ['sql', '--', ['SELECT 1; -- [!code highlight]', 'SELECT 2;']],
    ['lua', '--', ['print(1) -- [!code ++]', 'print(2)']],
  ])('in %s (%s comments)', async (lang, _syntax, source) => {
    const { html, props } = await render(fence(lang, source), { format });
    const [first, second] = lines(html);
    expect(first!.classes).toMatch(/^line (highlighted|diff add|diff remove)$/);
    expect(second!.classes).toBe('line');
    expect(html).not.toContain('[!code');
    const expected = source.map((line) => line.replace(/\s*(#|\/\/|--|<!--|\/\*) \[!code [^\]]+\]( -->| \*\/)?$/, ''));
    expect(props[0]!.code).toBe(lines(html)[0]!.classes.includes('remove') ? expected.slice(1).join('\n') : expected.join('\n'));
  });

  test('an escaped notation [\\!code ...] is shown as written, unescaped, and does nothing', async () => {
    const { html, props } = await render(fence('ts', ['const a = 1; // [\\!code highlight]']), { format });
    expect(lines(html)).toEqual([{ classes: 'line', text: 'const a = 1; // [!code highlight]' }]);
    expect(props[0]!.code).toBe('const a = 1; // [!code highlight]');
  });

  test('meta line highlighting {1,3} still works, beside the notation', async () => {
    const { html } = await render(fence('ts', ['a();', 'b(); // [!code ++]', 'c();'], '{1,3}'), { format });
    expect(lines(html).map((line) => line.classes)).toEqual(['line highlighted', 'line diff add', 'line highlighted']);
  });
});

describe('a site transformer', () => {
  test('runs after the notation transformers and sees the cleaned lines', async () => {
    const seen: string[] = [];
    const transformer = { name: 'probe', line: (node: { children: unknown[] }) => void seen.push(JSON.stringify(node).includes('[!code') ? 'raw' : 'clean') };
    const { html } = await render(fence('ts', ['a(); // [!code ++]']), { options: { ...defaults, transformers: [transformer as never] } });
    expect(lines(html)[0]!.classes).toBe('line diff add');
    // `line` hooks run while the lines are built, before the notation's `code` hook: the raw comment is still there.
    expect(seen).toEqual(['raw']);
  });
});
