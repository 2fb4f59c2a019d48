import Callout from '../../client/theme-fallback/mdx/Callout';
import { renderMarkdown } from '../../../test-utils/mdx';
import { loadSyntaxPlugins } from '../remark/sourceSyntax';
import { remarkGithubAlerts } from '../remark/githubAlerts';

async function render(source: string, format: 'md' | 'mdx' = 'mdx', remarkPlugins: unknown[] = [remarkGithubAlerts]): Promise<string> {
  return (await renderMarkdown({ source, format, remarkPlugins, components: { Callout } })).html;
}

const callout = (type: string, title: string, content: string) =>
  `<div class="quire-callout quire-callout--${type}"><p class="quire-callout__title">${title}</p><div class="quire-callout__content">${content}</div></div>`;

describe.each(['md', 'mdx'] as const)('GitHub alerts in .%s (the real MDX compiler)', (format) => {
  test.each([
    ['TIP', 'tip'],
    ['NOTE', 'note'],
    ['INFO', 'info'],
    ['WARNING', 'warning'],
    ['CAUTION', 'warning'],
    ['DANGER', 'danger'],
    ['IMPORTANT', 'info'],
  ])('`> [!%s]` is a %s callout', async (marker, type) => {
    expect(await render(`> [!${marker}]\n> Body with **bold**.\n`, format)).toBe(
      callout(type, type.toUpperCase(), '<p>Body with <strong>bold</strong>.</p>'),
    );
  });

  test('`> [!DETAILS]` is a native <details>', async () => {
    expect(await render('> [!DETAILS]\n> Hidden.\n', format)).toBe(
      '<details class="quire-callout quire-callout--details"><summary>DETAILS</summary><div class="quire-callout__content"><p>Hidden.</p></div></details>',
    );
  });

  test('the marker is case-insensitive', async () => {
    expect(await render('> [!tip]\n> lower\n', format)).toBe(callout('tip', 'TIP', '<p>lower</p>'));
    expect(await render('> [!Warning]\n> mixed\n', format)).toBe(callout('warning', 'WARNING', '<p>mixed</p>'));
  });

  test('text after the marker on the same line is content', async () => {
    expect(await render('> [!NOTE] Same line.\n> Next line.\n', format)).toBe(callout('note', 'NOTE', '<p>Same line.\nNext line.</p>'));
    expect(await render('> [!NOTE] Only this.\n', format)).toBe(callout('note', 'NOTE', '<p>Only this.</p>'));
  });

  test('a marker alone in its paragraph, and block content after it', async () => {
    expect(await render('> [!TIP]\n>\n> First.\n>\n> - a\n> - b\n', format)).toBe(
      callout('tip', 'TIP', '<p>First.</p><ul>\n<li>a</li>\n<li>b</li>\n</ul>'),
    );
  });

  test('a hard break after the marker is dropped with it', async () => {
    expect(await render('> [!TIP]  \n> Body.\n', format)).toBe(callout('tip', 'TIP', '<p>Body.</p>'));
  });

  test('plain blockquotes, unknown markers and markers later in the quote stay blockquotes', async () => {
    expect(await render('> Just a quote.\n', format)).toBe('<blockquote>\n<p>Just a quote.</p>\n</blockquote>');
    expect(await render('> [!FOO]\n> x\n', format)).toBe('<blockquote>\n<p>[!FOO]\nx</p>\n</blockquote>');
    expect(await render('> Text [!TIP]\n', format)).toBe('<blockquote>\n<p>Text [!TIP]</p>\n</blockquote>');
  });

  test('alerts nest in containers and in blockquotes', async () => {
    const plugins = [...(await loadSyntaxPlugins()), remarkGithubAlerts];
    expect(await render(':::tip Outer\n> [!WARNING]\n> Inner.\n:::\n', format, plugins)).toBe(
      callout('tip', 'Outer', callout('warning', 'WARNING', '<p>Inner.</p>')),
    );
    expect(await render('> Quote\n>\n> > [!NOTE]\n> > Inner.\n', format)).toBe(
      `<blockquote>\n<p>Quote</p>\n${callout('note', 'NOTE', '<p>Inner.</p>')}\n</blockquote>`,
    );
  });
});
