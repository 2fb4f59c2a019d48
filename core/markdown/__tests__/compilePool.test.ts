import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createCompilePool, type CompileTask } from '../compilePool';
import { compileMdx, mdxErrorPlace } from '../compileMdx';
import { markdownCompilerOptions } from '../../server/siteMarkdown';
import { loadContext } from '../../server/site';
import { initPlugins } from '../../server/plugins/initPlugins';
import { builtinPlugins } from '../../server/plugins/builtinPlugins';

/*
 * The compile pool with a real worker thread (the compiled `lib/` worker, built by `npm test`
 * first), which loads this small site itself and compiles with the same plugins as this thread.
 */

const workerFile = path.resolve(__dirname, '../../../lib/core/markdown/compileWorker.js');
let siteDir: string;
let tasks: CompileTask[];
let compileHere: (task: CompileTask) => Promise<Awaited<ReturnType<typeof compileMdx>>>;

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'quire-pool-'));
  const docs = path.join(siteDir, 'docs', 'en');
  await mkdir(docs, { recursive: true });
  tasks = [];
  for (let i = 0; i < 40; i += 1) {
    const filePath = path.join(docs, `page-${i}.md`);
    const source = `# Page ${i}\n\n:::tip\nA tip.\n:::\n\n## Part ${i} {#part}\n\n\`\`\`ts\nconst n = ${i};\n\`\`\`\n\n[Next](./page-${(i + 1) % 40}.md#part)\n`;
    await writeFile(filePath, source);
    tasks.push({ filePath, source });
  }
  const { context } = await loadContext({ siteDir, mode: 'production', command: 'build' });
  const options = markdownCompilerOptions({ context, plugins: await initPlugins({ context, builtins: builtinPlugins(context) }) });
  compileHere = ({ source, filePath }) => compileMdx({ source, filePath, options });
});

/**
 * This thread's compile, held: the first pages take this thread's two lanes and wait until
 * `release()`, so every other page can only go to the worker (no timing involved).
 */
function heldHere() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const here: string[] = [];
  const compile = async (task: CompileTask) => {
    here.push(task.filePath);
    await released;
    return compileHere(task);
  };
  return { compile, here, release };
}

const workerData = () => ({ siteDir, mode: 'production', command: 'build' });

describe('createCompilePool', () => {
  it('shares a burst of pages with a worker and gets what this thread would compile', async () => {
    const held = heldHere();
    const pool = createCompilePool({ compileHere: held.compile, workerFile, workerData: workerData(), maxWorkers: 1, spawnWhenWaiting: 1 });
    const [first, second, ...rest] = tasks.map((task) => pool.compile(task));
    const fromWorker = await Promise.all(rest);
    expect(held.here).toEqual([tasks[0]!.filePath, tasks[1]!.filePath]);
    held.release();
    const pages = [await first!, await second!, ...fromWorker];
    const expected = await Promise.all(tasks.map(compileHere));
    expect(pages.map((p) => p.code)).toEqual(expected.map((p) => p.code));
    expect(pages.map((p) => p.analysis)).toEqual(expected.map((p) => p.analysis));
    // The docs plugin's link step ran in the worker too: the link is resolved to its route.
    expect(pages[3]!.analysis.links).toEqual([expect.objectContaining({ raw: './page-4.md#part', route: '/page-4', hash: 'part' })]);
  }, 60_000);

  it("reports a page's error from the worker with its place", async () => {
    const held = heldHere();
    const pool = createCompilePool({ compileHere: held.compile, workerFile, workerData: workerData(), maxWorkers: 1, spawnWhenWaiting: 1 });
    const bad = { filePath: path.join(siteDir, 'docs', 'en', 'bad.md'), source: '# Bad\n\n:::nope\nText\n:::\n' };
    const [first, second, ...rest] = [...tasks.slice(0, 5), bad].map((task) => pool.compile(task));
    const results = await Promise.allSettled(rest);
    held.release();
    await Promise.all([first, second]);
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect(mdxErrorPlace(failed[0]!.reason)).toEqual({ line: 3, column: 1, reason: expect.stringContaining('nope') });
  }, 60_000);

  it('compiles everything on this thread when the worker cannot start', async () => {
    let here = 0;
    const pool = createCompilePool({
      compileHere: (task) => {
        here += 1;
        return compileHere(task);
      },
      workerFile: path.join(siteDir, 'missing-worker.js'),
      workerData: {},
      maxWorkers: 1,
      spawnWhenWaiting: 1,
    });
    await Promise.all(tasks.slice(0, 5).map((task) => pool.compile(task)));
    expect(here).toBe(5);
  });
});
