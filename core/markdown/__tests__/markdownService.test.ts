import { mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MdxCompilerOptions } from '../../types';
import { compileMdx } from '../compileMdx';
import { createMarkdownService } from '../markdownService';
import { toPlainMarkdown } from '../plainMarkdown';
import { pageOnly } from '../stepScope';
import { logger } from '../../logger/logger';

/*
 * The MarkdownService compiles with the real MDX compiler. A page-only remark plugin of the
 * options counts the compiles (it runs once per compile), so the tests see when the service compiles and when it
 * answers from its caches.
 */

let dir: string;
let compiles: string[];
let options: MdxCompilerOptions;

// Marked page-only: the site's remark steps also read imported fragments and plain Markdown.
const countingPlugin = pageOnly(() => (_tree: unknown, file: { path?: string }) => {
  compiles.push(path.basename(file.path ?? '?'));
});

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'quire-markdown-service-'));
  compiles = [];
  // A new options object per test: compilers are created once per options object.
  options = { remarkPlugins: [countingPlugin], rehypePlugins: [], development: false };
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const pageSource = "import Intro from './_intro.mdx';\n\n# Page\n\n<Intro />\n\n## Usage\n";

async function writePage() {
  const filePath = path.join(dir, 'page.mdx');
  await writeFile(filePath, pageSource);
  await writeFile(path.join(dir, '_intro.mdx'), '## Intro\n');
  return filePath;
}

/** Moves a file's modification time, as an edit a second later would. */
async function touch(file: string, content: string) {
  await writeFile(file, content);
  const later = new Date((await stat(file)).mtimeMs + 2000);
  await utimes(file, later, later);
}

describe('createMarkdownService', () => {
  test('analyzePage compiles once; compilePage hands that code over once', async () => {
    const filePath = await writePage();
    const service = createMarkdownService({ options, signature: 'one' });
    const first = await service.analyzePage({ filePath, source: pageSource });
    const second = await service.analyzePage({ filePath, source: pageSource });
    expect(compiles).toEqual(['page.mdx']);
    expect(second).toEqual(first);
    expect(first.title).toBe('Page');
    expect(first.toc.map((item) => item.id)).toEqual(['intro', 'usage']);
    expect(first.dependencies).toEqual([path.join(dir, '_intro.mdx')]);

    const compiled = await service.compilePage({ filePath, source: pageSource });
    expect(compiles).toEqual(['page.mdx']);
    // Handed over once: asking again compiles again.
    await service.compilePage({ filePath, source: pageSource });
    expect(compiles).toEqual(['page.mdx', 'page.mdx']);
    // The very code a direct compile gives.
    const direct = await compileMdx({ source: pageSource, filePath, options });
    expect(compiled).toEqual({ code: direct.code, dependencies: [path.join(dir, '_intro.mdx')], warnings: [] });
    expect(compiled.code).toContain('export default function MDXContent');
  });

  test('analyzePage and compilePage asked at once for one version share one compile', async () => {
    const filePath = await writePage();
    const service = createMarkdownService({ options, signature: 'one' });
    const [analysis, compiled] = await Promise.all([
      service.analyzePage({ filePath, source: pageSource }),
      service.compilePage({ filePath, source: pageSource }),
      service.analyzePage({ filePath, source: pageSource, urgent: true }),
    ]);
    expect(compiles).toEqual(['page.mdx']);
    expect(analysis.title).toBe('Page');
    expect(compiled.code).toContain('MDXContent');
  });

  test('compilePage compiles a version that was never analysed', async () => {
    const filePath = await writePage();
    const service = createMarkdownService({ options, signature: 'one' });
    await service.analyzePage({ filePath, source: pageSource });
    const other = await service.compilePage({ filePath, source: `${pageSource}\nMore.\n` });
    expect(other.code).toContain('More.');
    expect(compiles).toEqual(['page.mdx', 'page.mdx']);
  });

  test('an urgent request moves a page that only waits to the front of the pool', async () => {
    const filePath = await writePage();
    const asked: { filePath: string; urgent?: boolean }[] = [];
    const prioritized: string[] = [];
    const pool = {
      compile: (task: { source: string; filePath: string; urgent?: boolean }) => {
        asked.push({ filePath: task.filePath, urgent: task.urgent });
        return compileMdx({ source: task.source, filePath: task.filePath, options });
      },
      prioritize: (file: string) => void prioritized.push(file),
    };
    const service = createMarkdownService({ options, pool, signature: 'one' });
    const background = service.analyzePage({ filePath, source: pageSource });
    const urgent = service.analyzePage({ filePath, source: pageSource, urgent: true });
    const fresh = service.compilePage({ filePath: path.join(dir, '_intro.mdx'), source: '## Intro\n' });
    await Promise.all([background, urgent, fresh]);
    expect(asked).toEqual([
      { filePath, urgent: false },
      { filePath: path.join(dir, '_intro.mdx'), urgent: true },
    ]);
    expect(prioritized).toEqual([filePath]);
  });

  test('save waits for the compiles under way', async () => {
    const filePath = await writePage();
    const cacheFile = path.join(dir, '.cache', 'markdown.json');
    const service = createMarkdownService({ options, cacheFile, signature: 'v1' });
    void service.analyzePage({ filePath, source: pageSource });
    await service.save();
    expect(JSON.parse(await readFile(cacheFile, 'utf8')).entries[filePath].analysis.title).toBe('Page');
  });

  test('a changed source is compiled again, and its new code is handed over', async () => {
    const filePath = await writePage();
    const service = createMarkdownService({ options, signature: 'one' });
    await service.analyzePage({ filePath, source: pageSource });
    const changed = pageSource.replace('## Usage', '## Changed usage');
    const analysis = await service.analyzePage({ filePath, source: changed });
    expect(compiles).toEqual(['page.mdx', 'page.mdx']);
    expect(analysis.toc.map((item) => item.id)).toEqual(['intro', 'changed-usage']);
    expect((await service.compilePage({ filePath, source: changed })).code).toContain('Changed usage');
    expect(compiles).toHaveLength(2);
    // Back to the first version: compiled once more (only the latest version is kept).
    await service.analyzePage({ filePath, source: pageSource });
    expect(compiles).toHaveLength(3);
  });

  test('the disk cache is reused by a new service with the same signature', async () => {
    const filePath = await writePage();
    const cacheFile = path.join(dir, '.cache', 'markdown.json');
    const first = createMarkdownService({ options, cacheFile, signature: 'v1' });
    const analysis = await first.analyzePage({ filePath, source: pageSource });
    await first.save();
    expect(JSON.parse(await readFile(cacheFile, 'utf8')).signature).toBe('v1');

    const second = createMarkdownService({ options, cacheFile, signature: 'v1' });
    expect(await second.analyzePage({ filePath, source: pageSource })).toEqual(analysis);
    expect(compiles).toEqual(['page.mdx']);
    // Answered from the cache: there is no compiled code to hand over (compilePage compiles).
    expect((await second.compilePage({ filePath, source: pageSource })).code).toContain('MDXContent');
    expect(compiles).toEqual(['page.mdx', 'page.mdx']);

    // The cache entry is for this exact source only.
    await second.analyzePage({ filePath, source: `${pageSource}\nMore.\n` });
    expect(compiles).toEqual(['page.mdx', 'page.mdx', 'page.mdx']);
  });

  test('the disk cache is ignored by a service with another signature', async () => {
    const filePath = await writePage();
    const cacheFile = path.join(dir, '.cache', 'markdown.json');
    const first = createMarkdownService({ options, cacheFile, signature: 'v1' });
    await first.analyzePage({ filePath, source: pageSource });
    await first.save();

    const other = createMarkdownService({ options, cacheFile, signature: 'v2' });
    await other.analyzePage({ filePath, source: pageSource });
    expect(compiles).toEqual(['page.mdx', 'page.mdx']);
    expect((await other.compilePage({ filePath, source: pageSource })).code).toContain('MDXContent');
    expect(compiles).toEqual(['page.mdx', 'page.mdx']);
    await other.save();
    expect(JSON.parse(await readFile(cacheFile, 'utf8')).signature).toBe('v2');
  });

  test('a changed dependency (an imported fragment) invalidates the entry', async () => {
    const filePath = await writePage();
    const cacheFile = path.join(dir, '.cache', 'markdown.json');
    const first = createMarkdownService({ options, cacheFile, signature: 'v1' });
    await first.analyzePage({ filePath, source: pageSource });
    await first.save();

    await touch(path.join(dir, '_intro.mdx'), '## Intro, renamed\n');
    const second = createMarkdownService({ options, cacheFile, signature: 'v1' });
    const analysis = await second.analyzePage({ filePath, source: pageSource });
    expect(compiles).toEqual(['page.mdx', 'page.mdx']);
    expect(analysis.toc.map((item) => item.id)).toEqual(['intro-renamed', 'usage']);
  });

  test('a changed fragment of a fragment invalidates the entry', async () => {
    const filePath = path.join(dir, 'nested.mdx');
    const source = "import Outer from './_outer.mdx';\n\n<Outer />\n";
    await writeFile(path.join(dir, '_outer.mdx'), "import Inner from './_inner.mdx';\n\n## Outer\n\n<Inner />\n");
    await writeFile(path.join(dir, '_inner.mdx'), '## Inner\n');
    const cacheFile = path.join(dir, '.cache', 'markdown.json');
    const first = createMarkdownService({ options, cacheFile, signature: 'v1' });
    expect((await first.analyzePage({ filePath, source })).toc.map((item) => item.id)).toEqual(['outer', 'inner']);
    await first.save();

    await touch(path.join(dir, '_inner.mdx'), '## Inner, renamed\n');
    const second = createMarkdownService({ options, cacheFile, signature: 'v1' });
    const analysis = await second.analyzePage({ filePath, source });
    expect(compiles).toEqual(['nested.mdx', 'nested.mdx']);
    expect(analysis.toc.map((item) => item.id)).toEqual(['outer', 'inner-renamed']);
  });

  test('a changed dependency invalidates the entry within one service too (dev)', async () => {
    const filePath = path.join(dir, 'code.md');
    const source = '# Code\n\n```ts file="./example.ts"\n```\n';
    await writeFile(path.join(dir, 'example.ts'), 'export const a = 1;\n');
    const service = createMarkdownService({ options, signature: 'v1' });
    await service.analyzePage({ filePath, source });
    await service.analyzePage({ filePath, source });
    expect(compiles).toEqual(['code.md']);

    await touch(path.join(dir, 'example.ts'), 'export const a = 2; // changed\n');
    const analysis = await service.analyzePage({ filePath, source });
    expect(compiles).toEqual(['code.md', 'code.md']);
    expect(analysis.dependencies).toEqual([path.join(dir, 'example.ts')]);
    expect((await service.compilePage({ filePath, source })).code).toContain('changed');
    expect(compiles).toEqual(['code.md', 'code.md']);
  });

  test('a deleted dependency invalidates the entry', async () => {
    const filePath = await writePage();
    const service = createMarkdownService({ options, signature: 'v1' });
    await service.analyzePage({ filePath, source: pageSource });
    await rm(path.join(dir, '_intro.mdx'));
    const analysis = await service.analyzePage({ filePath, source: pageSource });
    expect(compiles).toEqual(['page.mdx', 'page.mdx']);
    expect(analysis.toc.map((item) => item.id)).toEqual(['usage']);
  });

  test('save writes nothing when nothing was compiled; an unreadable cache file starts empty', async () => {
    const filePath = await writePage();
    const cacheFile = path.join(dir, 'cache.json');
    await createMarkdownService({ options, cacheFile, signature: 'v1' }).save();
    await expect(stat(cacheFile)).rejects.toThrow();

    await writeFile(cacheFile, '{ not json');
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const service = createMarkdownService({ options, cacheFile, signature: 'v1' });
    expect((await service.analyzePage({ filePath, source: pageSource })).title).toBe('Page');
    await service.save();
    expect(JSON.parse(await readFile(cacheFile, 'utf8')).entries[filePath].analysis.title).toBe('Page');
    expect(warn.mock.calls.map(([message]) => message)).toEqual([expect.stringMatching(/^the Markdown cache .*cache\.json could not be read \(.*JSON.*\): it is discarded and the pages compile again$/)]);
    warn.mockRestore();
  });

  test('a cache file cut short, garbled or not Quire\'s is discarded with one line each; the pages compile again', async () => {
    const filePath = await writePage();
    const cacheFile = path.join(dir, 'cache.json');
    const service = createMarkdownService({ options, cacheFile, signature: 'v1' });
    await service.analyzePage({ filePath, source: pageSource });
    await service.save();
    const whole = await readFile(cacheFile);
    const garbled = Buffer.from(whole);
    garbled.fill(0x7b, Math.floor(garbled.length / 2), Math.floor(garbled.length / 2) + 8);
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    for (const broken of [whole.subarray(0, whole.length - 7), garbled, Buffer.from('[]'), Buffer.from('{"entries":3}')]) {
      await writeFile(cacheFile, broken);
      compiles = [];
      const next = createMarkdownService({ options, cacheFile, signature: 'v1' });
      expect((await next.analyzePage({ filePath, source: pageSource })).title).toBe('Page');
      expect(compiles).toEqual(['page.mdx']);
    }
    expect(warn).toHaveBeenCalledTimes(4);
    for (const [message] of warn.mock.calls) expect(message).not.toContain('\n');
    warn.mockRestore();
  });

  test('a compile error rejects analyzePage and leaves no entry behind', async () => {
    const filePath = path.join(dir, 'broken.mdx');
    let attempts = 0;
    const pool = {
      compile: (task: { source: string; filePath: string }) => {
        attempts += 1;
        return compileMdx({ ...task, options });
      },
      prioritize: () => undefined,
    };
    const service = createMarkdownService({ options, pool, signature: 'v1' });
    await expect(service.analyzePage({ filePath, source: '# Broken\n\n<Open>\n' })).rejects.toThrow(/closing tag/);
    // Not kept: asked again, it is compiled again (and fails again).
    await expect(service.compilePage({ filePath, source: '# Broken\n\n<Open>\n' })).rejects.toThrow(/closing tag/);
    expect(attempts).toBe(2);
    // Fixed: compiles normally.
    expect((await service.analyzePage({ filePath, source: '# Fixed\n' })).title).toBe('Fixed');
  });

  test('with plainMarkdown, each compile keeps the page as plain Markdown in a file', async () => {
    const filePath = await writePage();
    const plainDir = path.join(dir, '.cache', 'plain');
    const cacheFile = path.join(dir, '.cache', 'markdown.json');
    const withPlain = { ...options, plainMarkdown: true };
    const service = createMarkdownService({ options: withPlain, cacheFile, plainDir, signature: 'v1' });
    expect(service.plainMarkdownFile({ filePath, source: pageSource })).toBeUndefined();
    await service.analyzePage({ filePath, source: pageSource });
    await service.save();
    const file = service.plainMarkdownFile({ filePath, source: pageSource })!;
    expect(await readFile(file, 'utf8')).toBe(await toPlainMarkdown({ source: pageSource, filePath }));
    // Another version of the source has no plain file yet.
    expect(service.plainMarkdownFile({ filePath, source: `${pageSource}\nMore.\n` })).toBeUndefined();
    // A cached analysis whose plain file is gone is compiled again.
    await rm(file);
    const next = createMarkdownService({ options: withPlain, cacheFile, plainDir, signature: 'v1' });
    await next.analyzePage({ filePath, source: pageSource });
    expect(compiles).toEqual(['page.mdx', 'page.mdx']);
  });
  test('plain Markdown of a version compiled but never saved (a build that failed or was killed) never stands in for the saved one', async () => {
    const filePath = await writePage();
    const plainDir = path.join(dir, '.cache', 'plain');
    const cacheFile = path.join(dir, '.cache', 'markdown.json');
    const withPlain = { ...options, plainMarkdown: true };
    const edited = `${pageSource}\nAn edit the next build never saved.\n`;
    const first = createMarkdownService({ options: withPlain, cacheFile, plainDir, signature: 'v1' });
    await first.analyzePage({ filePath, source: pageSource });
    await first.save();
    // The edited version compiles, and the run ends before it saves its cache.
    await createMarkdownService({ options: withPlain, cacheFile, plainDir, signature: 'v1' }).analyzePage({ filePath, source: edited });
    // The edit is undone: the saved version is served from the cache, with its own plain Markdown.
    const again = createMarkdownService({ options: withPlain, cacheFile, plainDir, signature: 'v1' });
    await again.analyzePage({ filePath, source: pageSource });
    expect(await readFile(again.plainMarkdownFile({ filePath, source: pageSource })!, 'utf8')).toBe(await toPlainMarkdown({ source: pageSource, filePath }));
    // Saving prunes the plain Markdown of versions the cache no longer holds.
    await again.analyzePage({ filePath, source: edited });
    await again.save();
    expect(await readdir(plainDir)).toEqual([path.basename(again.plainMarkdownFile({ filePath, source: edited })!)]);
  });
});
