import { compileMdx, mdxErrorPlace, type MdxCompilerOptions } from '../compileMdx';
import { MdxCompileError } from '../loaders/mdxLoader';

const options: MdxCompilerOptions = { remarkPlugins: [], rehypePlugins: [], development: false };

async function compile(source: string, filePath = '/site/docs/en/page.mdx') {
  return compileMdx({ source, filePath, options });
}

describe('compileMdx (the real MDX compiler)', () => {
  test('cuts the frontmatter out and compiles the body to a module', async () => {
    const { code } = await compile('---\ntitle: Hi\n---\n\n# Hello\n\nText **bold**.\n');
    expect(code).toContain('export default function MDXContent');
    expect(code).not.toContain('title: Hi');
  });

  test('gives headings ids, honours {#custom-id} and exports the toc (h2-h4)', async () => {
    const { code, analysis: { toc, title } } = await compile(
      '# Page title\n\n## Install {#setup}\n\n### With `npm`\n\n## Install\n\n#### Deep\n\n##### Too deep\n\n```md\n## Not a heading\n```\n',
    );
    expect(title).toBe('Page title');
    expect(toc.map(({ charIndex: _c, ...rest }) => rest)).toEqual([
      { text: 'Install', id: 'setup', depth: 2 },
      { text: 'With npm', id: 'with-npm', depth: 3 },
      { text: 'Install', id: 'install', depth: 2 },
      { text: 'Deep', id: 'deep', depth: 4 },
    ]);
    expect(code).toContain('id: "setup"');
    
  });

  test('de-duplicates ids within a page', async () => {
    const { analysis: { toc } } = await compile('## Usage\n\n## Usage\n\n## Usage\n');
    expect(toc.map((t) => t.id)).toEqual(['usage', 'usage-1', 'usage-2']);
  });

  test('compiles .md files as Markdown, where braces are plain text', async () => {
    const { code } = await compile('# T\n\nAn object: {a: 1}\n', '/site/docs/en/page.md');
    expect(code).toContain('{a: 1}');
  });

  test('GFM tables compile', async () => {
    const { code } = await compile('| a | b |\n| - | - |\n| 1 | 2 |\n');
    expect(code).toContain('_components.table');
  });

  test('a syntax error carries its line and column, counted in the original file', async () => {
    // The expression opened on line 9 never closes: MDX reports the end of the file.
    const error = await compile('---\ntitle: x\n---\n\n# Title\n\nText\n\n{oops\n').catch((e: unknown) => e);
    expect(mdxErrorPlace(error)).toMatchObject({ line: 10, column: 1 });
    expect(new MdxCompileError('/site/docs/en/page.mdx', error).message).toMatch(/^\/site\/docs\/en\/page\.mdx:\d+:\d+: MDX compile error: /);
  });

  test('an unclosed tag is reported where it starts', async () => {
    const error = await compile('# T\n\n<Foo>\n\ntext\n').catch((e: unknown) => e);
    const place = mdxErrorPlace(error);
    expect(place).toEqual({ line: 3, column: 1, reason: 'Expected a closing tag for `<Foo>`' });
  });
});

describe('sources that stopped the compiler', () => {
  /** How deep the module's parentheses nest (outside strings): what a recursive parser must descend. */
  function parenthesesDepth(code: string): number {
    let depth = 0;
    let max = 0;
    let quote: string | undefined;
    for (let i = 0; i < code.length; i++) {
      const char = code[i]!;
      if (quote) {
        if (char === '\\') i++;
        else if (char === quote) quote = undefined;
      } else if (char === '"' || char === "'" || char === '`') quote = char;
      else if (char === '(') max = Math.max(max, ++depth);
      else if (char === ')') depth--;
    }
    return max;
  }

  test('a page nested 500 levels deep compiles to elements cut into constants, no chain deeper than a bundler can parse', async () => {
    const { code } = await compile(`# Deep\n\n${'>'.repeat(500)} The bottom.\n`, '/site/docs/en/deep.md');
    expect(code).toContain('const _quireDeep0 = ');
    expect(code).toContain('The bottom.');
    // Each level is a call and its props: unflattened, this depth was above 1,000.
    expect(parenthesesDepth(code)).toBeLessThan(200);
    // Declared before use, the deepest first.
    const declared = [...code.matchAll(/const (_quireDeep\d+) = /g)].map((m) => m[1]!);
    for (const name of declared) expect(code.indexOf(`const ${name} = `)).toBeLessThan(code.lastIndexOf(name));
    expect(declared.length).toBeGreaterThanOrEqual(9);
  });

  test('a shallow page is left as MDX made it', async () => {
    const { code } = await compile('# T\n\n> > quoted\n\n<div><span>x</span></div>\n');
    expect(code).not.toContain('_quireDeep');
  });

  test('an expression with parentheses of its own compiles (astring could not print them)', async () => {
    const { code } = await compile("# T\n\nValue: {(('twice'))} and {((1 + 2) * 3)}\n");
    expect(code).toContain("'twice'");
    expect(code).toMatch(/\(1 \+ 2\) \* 3/);
  });

  test("an error of the compiler after the async steps rejects the page's compile, as any other", async () => {
    // A rehype step that leaves a node the JavaScript printer cannot print.
    const bogus = () => (tree: { children: unknown[] }) => {
      tree.children.push({ type: 'mdxFlowExpression', value: 'x', data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: { type: 'NoSuchNode' } }] } } });
    };
    const failing = compileMdx({ source: '# T\n', filePath: '/site/docs/en/page.mdx', options: { ...options, rehypePlugins: [bogus] } });
    await expect(failing).rejects.toThrow(/is not a function/);
  });

  test('an unclosed tag inside a list item, a quote or a container is placed at the tag', async () => {
    for (const [source, line, column] of [
      ['# T\n\n- item\n\n  <Foo>\n\n  text\n', 5, 3],
      ['# T\n\n> <Foo>\n', 3, 3],
      ['# T\n\n:::tip\n<Foo>\n\ntext\n:::\n', 4, 1],
    ] as const) {
      const place = mdxErrorPlace(await compile(source).catch((e: unknown) => e));
      expect(place).toEqual({ line, column, reason: expect.stringMatching(/^Expected a closing tag for `<Foo>` before the end of `\w+`$/) });
    }
  });

  test('a compile error says what to do, in the words of its kind', async () => {
    const syntax = new MdxCompileError('/site/docs/en/page.mdx', await compile('# T\n\n{1 +}\n').catch((e: unknown) => e), '# T\n\n{1 +}\n');
    expect(syntax.message.split('\n').at(-1)).toBe(
      'In MDX, `<` starts a JSX tag and `{` a JavaScript expression: close the tag or the expression, write `\\<` or `\\{` for the character itself, or make the page a .md file if it is plain Markdown.',
    );
    const container = new MdxCompileError('/site/docs/en/page.md', await compile(':::nope\nx\n:::\n', '/site/docs/en/page.md').catch((e: unknown) => e));
    expect(container.message).toMatch(/Unknown container type "nope": use one of tip, info/);
    expect(container.message.split('\n')).toHaveLength(1);
    const deep = new MdxCompileError('/site/docs/en/page.md', new RangeError('Maximum call stack size exceeded'));
    expect(deep.message).toBe('/site/docs/en/page.md: MDX compile error: Maximum call stack size exceeded\nThe page nests blocks or elements too deeply to compile: flatten the deepest blockquotes, lists, containers or elements.');
  });
});
