import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import os from 'node:os';
import path from 'node:path';
import { toPlainMarkdown } from '../plainMarkdown';
import { compileMdx } from '../compileMdx';
import type { MdxCompilerOptions } from '../../types';
import { PLAIN_MARKDOWN_COMPONENTS } from '../../../theme/plugin';

// The default theme's rules for its components (Callout, PackageManagerTabs), as a site has them.
const themeOptions: MdxCompilerOptions = { remarkPlugins: [], rehypePlugins: [], development: false, plainComponents: PLAIN_MARKDOWN_COMPONENTS };

const page = `---
title: Getting started
description: First steps
---

import { Badge } from '@theme';
import Shared from './_shared.mdx';

export const meta = { draft: false };

# Getting started {#start}

Install it <Badge text="new" /> now. Time: 10:30, key:value, see example:foo.

{/* a comment for editors */}

:::tip Use *this* wisely
Run \`quire dev\`.
:::

::: warning {title="Careful"}
First.

- a
- b
:::

:::details
Hidden.
:::

> [!important]
> Read this.

> A plain quote.

<Shared />

<Tabs>
  <Tab label="npm">

  Run <Link href="/guide/x">the guide</Link>.

  </Tab>
</Tabs>

<Callout type="danger" title="Stop">Do not.</Callout>

| Option | Default |
|--------|:-------:|
| \`base\` | \`/\` |

\`\`\`ts title="quire.config.ts" {1}
export default { base: '/' };
\`\`\`

![Logo](/logo.png) and [the guide](/guide/start/introduction).
`;

const expected = `# Getting started

Install it new now. Time: 10:30, key:value, see example:foo.

> **Use *this* wisely**
>
> Run \`quire dev\`.

> **Careful**
>
> First.
>
> - a
> - b

> **Details**
>
> Hidden.

> **Info**
>
> Read this.

> A plain quote.

Run the guide.

> **Stop**
>
> Do not.

| Option | Default |
| ------ | :-----: |
| \`base\` |   \`/\`   |

\`\`\`ts
export default { base: '/' };
\`\`\`

![Logo](/logo.png) and [the guide](/guide/start/introduction).
`;

describe('toPlainMarkdown', () => {
  test('an MDX page becomes plain CommonMark + GFM', async () => {
    expect(await toPlainMarkdown({ source: page, filePath: '/site/docs/en/guide/start.mdx', options: themeOptions })).toBe(expected);
  });

  test('.md files are Markdown: braces and HTML stay, containers and alerts still convert', async () => {
    const source = '---\ntitle: T\n---\n# Title {#custom}\n\nAn object: {a: 1}.\n\n<div>html</div>\n\n:::note\nSee <b>this</b>.\n:::\n\n> [!CAUTION]\n> Hot.\n';
    expect(await toPlainMarkdown({ source, filePath: '/site/docs/en/page.md' })).toBe(
      '# Title\n\nAn object: {a: 1}.\n\n<div>html</div>\n\n> **Note**\n>\n> See <b>this</b>.\n\n> **Warning**\n>\n> Hot.\n',
    );
  });

  test('nested containers become nested blockquotes', async () => {
    const source = '::::tip\nOuter.\n\n:::danger Inner\nx\n:::\n::::\n';
    expect(await toPlainMarkdown({ source, filePath: '/p.mdx' })).toBe('> **Tip**\n>\n> Outer.\n>\n> > **Inner**\n> >\n> > x\n');
  });

  test('prose with colons and directive-looking lines reads as written', async () => {
    const source = 'Note:Hello and key:value at 10:30.\n\n::not-a-directive\n';
    expect(await toPlainMarkdown({ source, filePath: '/p.md' })).toBe('Note:Hello and key:value at 10:30.\n\n::not-a-directive\n');
  });

  test('a `file="..."` code block holds the file, as on the rendered page; a missing file leaves it empty', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-plain-code-'));
    writeFileSync(path.join(dir, 'example.ts'), 'export const answer = 42;\n');
    const source = '# Code\n\n```ts file="./example.ts" title="x"\n```\n\n```file="./example.ts"\n```\n\n```ts file="./gone.ts"\n```\n';
    expect(await toPlainMarkdown({ source, filePath: path.join(dir, 'page.md') })).toBe(
      '# Code\n\n```ts\nexport const answer = 42;\n```\n\n```ts\nexport const answer = 42;\n```\n\n```ts\n```\n',
    );
  });

  test('a page of only frontmatter and imports is empty', async () => {
    expect(await toPlainMarkdown({ source: "---\ntitle: x\n---\nimport A from './a';\n\n<A />\n", filePath: '/p.mdx' })).toBe('');
  });

  test('components whose content is in their props keep it: the package command and a badge text', async () => {
    const source = "import { PackageManagerTabs, Badge } from '@theme';\n\n# Start <Badge text=\"new\" />\n\n<PackageManagerTabs command=\"create quire@latest\" />\n";
    expect(await toPlainMarkdown({ source, filePath: '/p.mdx', options: themeOptions })).toBe('# Start new\n\n```bash\nnpm create quire@latest\n```\n');
  });

  test('a component without a rule gives way to its content: no plugin, no callout', async () => {
    const source = '<Callout type="tip">Do <b>this</b>.</Callout>\n';
    expect(await toPlainMarkdown({ source, filePath: '/p.mdx' })).toBe('Do this.\n');
    expect(await toPlainMarkdown({ source, filePath: '/p.mdx', options: themeOptions })).toBe('> **Tip**\n>\n> Do this.\n');
  });
});

describe('the plain export made by the compile', () => {
  // Every Markdown page of the Markdown fixture and of the website, both languages: the compile's
  // export (from its own parse) is the very text a separate parse gives.
  const roots = [path.join(__dirname, '..', '..', '__tests__', '__fixtures__', 'markdown-site', 'docs'), path.join(__dirname, '..', '..', '..', 'website', 'docs')];
  const pages = roots.flatMap((root) => globSync('**/*.{md,mdx}', { cwd: root, absolute: true }).filter((file) => !path.basename(file).startsWith('_')));

  test('is the same as toPlainMarkdown for every page', async () => {
    expect(pages.length).toBeGreaterThan(50);
    const options = { ...themeOptions, plainMarkdown: true };
    for (const filePath of pages) {
      const source = readFileSync(filePath, 'utf8');
      const { plain } = await compileMdx({ source, filePath, options });
      expect({ filePath, plain }).toEqual({ filePath, plain: await toPlainMarkdown({ source, filePath, options: themeOptions }) });
    }
    // Every page of the website, compiled with Shiki: it grows with the website (100 s alone on two shared cores at about 100 pages).
  }, 300_000);

  test('is not made unless asked for', async () => {
    const filePath = path.join(roots[0]!, 'en', 'guide', 'features.md');
    const { plain } = await compileMdx({ source: readFileSync(filePath, 'utf8'), filePath, options: { remarkPlugins: [], rehypePlugins: [], development: false } });
    expect(plain).toBeUndefined();
  });
});
