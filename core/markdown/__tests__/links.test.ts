import path from 'node:path';
import type { PageLink, ResolveLink } from '../../types';
import { renderMarkdown } from '../../../test-utils/mdx';
import { compileMdx } from '../compileMdx';
import { remarkLinks } from '../remark/links';

/*
 * remarkLinks through the real MDX compiler. The resolver is a small stand-in for the docs
 * plugin's (tested on its own in plugins/docs): `.md`/`.mdx` paths, relative to the page or
 * root-absolute, become routes below `/site/docs/en`; anything else is not a page.
 */

const docsRoot = '/site/docs/en';
const page = `${docsRoot}/guide/page`;

const calls: { fromFile: string; url: string }[] = [];

const resolveLink: ResolveLink = ({ fromFile, url }) => {
  calls.push({ fromFile, url });
  if (!/\.mdx?$/.test(url)) return undefined;
  const file = url.startsWith('/') ? docsRoot + url : path.posix.resolve(path.posix.dirname(fromFile), url);
  return file.slice(docsRoot.length).replace(/\.mdx?$/, '').replace(/\/index$/, '/');
};

beforeEach(() => {
  calls.length = 0;
});

async function render(source: string, format: 'md' | 'mdx') {
  const { html, data } = await renderMarkdown({ source, format, filePath: `${page}.${format}`, remarkPlugins: [remarkLinks({ resolveLink })] });
  return { html, links: (data.quire as { links: PageLink[] }).links };
}

describe.each(['md', 'mdx'] as const)('remarkLinks in .%s (the real MDX compiler)', (format) => {
  test('relative .md/.mdx paths become routes, the hash kept as written', async () => {
    const { html } = await render('[a](./other.md) [b](../api/index.mdx#options) [c](sub/deep.md#%E4%B8%AD)\n', format);
    expect(html).toBe('<p><a href="/guide/other">a</a> <a href="/api/#options">b</a> <a href="/guide/sub/deep#%E4%B8%AD">c</a></p>');
  });

  test('root-absolute links go through the resolver; `#x` stays as it is', async () => {
    const { html } = await render('[a](/guide/start.md) [b](#local) [c](#)\n', format);
    expect(html).toBe('<p><a href="/guide/start">a</a> <a href="#local">b</a> <a href="#">c</a></p>');
  });

  test('the resolver sees the page file and the path without its hash', async () => {
    await render('[a](./other.md#part) [b](/x/y.md)\n', format);
    expect(calls).toEqual([
      { fromFile: `${page}.${format}`, url: './other.md' },
      { fromFile: `${page}.${format}`, url: '/x/y.md' },
    ]);
  });

  test('external links are untouched and not recorded', async () => {
    const { html, links } = await render(
      '[a](https://example.com/guide.md) [b](http://example.com) [c](mailto:me@example.com) [d](tel:+123) [e](//cdn.example.com/x.md)\n',
      format,
    );
    expect(html).toBe(
      '<p><a href="https://example.com/guide.md">a</a> <a href="http://example.com">b</a> <a href="mailto:me@example.com">c</a> <a href="tel:+123">d</a> <a href="//cdn.example.com/x.md">e</a></p>',
    );
    expect(links).toEqual([]);
    expect(calls).toEqual([]);
  });

  test('a relative link that is not a page (a download) stays as written and is not recorded', async () => {
    const { html, links } = await render('[file](./files/report.pdf)\n', format);
    expect(html).toBe('<p><a href="./files/report.pdf">file</a></p>');
    expect(links).toEqual([]);
  });

  test('link references are resolved through their definition', async () => {
    const { html, links } = await render('See [the guide][Guide] and [home][].\n\n[guide]: ./other.md#setup\n[home]: ../index.md\n', format);
    expect(html).toBe('<p>See <a href="/guide/other#setup">the guide</a> and <a href="/">home</a>.</p>');
    expect(links).toEqual([
      { route: '/guide/other', hash: 'setup', raw: './other.md#setup', line: 1, column: 5 },
      { route: '/', hash: undefined, raw: '../index.md', line: 1, column: 28 },
    ]);
  });

  test('every internal link is recorded with its route, decoded hash, text and place', async () => {
    const source = ['# Title', '', '- [a](./other.md)', '- [b](#Local-Part)', '- [c](/API/Index.md#%E4%B8%AD)', '', 'Text [d](https://x.dev) [e](/guide/raw-route)', ''].join('\n');
    const { links } = await render(source, format);
    expect(links).toEqual([
      { route: '/guide/other', hash: undefined, raw: './other.md', line: 3, column: 3 },
      { route: '', hash: 'Local-Part', raw: '#Local-Part', line: 4, column: 3 },
      // Routes are recorded normalised (lower case, no trailing slash), as the check compares them.
      { route: '/api', hash: '中', raw: '/API/Index.md#%E4%B8%AD', line: 5, column: 3 },
      // Not a page file for the resolver, but root-absolute: still internal, checked as written.
      { route: '/guide/raw-route', hash: undefined, raw: '/guide/raw-route', line: 7, column: 25 },
    ]);
  });
});

describe('remarkLinks inside compileMdx', () => {
  test('link places count lines of the original file, frontmatter included', async () => {
    const source = '---\ntitle: T\ndescription: D\n---\n\n# T\n\nSee [other](./other.md#x).\n';
    const { analysis, code } = await compileMdx({
      source,
      filePath: `${page}.md`,
      options: { remarkPlugins: [remarkLinks({ resolveLink })], rehypePlugins: [], development: false },
    });
    expect(analysis.links).toEqual([{ route: '/guide/other', hash: 'x', raw: './other.md#x', line: 8, column: 5 }]);
    expect(code).toContain('"/guide/other#x"');
  });

  test('links inside containers and GitHub alerts are resolved and recorded too', async () => {
    const source = ':::tip\nRead [this](./other.md).\n:::\n\n> [!NOTE]\n> And [that](#there).\n';
    const { analysis, code } = await compileMdx({
      source,
      filePath: `${page}.md`,
      options: { remarkPlugins: [remarkLinks({ resolveLink })], rehypePlugins: [], development: false },
    });
    expect(analysis.links.map(({ route, hash, line, column }) => ({ route, hash, line, column }))).toEqual([
      { route: '/guide/other', hash: undefined, line: 2, column: 6 },
      { route: '', hash: 'there', line: 6, column: 7 },
    ]);
    expect(code).toContain('"/guide/other"');
  });
});
