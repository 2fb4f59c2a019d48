import fs from 'node:fs';
import path from 'node:path';
import Callout from '../../client/theme-fallback/mdx/Callout';
import { renderMarkdown } from '../../../test-utils/mdx';
import { makeSite } from '../../../test-utils/fixtures';
import { PLAIN_MARKDOWN_COMPONENTS } from '../../../theme/plugin';
import { checkLinks } from '../../../plugins/docs/checkLinks';
import { createLinkResolver } from '../../../plugins/docs/resolveLink';
import { splitSections } from '../../../plugins/search/sections';
import type { MdxCompilerOptions } from '../../types';
import { compileMdx } from '../compileMdx';
import { toPlainMarkdown } from '../plainMarkdown';
import { remarkGithubAlerts } from '../remark/githubAlerts';
import { remarkHeadings } from '../remark/headings';
import { remarkLinks } from '../remark/links';
import { loadSyntaxPlugins, normalizeSource } from '../remark/sourceSyntax';

/*
 * What Quire reads differently from remark-parse, remark-mdx and remark-directive (the parser step,
 * remark/sourceSyntax.ts), through the real MDX compiler, in `.md` and `.mdx`:
 * - the spellings MDX needs, `## Title \{#id}` and `:::tip\{title="..."}`, beside the unescaped
 *   ones, in the rendered page, the toc, the anchors the dead-link check reads, the plain Markdown
 *   twin and the search text made from it;
 * - a line of colons inside fenced code inside a container is code, in every nesting of containers,
 *   fences and GitHub alerts.
 */

const FORMATS = ['md', 'mdx'] as const;
const themeOptions: MdxCompilerOptions = { remarkPlugins: [], rehypePlugins: [], development: false, plainComponents: PLAIN_MARKDOWN_COMPONENTS };

async function render(source: string, format: 'md' | 'mdx'): Promise<string> {
  const { default: GithubSlugger } = await import('github-slugger');
  const remarkPlugins = [...(await loadSyntaxPlugins()), remarkGithubAlerts, remarkHeadings({ createSlugger: () => new GithubSlugger() })];
  return (await renderMarkdown({ source, format, remarkPlugins, components: { Callout } })).html;
}

/** The compile (analysis and the plain export it makes) and the separate plain Markdown of a page. */
async function compile(source: string, format: 'md' | 'mdx') {
  const filePath = `/site/docs/en/page.${format}`;
  const compiled = await compileMdx({ source, filePath, options: { ...themeOptions, plainMarkdown: true } });
  const plain = await toPlainMarkdown({ source, filePath, options: themeOptions });
  return { ...compiled, separatePlain: plain };
}

const callout = (type: string, title: string, content: string) =>
  `<div class="quire-callout quire-callout--${type}"><p class="quire-callout__title">${title}</p><div class="quire-callout__content">${content}</div></div>`;
const code = (lang: string, text: string) => `<pre><code class="language-${lang}">${text}</code></pre>`;

/** The same page in the spelling MDX needs and in the plain one. */
const SPELLINGS = [
  ['escaped', (id: string) => `\\{#${id}}`, (attributes: string) => `\\{${attributes}}`],
  ['unescaped', (id: string) => `{#${id}}`, (attributes: string) => `{${attributes}}`],
] as const;

describe.each(FORMATS)('escaped and unescaped MDX syntax in .%s', (format) => {
  describe.each(SPELLINGS)('%s', (_spelling, id, attributes) => {
    const headingsPage = `# Page ${id('top')}\n\nIntro.\n\n## Install it ${id('setup')}\n\nRun it.\n\n### 中文标题 ${id('中文-id')}\n\n## Install it\n`;

    test('a heading with a custom id: rendered id, text without the id', async () => {
      expect(await render(headingsPage, format)).toBe(
        '<h1 id="top">Page</h1>\n<p>Intro.</p>\n<h2 id="setup">Install it</h2>\n<p>Run it.</p>\n<h3 id="中文-id">中文标题</h3>\n<h2 id="install-it">Install it</h2>',
      );
    });

    test('the toc, the h1, the anchors, and where each heading starts in the source', async () => {
      const { analysis, code: js } = await compile(headingsPage, format);
      expect(analysis.title).toBe('Page');
      expect(analysis.toc).toEqual([
        { text: 'Install it', id: 'setup', depth: 2, charIndex: headingsPage.indexOf('## Install it') },
        { text: '中文标题', id: '中文-id', depth: 3, charIndex: headingsPage.indexOf('### 中文标题') },
        { text: 'Install it', id: 'install-it', depth: 2, charIndex: headingsPage.lastIndexOf('## Install it') },
      ]);
      expect(analysis.anchors).toEqual(['top', 'setup', '中文-id', 'install-it']);
      expect(js).toContain('id: "setup"');
      expect(js).not.toContain('{#');
    });

    test('the plain Markdown twin and the search text have the headings without their ids', async () => {
      const { plain, separatePlain, analysis } = await compile(headingsPage, format);
      const expected = '# Page\n\nIntro.\n\n## Install it\n\nRun it.\n\n### 中文标题\n\n## Install it\n';
      expect(plain).toBe(expected);
      expect(separatePlain).toBe(expected);
      expect(splitSections({ markdown: plain!, toc: analysis.toc, codeBlocks: true })).toEqual([
        { id: '', heading: '', text: 'Intro.' },
        { id: 'setup', heading: 'Install it', text: 'Run it.' },
        { id: '中文-id', heading: '中文标题', text: '' },
        { id: 'install-it', heading: 'Install it', text: '' },
      ]);
    });

    test('headings with ids in a container, a blockquote and a list item; `{#id}` in code stays', async () => {
      const source = `:::tip\n## In a tip ${id('in-tip')}\n:::\n\n> ## Quoted ${id('quoted')}\n\n- ## Listed ${id('listed')}\n\n\`\`\`md\n## Not a heading ${id('nope')}\n\`\`\`\n`;
      const { analysis } = await compile(source, format);
      expect(analysis.anchors).toEqual(['in-tip', 'quoted', 'listed']);
      const html = await render(source, format);
      expect(html).toContain('<h2 id="in-tip">In a tip</h2>');
      expect(html).toContain('<h2 id="quoted">Quoted</h2>');
      expect(html).toContain('<h2 id="listed">Listed</h2>');
      expect(html).toContain(code('md', `## Not a heading ${id('nope')}\n`));
    });

    test('a container with attributes: the title, in the page and in the plain Markdown', async () => {
      const source = `:::tip${attributes('title="Custom Title"')}\nBody.\n:::\n`;
      expect(await render(source, format)).toBe(callout('tip', 'Custom Title', '<p>Body.</p>'));
      const { plain, separatePlain } = await compile(source, format);
      expect(plain).toBe('> **Custom Title**\n>\n> Body.\n');
      expect(separatePlain).toBe(plain);
    });

    test.each([
      ['::: tip ', 'a space after the colons'],
      [':::warning ', 'a space before the attributes'],
      [':::details', 'details'],
      [':::tip[Label]', 'after a label'],
    ])('attributes after `%s` (%s)', async (opening) => {
      const html = await render(`${opening}${attributes('title="Custom Title"')}\nBody.\n:::\n`, format);
      expect(html).toContain('Custom Title');
      expect(html).toContain('<p>Body.</p>');
      expect(html).not.toMatch(/[{}\\]/);
    });

    test('attributes of a nested container and of a container in a blockquote', async () => {
      const source = `::::note${attributes('title="Outer"')}\n:::danger${attributes('title="Inner"')}\nX.\n:::\n::::\n\n> :::info${attributes('title="Quoted"')}\n> Y.\n> :::\n`;
      expect(await render(source, format)).toBe(
        `${callout('note', 'Outer', callout('danger', 'Inner', '<p>X.</p>'))}\n<blockquote>\n${callout('info', 'Quoted', '<p>Y.</p>')}\n</blockquote>`,
      );
    });

    test('links to a custom id from another page pass the dead-link check; a link to the slug it replaced does not', async () => {
      const site = makeSite({
        [`docs/en/target.${format}`]: `# Target\n\n## Setting up ${id('custom-setup')}\n`,
        'docs/en/source.md': `# Source\n\n[ok](./target.${format}#custom-setup) [stale](./target.${format}#setting-up)\n`,
      });
      const docsDir = path.join(site, 'docs');
      const resolveLink = createLinkResolver({ docsDir, langs: ['en'], defaultLang: 'en', versions: [], defaultVersion: '', cleanUrls: true });
      const options = { ...themeOptions, remarkPlugins: [remarkLinks({ resolveLink })] };
      const pages = await Promise.all(
        [`target.${format}`, 'source.md'].map(async (name) => {
          const filePath = path.join(docsDir, 'en', name);
          const { analysis } = await compileMdx({ source: fs.readFileSync(filePath, 'utf8'), filePath, options });
          return { routePath: `/${name.replace(/\.mdx?$/, '')}`, filePath, analysis };
        }),
      );
      const problems = checkLinks({ pages, publicDir: path.join(site, 'public') });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain(
        `source.md:3:${`[ok](./target.${format}#custom-setup) `.length + 1}: dead link "./target.${format}#setting-up": /target has no heading or element with id "setting-up"`,
      );
    });
  });

  test('an escaped brace elsewhere is text', async () => {
    expect(await render('Text \\{not an id}.\n', format)).toBe('<p>Text {not an id}.</p>');
  });

  test('an unknown container type with escaped attributes is reported at its line and column', async () => {
    await expect(compile('Text.\n\n  ::: nope \\{title="x"}\nBody.\n:::\n', format)).rejects.toMatchObject({ line: 3, column: 3 });
  });

  if (format === 'mdx') {
    test('an expression error on a rewritten line is reported at its column in the source', async () => {
      // The opening line becomes `:::tip[A {1 +} title]`: one column less before the expression.
      const error = await compile('Text.\n\n::: tip A {1 +} title\n:::\n', format).catch((e: unknown) => e);
      expect(error).toMatchObject({ line: 3, column: 15 });
    });
  }
});

describe.each(FORMATS)('containers and fenced code in .%s', (format) => {
  const noMarks = (text: string) => expect(text).not.toContain('\u200B');

  test.each([
    ['```', '```'],
    ['~~~', '~~~'],
    ['````', '````'],
    ['~~~~~', '~~~~~'],
    ['  ```', '  ```'],
  ])('a line of `:::` in a %s fence in a container is code', async (open, close) => {
    const source = `:::tip\n${open}md\nBefore.\n:::\n::::\nAfter.\n${close}\n:::\n\nOutside.\n`;
    const html = await render(source, format);
    expect(html).toBe(`${callout('tip', 'TIP', code('md', 'Before.\n:::\n::::\nAfter.\n'))}\n<p>Outside.</p>`);
    noMarks(html);
  });

  test('container syntax inside a fence inside a container is code', async () => {
    const source = ':::tip Writing containers\n```md\n:::warning Careful\nThis is *inside*.\n:::\n```\n:::\n';
    const html = await render(source, format);
    expect(html).toBe(callout('tip', 'Writing containers', code('md', ':::warning Careful\nThis is *inside*.\n:::\n')));
    const { plain, separatePlain } = await compile(source, format);
    expect(plain).toBe('> **Writing containers**\n>\n> ```md\n> :::warning Careful\n> This is *inside*.\n> :::\n> ```\n');
    expect(separatePlain).toBe(plain);
    noMarks(plain!);
  });

  test('container in container (`::::` around `:::`), each with a fence holding colons', async () => {
    const source = [
      '::::tip Outer',
      '```md',
      ':::',
      '::::',
      '```',
      '',
      ':::warning Inner',
      '~~~md',
      ':::',
      '::::',
      '~~~',
      ':::',
      '',
      'Still outer.',
      '::::',
      '',
      'Outside.',
      '',
    ].join('\n');
    expect(await render(source, format)).toBe(
      `${callout('tip', 'Outer', `${code('md', ':::\n::::\n')}${callout('warning', 'Inner', code('md', ':::\n::::\n'))}<p>Still outer.</p>`)}\n<p>Outside.</p>`,
    );
  });

  test('a longer fence holding a shorter one and colons; a fence in a list item in a container', async () => {
    const longer = ':::info\n````md\n```js\n:::\n```\n:::\n````\n:::\n';
    expect(await render(longer, format)).toBe(callout('info', 'INFO', code('md', '```js\n:::\n```\n:::\n')));
    const listed = ':::note\n- Step:\n\n  ```md\n  :::\n  ```\n:::\n';
    expect(await render(listed, format)).toBe(callout('note', 'NOTE', `<ul>\n<li>\n<p>Step:</p>\n${code('md', ':::\n')}\n</li>\n</ul>`));
  });

  test('GitHub alerts with fences: at the top, in a container, and holding a container', async () => {
    const alertWithFence = '> [!TIP]\n> ```md\n> :::tip\n> x\n> :::\n> ```\n';
    expect(await render(alertWithFence, format)).toBe(callout('tip', 'TIP', code('md', ':::tip\nx\n:::\n')));
    expect(await render(`:::warning\n${alertWithFence}:::\n`, format)).toBe(callout('warning', 'WARNING', callout('tip', 'TIP', code('md', ':::tip\nx\n:::\n'))));
    const containerInAlert = '> [!NOTE]\n> :::details More\n> ```md\n> :::\n> ```\n> :::\n';
    expect(await render(containerInAlert, format)).toBe(
      callout(
        'note',
        'NOTE',
        `<details class="quire-callout quire-callout--details"><summary>More</summary><div class="quire-callout__content">${code('md', ':::\n')}</div></details>`,
      ),
    );
    const { plain } = await compile(`:::warning\n${alertWithFence}:::\n`, format);
    expect(plain).toBe('> **Warning**\n>\n> > **Tip**\n> >\n> > ```md\n> > :::tip\n> > x\n> > :::\n> > ```\n');
  });

  test('a fence in a blockquote ends with the blockquote: the container after it closes', async () => {
    const source = '> ```md\n> code\n\n:::tip\nx\n:::\n\nAfter.\n';
    expect(await render(source, format)).toBe(`<blockquote>\n${code('md', 'code\n')}\n</blockquote>\n${callout('tip', 'TIP', '<p>x</p>')}\n<p>After.</p>`);
  });

  test('positions after a fence with colons are those of the source', async () => {
    const source = ':::tip\n```md\n:::\n```\n:::\n\n## After {#after}\n';
    const { analysis } = await compile(source, format);
    expect(analysis.toc).toEqual([{ text: 'After', id: 'after', depth: 2, charIndex: source.indexOf('## After') }]);
  });
});

describe('normalizeSource', () => {
  test('rewrites heading ids and marks colons in fenced code in a container, line for line', () => {
    const source = '## A {#a}\n\n## B \\{#b}\n\nText {#c}\n\n:::tip\n```md\n## C {#c}\n:::\n```\n:::\n\n```md\n:::\n```\n';
    const { value } = normalizeSource({ source });
    expect(value).toBe('## A \\{#a}\n\n## B \\{#b}\n\nText {#c}\n\n:::tip\n```md\n## C {#c}\n\u200B:::\n```\n:::\n\n```md\n:::\n```\n');
    expect(value.split('\n')).toHaveLength(source.split('\n').length);
  });

  test('leaves a source with nothing to rewrite as it is', () => {
    const source = '# T\n\n:::tip\nx\n:::\n\n```\n:::\n```\n';
    expect(normalizeSource({ source }).value).toBe(source);
  });
});
