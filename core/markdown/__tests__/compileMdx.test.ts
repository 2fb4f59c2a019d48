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
