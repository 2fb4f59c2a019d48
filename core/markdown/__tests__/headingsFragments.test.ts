import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compileMdx, type MdxCompilerOptions } from '../compileMdx';

/*
 * Headings, anchors and the toc through compileMdx (the real MDX compiler), with fragments
 * (`_x.mdx` files a page imports and renders) read from disk.
 */

const options: MdxCompilerOptions = { remarkPlugins: [], rehypePlugins: [], development: false };

let dir: string;

async function write(files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), content);
}

function compile(name: string, source: string) {
  return compileMdx({ source, filePath: path.join(dir, name), options });
}

/** Fails instead of hanging when a compile never settles. */
function withinSeconds<T>(promise: Promise<T>, seconds = 10): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not settle within ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const ids = (toc: { id: string }[]) => toc.map((item) => item.id);
/** Toc items without `charIndex` (where the heading starts in its own file: not what is tested here). */
const items = (toc: { text: string; id: string; depth: number }[]) => toc.map(({ text, id, depth }) => ({ text, id, depth }));

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'quire-headings-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('headings and fragments (compileMdx)', () => {
  test("an imported fragment's headings join the toc where the fragment is rendered", async () => {
    await write({ '_intro.mdx': '## From the fragment\n\nText.\n\n### Fragment detail\n' });
    const { analysis } = await compile(
      'page.mdx',
      "import Intro from './_intro.mdx';\n\n# Page\n\n## Before\n\n<Intro />\n\n## After\n\n### After detail\n",
    );
    expect(items(analysis.toc)).toEqual([
      { text: 'Before', id: 'before', depth: 2 },
      { text: 'From the fragment', id: 'from-the-fragment', depth: 2 },
      { text: 'Fragment detail', id: 'fragment-detail', depth: 3 },
      { text: 'After', id: 'after', depth: 2 },
      { text: 'After detail', id: 'after-detail', depth: 3 },
    ]);
    expect(analysis.anchors).toEqual(expect.arrayContaining(['from-the-fragment', 'fragment-detail']));
    expect(analysis.dependencies).toEqual([path.join(dir, '_intro.mdx')]);
  });

  test("the fragment's ids in the page's toc are the ids its own compile gives its headings", async () => {
    // The page has a "Setup" of its own: the fragment's compile is separate, so its "Setup" stays `setup`.
    const fragment = '## Setup {#fragment-setup}\n\n## Setup\n\n### `code` & *more*\n';
    await write({ '_shared.mdx': fragment });
    const own = await compile('_shared.mdx', fragment);
    const { analysis } = await compile('page.mdx', "import Shared from './_shared.mdx';\n\n## Setup\n\n<Shared />\n");
    expect(ids(own.analysis.toc)).toEqual(['fragment-setup', 'setup', 'code--more']);
    expect(items(analysis.toc.slice(1))).toEqual(items(own.analysis.toc));
    expect(ids(analysis.toc)).toEqual(['setup', 'fragment-setup', 'setup', 'code--more']);
    // The ids in the fragment's compiled code are those of its toc.
    for (const id of ids(own.analysis.toc)) expect(own.code).toContain(`id: "${id}"`);
  });

  test('a fragment rendered inline, or twice, is listed at each place', async () => {
    await write({ '_part.mdx': '## Part\n' });
    const { analysis } = await compile('page.mdx', "import Part from './_part.mdx';\n\n## One\n\n<Part />\n\n## Two\n\nInline <Part /> too.\n");
    expect(ids(analysis.toc)).toEqual(['one', 'part', 'two', 'part']);
  });

  test('fragments importing fragments are followed', async () => {
    await write({ '_outer.mdx': "import Inner from './_inner.mdx';\n\n## Outer\n\n<Inner />\n", '_inner.mdx': '## Inner\n\n#### Inner deep\n' });
    const { analysis } = await compile('page.mdx', "import Outer from './_outer.mdx';\n\n<Outer />\n");
    expect(ids(analysis.toc)).toEqual(['outer', 'inner', 'inner-deep']);
    // The page's toc depends on both files: either changing must invalidate its analysis.
    expect(analysis.dependencies).toEqual([path.join(dir, '_outer.mdx'), path.join(dir, '_inner.mdx')]);
  });

  test('a .md fragment and a fragment with frontmatter count too; a missing one is left to the bundler', async () => {
    await write({ '_plain.md': '## Plain markdown\n\nBraces {a: 1} and <br> are Markdown here.\n', '_front.mdx': '---\ntitle: x\n---\n\n## After frontmatter\n' });
    const { analysis } = await compile(
      'page.mdx',
      "import Plain from './_plain.md';\nimport Front from './_front.mdx';\nimport Gone from './_gone.mdx';\n\n<Plain />\n<Front />\n<Gone />\n",
    );
    expect(ids(analysis.toc)).toEqual(['plain-markdown', 'after-frontmatter']);
  });

  test('a fragment importing itself does not hang', async () => {
    await write({ '_self.mdx': "import Self from './_self.mdx';\n\n## Self\n\n<Self />\n" });
    const { analysis } = await withinSeconds(compile('page.mdx', "import Self from './_self.mdx';\n\n## Page\n\n<Self />\n"));
    expect(ids(analysis.toc)).toEqual(['page', 'self']);
  });

  test('a page importing itself does not hang', async () => {
    const source = "import Me from './page.mdx';\n\n## Me\n\n<Me />\n";
    await write({ 'page.mdx': source });
    const { analysis } = await withinSeconds(compile('page.mdx', source));
    expect(ids(analysis.toc)).toEqual(['me']);
  });

  test('a cycle of fragments does not hang', async () => {
    await write({
      '_a.mdx': "import B from './_b.mdx';\n\n## A\n\n<B />\n",
      '_b.mdx': "import A from './_a.mdx';\n\n## B\n\n<A />\n",
    });
    const { analysis } = await withinSeconds(compile('page.mdx', "import A from './_a.mdx';\n\n<A />\n"));
    expect(ids(analysis.toc)).toEqual(['a', 'b']);
  });

  test('pages compiled at the same time that enter a cycle at different fragments do not hang', async () => {
    await write({
      '_a.mdx': "import B from './_b.mdx';\n\n## A\n\n<B />\n",
      '_b.mdx': "import A from './_a.mdx';\n\n## B\n\n<A />\n",
    });
    const [one, two] = await withinSeconds(
      Promise.all([compile('one.mdx', "import A from './_a.mdx';\n\n<A />\n"), compile('two.mdx', "import B from './_b.mdx';\n\n<B />\n")]),
    );
    expect(ids(one.analysis.toc)).toEqual(['a', 'b']);
    expect(ids(two.analysis.toc)).toEqual(['b', 'a']);
  });

  test('`{#custom-id}` sets the id in .md and .mdx, and is removed from the text', async () => {
    for (const name of ['page.md', 'page.mdx']) {
      const { analysis, code } = await compile(name, '# Title {#top}\n\n## Install it {#setup}\n\n## 中文标题 {#中文-id}\n\n## Install it\n');
      expect(analysis.title).toBe('Title');
      expect(items(analysis.toc)).toEqual([
        { text: 'Install it', id: 'setup', depth: 2 },
        { text: '中文标题', id: '中文-id', depth: 2 },
        { text: 'Install it', id: 'install-it', depth: 2 },
      ]);
      expect(code).toContain('id: "top"');
      expect(code).toContain('id: "setup"');
      expect(code).not.toContain('{#setup}');
    }
  });

  test('a custom id reserves its slug: a later heading with that text gets a suffix', async () => {
    const { analysis } = await compile('page.mdx', '## First {#usage}\n\n## Usage\n');
    expect(ids(analysis.toc)).toEqual(['usage', 'usage-1']);
  });

  test('`{#id}` inside code fences is left alone', async () => {
    const { code, analysis } = await compile('page.mdx', '## Real\n\n```md\n## Not a heading {#nope}\n```\n');
    expect(ids(analysis.toc)).toEqual(['real']);
    expect(analysis.anchors).not.toContain('nope');
    expect(code).toContain('{#nope}');
  });

  test('anchors hold every heading (h1 and h5 too) and literal JSX and HTML id attributes', async () => {
    const mdx = await compile(
      'page.mdx',
      '# Top\n\n## Middle\n\n##### Deep five\n\n###### Six\n\n<div id="jsx-box">x</div>\n\nText <span id="inline-span">y</span>.\n\n<div id={"computed"}>z</div>\n',
    );
    expect(mdx.analysis.anchors).toEqual(expect.arrayContaining(['top', 'middle', 'deep-five', 'six', 'jsx-box', 'inline-span']));
    expect(mdx.analysis.anchors).not.toContain('computed');
    expect(ids(mdx.analysis.toc)).toEqual(['middle']);

    const md = await compile('page.md', '# Top\n\n<div id="html-box">x</div>\n\n##### Deep five\n');
    expect(md.analysis.anchors).toEqual(expect.arrayContaining(['top', 'html-box', 'deep-five']));
  });
});
