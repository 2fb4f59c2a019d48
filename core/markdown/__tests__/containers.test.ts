import Callout from '../../client/theme-fallback/mdx/Callout';
import { renderMarkdown } from '../../../test-utils/mdx';
import { CONTAINER_TYPES } from '../remark/containers';
import { loadSyntaxPlugins, normalizeSource } from '../remark/sourceSyntax';

async function render(source: string, format: 'md' | 'mdx' = 'mdx'): Promise<string> {
  const remarkPlugins = await loadSyntaxPlugins();
  return (await renderMarkdown({ source, format, remarkPlugins, components: { Callout } })).html;
}

const callout = (type: string, title: string, content: string) =>
  `<div class="quire-callout quire-callout--${type}"><p class="quire-callout__title">${title}</p><div class="quire-callout__content">${content}</div></div>`;

describe.each(['md', 'mdx'] as const)('containers in .%s (the real MDX compiler)', (format) => {
  test.each(CONTAINER_TYPES.filter((t) => t !== 'details'))('`:::%s` renders a Callout with the default title', async (type) => {
    const html = await render(`:::${type}\nHello **world**.\n:::\n`, format);
    expect(html).toBe(callout(type, type.toUpperCase(), '<p>Hello <strong>world</strong>.</p>'));
  });

  test('`:::details` renders a native <details> with the title in <summary>', async () => {
    expect(await render(':::details Show me\nHidden text.\n:::\n', format)).toBe(
      '<details class="quire-callout quire-callout--details"><summary>Show me</summary><div class="quire-callout__content"><p>Hidden text.</p></div></details>',
    );
    expect(await render(':::details\nx\n:::\n', format)).toContain('<summary>DETAILS</summary>');
  });

  test('`:::caution` is a warning', async () => {
    expect(await render(':::caution\nx\n:::\n', format)).toBe(callout('warning', 'WARNING', '<p>x</p>'));
  });

  test.each([
    [':::tip My title', 'the rest of the opening line'],
    [':::tip{title="My title"}', 'a title attribute'],
    [':::tip {title="My title"}', 'a title attribute after a space'],
    ['::: tip {title="My title"}', 'a space after the colons'],
    ['::: tip My title', 'a space after the colons and a title'],
    [':::tip[My title]', 'a directive label'],
    [':::tip   My title   ', 'extra spaces'],
  ])('custom title: `%s` (%s)', async (opening) => {
    expect(await render(`${opening}\nBody.\n:::\n`, format)).toBe(callout('tip', 'My title', '<p>Body.</p>'));
  });

  test('a title keeps its text: formatting is dropped, colons and brackets stay', async () => {
    expect(await render(':::note Use *key:value* pairs\nx\n:::\n', format)).toContain('<p class="quire-callout__title">Use key:value pairs</p>');
    expect(await render(':::note Arrays [0 and 1]]\nx\n:::\n', format)).toContain('<p class="quire-callout__title">Arrays [0 and 1]]</p>');
    expect(await render(':::note [Deprecated]\nx\n:::\n', format)).toContain('<p class="quire-callout__title">[Deprecated]</p>');
  });

  test('blank lines and block content inside a container', async () => {
    const html = await render(':::info\nFirst.\n\n- one\n- two\n\n```js\nlet a;\n```\n:::\n', format);
    expect(html).toBe(
      callout('info', 'INFO', '<p>First.</p><ul>\n<li>one</li>\n<li>two</li>\n</ul><pre><code class="language-js">let a;\n</code></pre>'),
    );
  });

  test('nesting: more colons on the outer container', async () => {
    const html = await render('::::tip Outer\nA\n\n:::warning Inner\nB\n:::\n\nC\n::::\n', format);
    expect(html).toBe(callout('tip', 'Outer', `<p>A</p>${callout('warning', 'Inner', '<p>B</p>')}<p>C</p>`));
  });

  test('containers inside a blockquote and a list', async () => {
    expect(await render('> :::tip Quoted\n> x\n> :::\n', format)).toBe(
      `<blockquote>\n${callout('tip', 'Quoted', '<p>x</p>')}\n</blockquote>`,
    );
    expect(await render('- item\n\n  :::tip\n  x\n  :::\n', format)).toContain(callout('tip', 'TIP', '<p>x</p>'));
  });

  test('an unknown type fails with its line and column', async () => {
    const error = await render('# Title\n\nText.\n\n:::foo\nx\n:::\n', format).catch((e: unknown) => e);
    expect(error).toMatchObject({
      reason: 'Unknown container type "foo": use one of tip, info, note, warning, danger, details',
      line: 5,
      column: 1,
      place: { start: { line: 5, column: 1, offset: 16 }, end: { line: 7, column: 4 } },
      fatal: true,
    });
    expect(String(error)).toContain(`page.${format}:5:1-7:4: Unknown container type "foo"`);
  });

  test('an unknown type on a rewritten opening line is reported at its original column', async () => {
    const error = await render('Text.\n\n>  ::: foo Some title\n> x\n> :::\n', format).catch((e: unknown) => e);
    expect(error).toMatchObject({ line: 3, column: 4, place: { start: { line: 3, column: 4, offset: 10 } } });
  });

  test('prose with colons is left alone', async () => {
    const html = await render(
      'Time: 10:30, key:value, see example:foo, Note:Hello, :smile: and a::not-a-directive.\n\n::leaf-looking line\n\n::also[label]{a=1}\n',
      format,
    );
    expect(html).toBe(
      '<p>Time: 10:30, key:value, see example:foo, Note:Hello, :smile: and a::not-a-directive.</p>\n<p>::leaf-looking line</p>\n<p>::also[label]{a=1}</p>',
    );
  });

  test('text that looks like a directive keeps its Markdown', async () => {
    expect(await render('Call it:now[**bold** here]{x="1"} please.\n', format)).toBe(
      '<p>Call it:now[<strong>bold</strong> here]{x=&quot;1&quot;} please.</p>',
    );
  });

  test('steps that run before the container step already see prose as text', async () => {
    const seen: string[] = [];
    // Registered first, like the heading-id step: its transformer runs before remarkContainers'.
    const spy = () => (tree: { children: { type: string; children?: { type: string; value?: string }[] }[] }) => {
      seen.push(...tree.children.flatMap((node) => (node.children ?? []).map((child) => `${child.type}:${child.value}`)));
    };
    await renderMarkdown({ source: '## Use key:value\n', format, remarkPlugins: [spy, ...(await loadSyntaxPlugins())] });
    expect(seen).toEqual(['text:Use key:value']);
  });

  test('container syntax inside fenced code is code', async () => {
    const html = await render('```md\n:::tip My title\nx\n:::\n```\n', format);
    expect(html).toBe('<pre><code class="language-md">:::tip My title\nx\n:::\n</code></pre>');
  });
});

test('MDX: JSX and expressions inside a container', async () => {
  const Badge = ({ text }: { text: string }) => `[${text}]`;
  const remarkPlugins = await loadSyntaxPlugins();
  const { html } = await renderMarkdown({
    source: ':::tip\n<Badge text="new" /> is {1 + 1}.\n:::\n',
    remarkPlugins,
    components: { Callout, Badge },
  });
  expect(html).toBe(callout('tip', 'TIP', '<p>[new] is 2.</p>'));
});

describe('normalizeSource: container opening lines', () => {
  test('rewrites only opening lines that remark-directive cannot read, keeping line count', () => {
    const source = ':::tip\n:::tip[x]\n::: tip\n:::tip A [b\n:::tip {title="t"}\n```\n:::tip in code\n```\n:::\n';
    expect(normalizeSource({ source }).value).toBe(
      ':::tip\n:::tip[x]\n:::tip\n:::tip[A \\[b]\n:::tip{title="t"}\n```\n:::tip in code\n```\n:::\n',
    );
  });

  test('leaves a source without such lines untouched', () => {
    const source = '# T\n\n:::tip\nx\n:::\n';
    expect(normalizeSource({ source }).value).toBe(source);
  });
});
