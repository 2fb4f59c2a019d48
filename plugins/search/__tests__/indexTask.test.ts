import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runOnTaskThread } from '../../../core/ssg/workerTasks';
import { searchAssets, SEARCH_ASSETS_DIR } from '../assets';
import type { SearchPageInput } from '../buildIndex';
import buildSearchIndexTask, { type SearchIndexTaskInput } from '../indexTask';

/*
 * The index task as a build runs it: on a thread of its own (the compiled `lib/` thread entry and
 * task, built by build-lib first), with what the plugin's `workerTask` hook sends. Its files must
 * be the ones this thread makes from the same pages.
 */

const repoRoot = path.resolve(__dirname, '../../..');
const threadFile = path.join(repoRoot, 'lib/core/ssg/workerTaskThread.js');
const libTask = path.join(repoRoot, 'lib/plugins/search/indexTask.js');

const pages: SearchPageInput[] = [
  {
    routePath: '/guide/start',
    lang: 'en',
    title: 'Getting started',
    markdown: '# Getting started\n\nQuire builds documentation sites.\n\n## Configuration\n\nEdit `quire.config.ts`.\n',
    toc: [{ text: 'Configuration', id: 'configuration', depth: 2 }],
  },
  { routePath: '/guide/other', lang: 'en', title: 'Other', markdown: '# Other\n\nAnother page about the config.\n', toc: [] },
  {
    routePath: '/zh/guide/start',
    lang: 'zh',
    title: '快速开始',
    markdown: '# 快速开始\n\n了解插件系统。\n\n## 配置\n\n编辑配置文件。\n',
    toc: [{ text: '配置', id: '配置', depth: 2 }],
  },
];

let tmp: string;

/** The output folder of a build: each page's `.md` twin, and the task's input naming them. */
async function outputWithTwins(): Promise<{ outDir: string; input: SearchIndexTaskInput }> {
  const outDir = await fs.mkdtemp(path.join(tmp, 'dist-'));
  const input: SearchIndexTaskInput = { pages: [], codeBlocks: true };
  for (const { markdown, ...page } of pages) {
    const markdownFile = `${page.routePath.slice(1)}.md`;
    await fs.mkdir(path.dirname(path.join(outDir, markdownFile)), { recursive: true });
    await fs.writeFile(path.join(outDir, markdownFile), markdown);
    input.pages.push({ ...page, markdownFile });
  }
  // A page whose twin is missing is left out, not an error.
  input.pages.push({ routePath: '/gone', lang: 'en', title: 'Gone', toc: [], markdownFile: 'gone.md' });
  return { outDir, input };
}

async function searchFiles(outDir: string): Promise<Map<string, string>> {
  const dir = path.join(outDir, SEARCH_ASSETS_DIR);
  const names = (await fs.readdir(dir)).sort();
  return new Map(await Promise.all(names.map(async (name) => [name, await fs.readFile(path.join(dir, name), 'utf8')] as const)));
}

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-search-task-'));
});

afterAll(() => fs.rm(tmp, { recursive: true, force: true }));

describe('the search index task', () => {
  it('writes on its thread the files this thread makes from the same pages', async () => {
    const onWorker = await outputWithTwins();
    await runOnTaskThread({
      request: { module: libTask, input: onWorker.input, outDir: onWorker.outDir },
      threadFile,
      runHere: () => Promise.reject(new Error('the task ran on the main thread')),
    });

    const here = await outputWithTwins();
    await buildSearchIndexTask({ input: here.input, outDir: here.outDir });

    const workerFiles = await searchFiles(onWorker.outDir);
    expect(workerFiles).toEqual(await searchFiles(here.outDir));
    // And they are the builder's: one index per language and the manifest naming them.
    const expected = searchAssets({ pages, codeBlocks: true });
    expect(workerFiles).toEqual(new Map([...expected].sort(([a], [b]) => a.localeCompare(b))));
    expect(Object.keys(JSON.parse(workerFiles.get('manifest.json')!) as object).sort()).toEqual(['en', 'zh']);
  }, 60_000);

  it("keeps a language's index while none of its pages changes, and makes it anew when one does", async () => {
    const cacheDir = path.join(tmp, 'cache');
    const first = await outputWithTwins();
    await buildSearchIndexTask({ input: { ...first.input, cacheDir }, outDir: first.outDir });
    const files = await searchFiles(first.outDir);
    expect(files).toEqual(new Map([...searchAssets({ pages, codeBlocks: true })].sort(([a], [b]) => a.localeCompare(b))));

    // The cached index is what is written: a cache entry with the right key and another index shows it.
    const zhCache = JSON.parse(await fs.readFile(path.join(cacheDir, 'zh.json'), 'utf8')) as { key: string; json: string };
    await fs.writeFile(path.join(cacheDir, 'zh.json'), JSON.stringify({ key: zhCache.key, json: '{"cached":true}' }));
    const again = await outputWithTwins();
    await buildSearchIndexTask({ input: { ...again.input, cacheDir }, outDir: again.outDir });
    const manifest = JSON.parse((await searchFiles(again.outDir)).get('manifest.json')!) as Record<string, string>;
    expect((await searchFiles(again.outDir)).get(manifest.zh!)).toBe('{"cached":true}');

    // A changed page makes its language's index again; the other language's stays cached.
    const edited = await outputWithTwins();
    await fs.appendFile(path.join(edited.outDir, 'zh/guide/start.md'), '\n新的一段。\n');
    await fs.appendFile(path.join(edited.outDir, 'guide/other.md'), '\nA new paragraph.\n');
    await buildSearchIndexTask({ input: { ...edited.input, cacheDir }, outDir: edited.outDir });
    const editedFiles = await searchFiles(edited.outDir);
    const editedManifest = JSON.parse(editedFiles.get('manifest.json')!) as Record<string, string>;
    expect(editedFiles.get(editedManifest.zh!)).toContain('新的一段');
    expect(editedFiles.get(editedManifest.en!)).toContain('paragraph');
  }, 60_000);
});
