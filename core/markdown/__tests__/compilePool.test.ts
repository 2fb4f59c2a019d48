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

/** This thread's compile, recording which pages it compiled. */
function countedHere() {
  const here: string[] = [];
  const compile = (task: CompileTask) => {
    here.push(task.filePath);
    return compileHere(task);
  };
  return { compile, here };
}

const workerData = () => ({ siteDir, mode: 'production', command: 'build' });

describe('createCompilePool', () => {
  it('compiles on a warm worker, with the results this thread would give, and nothing here', async () => {
    const counted = countedHere();
    const pool = createCompilePool({ compileHere: counted.compile, workerFile, workerData: workerData(), maxWorkers: 1 });
    pool.warmUp();
    const pages = await Promise.all(tasks.map((task) => pool.compile(task)));
    pool.release();
    expect(counted.here).toEqual([]);
    const expected = await Promise.all(tasks.map(compileHere));
    expect(pages.map((p) => p.code)).toEqual(expected.map((p) => p.code));
    expect(pages.map((p) => p.analysis)).toEqual(expected.map((p) => p.analysis));
    // The docs plugin's link step ran in the worker too: the link is resolved to its route.
    expect(pages[3]!.analysis.links).toEqual([expect.objectContaining({ raw: './page-4.md#part', route: '/page-4', hash: 'part' })]);
  }, 60_000);

  it("reports a page's error from the worker with its place", async () => {
    const counted = countedHere();
    const pool = createCompilePool({ compileHere: counted.compile, workerFile, workerData: workerData(), maxWorkers: 1 });
    pool.warmUp();
    const bad = { filePath: path.join(siteDir, 'docs', 'en', 'bad.md'), source: '# Bad\n\n:::nope\nText\n:::\n' };
    const results = await Promise.allSettled([...tasks.slice(0, 5), bad].map((task) => pool.compile(task)));
    pool.release();
    expect(counted.here).toEqual([]);
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect(mdxErrorPlace(failed[0]!.reason)).toEqual({ line: 3, column: 1, reason: expect.stringContaining('nope') });
  }, 60_000);

  it('compiles here once released and the worker is gone', async () => {
    const counted = countedHere();
    const pool = createCompilePool({ compileHere: counted.compile, workerFile, workerData: workerData(), maxWorkers: 1 });
    pool.warmUp();
    await Promise.all(tasks.slice(0, 3).map((task) => pool.compile(task)));
    pool.release();
    await pool.compile(tasks[3]!);
    expect(counted.here).toEqual([tasks[3]!.filePath]);
  }, 60_000);

  it('compiles everything on this thread when the worker cannot start', async () => {
    const counted = countedHere();
    const pool = createCompilePool({ compileHere: counted.compile, workerFile: path.join(siteDir, 'missing-worker.js'), workerData: {}, maxWorkers: 1, spawnWhenWaiting: 1 });
    pool.warmUp();
    await Promise.all(tasks.slice(0, 5).map((task) => pool.compile(task)));
    expect(counted.here).toHaveLength(5);
  });

  it('takes urgent and prioritized pages before the ones that only wait', async () => {
    const counted = countedHere();
    const pool = createCompilePool({ compileHere: counted.compile, workerFile, workerData: {}, maxWorkers: 0 });
    // Two pages start at once (this thread's lanes); the rest wait in the queue.
    const waiting = tasks.slice(0, 6).map((task) => pool.compile(task));
    pool.prioritize(tasks[5]!.filePath);
    const urgent = pool.compile({ ...tasks[7]!, urgent: true });
    await Promise.all([...waiting, urgent]);
    expect(counted.here).toEqual([tasks[0], tasks[1], tasks[7], tasks[5], tasks[2], tasks[3], tasks[4]].map((task) => task!.filePath));
  });

  it('while paused compiles only the pages someone waits for, then the rest once resumed', async () => {
    const counted = countedHere();
    const pool = createCompilePool({ compileHere: counted.compile, workerFile, workerData: {}, maxWorkers: 0 });
    pool.pause();
    const background = tasks.slice(0, 3).map((task) => pool.compile(task));
    await pool.compile({ ...tasks[5]!, urgent: true });
    pool.prioritize(tasks[2]!.filePath);
    await background[2];
    expect(counted.here).toEqual([tasks[5]!.filePath, tasks[2]!.filePath]);
    pool.resume();
    await Promise.all(background);
    expect(counted.here).toEqual([tasks[5], tasks[2], tasks[0], tasks[1]].map((task) => task!.filePath));
  });
});
