import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MdxCompilerOptions } from '../../types';
import { compileMdx } from '../compileMdx';
import { toPlainMarkdown } from '../plainMarkdown';
import { makeSite } from '../../../test-utils/fixtures';
import { loadSite } from '../../server/site';
import { createCompilePool } from '../compilePool';
import { createMarkdownService } from '../markdownService';

/*
 * The site's and plugins' Markdown steps given as module specifiers, through the real pipeline:
 * a remark plugin with options reaches the page, its plain Markdown and its imported fragments; a
 * Shiki transformer changes the highlighted HTML; what a step records with setPageData reaches
 * its plugin's pageData(), also from the analysis cache; a specifier that cannot be loaded is an
 * error that names it and where it was listed.
 */

jest.setTimeout(60_000);

const pageDataModule = path.resolve(__dirname, '..', 'pageData.ts');

/** Site files: the step modules, written as a site would (ES modules and CommonJS). */
const stepFiles = {
  // Replaces `STAMP` in text with its option, and logs every file it runs on.
  'steps/remarkStamp.mjs': `import fs from 'node:fs';
export default function remarkStamp(options) {
  return (tree, file) => {
    fs.appendFileSync(options.log, file.path + '\\n');
    const visit = (node) => {
      if (node.type === 'text') node.value = node.value.replaceAll('STAMP', options.word);
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}
`,
  // A function of the options returning a Shiki transformer (CommonJS).
  'steps/shikiMark.cjs': `module.exports = function shikiMark(options) {
  return { name: 'mark', line(node) { node.properties['data-mark'] = options.mark; } };
};
`,
  // An async factory (an ES module that must import before it returns) whose transformer writes
  // the block's place (meta.quire) into the highlighted HTML.
  'steps/shikiPlace.mjs': `export default async function shikiPlace() {
  await Promise.resolve();
  return {
    name: 'place',
    code(node) {
      const place = this.options.meta?.quire;
      node.properties['data-place'] = place ? place.file.path.split('/').pop() + ':' + place.line + ':' + place.column : 'none';
    },
  };
}
`,
};

const optionsFor = (siteDir: string, extra: Partial<MdxCompilerOptions>): MdxCompilerOptions => ({
  remarkPlugins: [],
  rehypePlugins: [],
  development: false,
  siteDir,
  ...extra,
});

describe('remark steps and Shiki transformers given as module specifiers', () => {
  test('a remark plugin with options reaches the page, its .md twin and a fragment', async () => {
    const siteDir = makeSite({
      ...stepFiles,
      'docs/page.mdx': "import Intro from './_intro.mdx';\n\n# Page STAMP\n\n<Intro />\n\nText STAMP.\n",
      'docs/_intro.mdx': '## Intro\n\nFragment STAMP.\n',
    });
    const log = path.join(siteDir, 'log.txt');
    fs.writeFileSync(log, '');
    const options = optionsFor(siteDir, { remarkPlugins: [['./steps/remarkStamp.mjs', { word: 'stamped', log }]], plainMarkdown: true });
    const filePath = path.join(siteDir, 'docs', 'page.mdx');
    const source = fs.readFileSync(filePath, 'utf8');

    const compiled = await compileMdx({ source, filePath, options });
    expect(compiled.code).toContain('Text stamped.');
    expect(compiled.code).not.toContain('STAMP');
    expect(compiled.plain).toBe('# Page stamped\n\nText stamped.\n');
    // A separate parse gives the same twin.
    expect(await toPlainMarkdown({ source, filePath, options })).toBe(compiled.plain);
    // It ran on the page, on the copy the twin is made from, and on the imported fragment.
    const ranOn = fs.readFileSync(log, 'utf8').trim().split('\n').map((file) => path.basename(file));
    expect(ranOn).toEqual(expect.arrayContaining(['page.mdx', '_intro.mdx']));
    expect(ranOn.filter((name) => name === 'page.mdx').length).toBeGreaterThanOrEqual(2);
  });

  test('a Shiki transformer from the config changes the highlighted HTML (and the per-thread memo keeps it apart)', async () => {
    const siteDir = makeSite(stepFiles);
    const filePath = path.join(siteDir, 'docs', 'code.md');
    const source = '# Code\n\n```ts\nconst answer = 42;\n```\n';
    const marked = await compileMdx({ source, filePath, options: optionsFor(siteDir, { shikiTransformers: [['./steps/shikiMark.cjs', { mark: 'seen' }]] }) });
    expect(marked.code).toContain('data-mark=\\"seen\\"');
    // The same block without the transformer is highlighted anew, not taken from the memo.
    const plain = await compileMdx({ source, filePath, options: optionsFor(siteDir, {}) });
    expect(plain.code).not.toContain('data-mark');
    // A transformer object given directly works too.
    const direct = await compileMdx({
      source,
      filePath,
      options: optionsFor(siteDir, { shikiTransformers: [{ name: 'inline', pre: (node: { properties: Record<string, unknown> }) => void (node.properties.class += ' inline-mark') }] }),
    });
    expect(direct.code).toContain('inline-mark');
  });

  test('an async transformer factory is awaited, and its transformer sees each block\'s file and fence line (frontmatter counted)', async () => {
    const siteDir = makeSite(stepFiles);
    const filePath = path.join(siteDir, 'docs', 'place.md');
    const source = '---\ntitle: Place\n---\n\n# Place\n\n```ts\nconst a = 1;\n```\n\n- item\n\n  ```js\n  let b = 2;\n  ```\n';
    const compiled = await compileMdx({ source, filePath, options: optionsFor(siteDir, { shikiTransformers: ['./steps/shikiPlace.mjs'] }) });
    expect(compiled.code).toContain('data-place=\\"place.md:7:1\\"');
    expect(compiled.code).toContain('data-place=\\"place.md:13:3\\"');
  });

  test('a specifier that cannot be loaded is an error naming it, where it was listed and what to do', async () => {
    const siteDir = makeSite({ 'docs/index.md': '# Home\n' });
    const options = optionsFor(siteDir, {
      remarkPlugins: [['remark-does-not-exist', { a: 1 }]],
      listedIn: { remarkPlugins: ['plugin "probe"'] },
    });
    const error = await compileMdx({ source: '# Home\n', filePath: path.join(siteDir, 'docs', 'index.md'), options }).then(
      () => undefined,
      (e: unknown) => e as Error & { hint?: string },
    );
    expect(error).toBeInstanceOf(Error);
    expect(error?.message).toContain('Cannot load "remark-does-not-exist" listed in markdown.remarkPlugins of plugin "probe"');
    expect(error?.hint).toMatch(/npm install remark-does-not-exist/);
  });
});

test('a site whose config lists a missing step fails to load, naming it', async () => {
  const siteDir = makeSite({
    'quire.config.ts': "export default { markdown: { remarkPlugins: [['./steps/gone.mjs', { a: 1 }]] } };\n",
    'docs/index.md': '# Home\n',
  });
  await expect(loadSite({ siteDir, mode: 'production', command: 'build' })).rejects.toThrow(
    'Cannot load "./steps/gone.mjs" listed in markdown.remarkPlugins of the site config',
  );
});

describe('per-page data for plugins', () => {
  const configWith = (stepPath: string) => `import fs from 'node:fs';
import path from 'node:path';

export default {
  title: 'Page data',
  plugins: [
    {
      name: 'probe',
      markdown: { remarkPlugins: [[${JSON.stringify(stepPath)}, { log: path.join(__dirname, 'step-log.txt') }]] },
      async allContentLoaded({ pageData }) {
        const entries = await pageData();
        fs.writeFileSync(path.join(__dirname, 'page-data.json'), JSON.stringify(entries.map((e) => [path.basename(e.sourceFilePath), e.data]).sort()));
      },
    },
  ],
};
`;
  // Records the page's h1 and word count for the plugin "probe".
  const step = `const fs = require('node:fs');
const { setPageData } = require(${JSON.stringify(pageDataModule)});
module.exports = function remarkProbe(options) {
  return (tree, file) => {
    fs.appendFileSync(options.log, file.path + '\\n');
    const heading = tree.children.find((node) => node.type === 'heading');
    setPageData(file, 'probe', { h1: heading ? heading.children.map((c) => c.value).join('') : null });
  };
};
`;

  test('what a step records with setPageData reaches pageData() in allContentLoaded, also from the analysis cache', async () => {
    const siteDir = makeSite({
      'quire.config.ts': configWith('./steps/remarkProbe.cjs'),
      'steps/remarkProbe.cjs': step,
      'docs/index.md': '# Home\n\nWelcome.\n',
      'docs/guide.md': '# Guide\n\nSteps.\n',
    });
    const readData = () => JSON.parse(fs.readFileSync(path.join(siteDir, 'page-data.json'), 'utf8')) as unknown;
    const stepLog = path.join(siteDir, 'step-log.txt');
    const expected = [
      ['guide.md', { h1: 'Guide' }],
      ['index.md', { h1: 'Home' }],
    ];

    const cold = await loadSite({ siteDir, mode: 'production', command: 'build' });
    await cold.markdown.save();
    expect(readData()).toEqual(expected);
    const compiledCold = fs.readFileSync(stepLog, 'utf8');
    expect(compiledCold).toContain('index.md');

    // Warm: the analyses (and their plugin data) come from the cache; no page compiles again.
    fs.rmSync(path.join(siteDir, 'page-data.json'));
    const warm = await loadSite({ siteDir, mode: 'production', command: 'build' });
    await warm.markdown.save();
    expect(readData()).toEqual(expected);
    expect(fs.readFileSync(stepLog, 'utf8')).toBe(compiledCold);
  });
});

test('settledAnalyses does not wait on a paused pool (dev): the pages asked for compile at once', async () => {
  const siteDir = makeSite({ 'docs/a.md': '# A\n', 'docs/b.md': '# B\n' });
  const options = optionsFor(siteDir, {});
  const pool = createCompilePool({ compileHere: (task) => compileMdx({ ...task, options }), workerFile: path.join(siteDir, 'no-worker.js'), workerData: undefined });
  pool.pause();
  const service = createMarkdownService({ options, pool, signature: 'test' });
  // Not awaited, as the docs plugin asks; without a source the service reads the file.
  void service.analyzePage({ filePath: path.join(siteDir, 'docs', 'a.md') });
  void service.analyzePage({ filePath: path.join(siteDir, 'docs', 'b.md'), source: '# B\n' });
  const pages = await service.settledAnalyses();
  expect(pages.map((p) => [path.basename(p.sourceFilePath), p.analysis.title])).toEqual([
    ['b.md', 'B'],
    ['a.md', 'A'],
  ]);
});

describe('on a compile worker thread (the compiled lib/ worker)', () => {
  const workerFile = path.resolve(__dirname, '../../../lib/core/markdown/compileWorker.js');

  test('the worker loads the specifiers itself: the step changes the page and its twin, and its page data comes back', async () => {
    const siteDir = makeSite({
      ...stepFiles,
      'steps/remarkRecord.cjs': `const { setPageData } = require('quire/plugin-utils');
module.exports = function remarkRecord(options) {
  return (tree, file) => setPageData(file, 'recorder', { nodes: tree.children.length, tag: options.tag });
};
`,
      'quire.config.ts': `export default {
  markdown: { remarkPlugins: [['./steps/remarkStamp.mjs', { word: 'stamped', log: ${JSON.stringify(path.join(os.tmpdir(), 'quire-worker-stamp.log'))} }]] },
  plugins: [{ name: 'recorder', markdown: { remarkPlugins: [['./steps/remarkRecord.cjs', { tag: 'w' }]] } }],
};
`,
    });
    const filePath = path.join(siteDir, 'docs', 'index.md');
    const source = '# Home STAMP\n\nText.\n';
    fs.mkdirSync(path.dirname(filePath), { recursive: true });
    fs.writeFileSync(filePath, source);
    const pool = createCompilePool({
      compileHere: () => Promise.reject(new Error('compiled on the main thread, not the worker')),
      workerFile,
      workerData: { siteDir, mode: 'production', command: 'build' },
      maxWorkers: 1,
    });
    pool.warmUp();
    try {
      const page = await pool.compile({ filePath, source });
      expect(page.code).toContain('Home stamped');
      expect(page.plain).toBe('# Home stamped\n\nText.\n');
      expect(page.analysis.pluginData).toEqual({ recorder: { nodes: 2, tag: 'w' } });
    } finally {
      pool.release();
    }
  });
});
