import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createCompilePool, type CompileTask } from '../compilePool';
import { compileMdx, mdxErrorPlace } from '../compileMdx';
import { markdownCompilerOptions } from '../../server/siteMarkdown';
import { loadContext } from '../../server/site';
import { initPlugins } from '../../server/plugins/initPlugins';
import { builtinPlugins } from '../../server/plugins/builtinPlugins';
import { QuireError } from '../../errors';
import { runWorkerTask, type WorkerTaskRequest } from '../workerTask';

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

describe('worker tasks', () => {
  let taskFile: string;
  let outDir: string;

  beforeAll(async () => {
    // A plugin's task: writes a file into the output folder and says where it ran.
    taskFile = path.join(siteDir, 'task.cjs');
    await writeFile(
      taskFile,
      [
        "const fs = require('node:fs');",
        "const path = require('node:path');",
        "const { threadId } = require('node:worker_threads');",
        'module.exports = async ({ input, outDir }) => {',
        "  if (input.fail === 'quire') throw Object.assign(new Error(`bad input ${input.value}`), { name: 'QuireError', hint: 'Fix the input.' });",
        "  if (input.fail) throw new Error('the task broke');",
        "  fs.writeFileSync(path.join(outDir, 'task-output.txt'), String(input.value));",
        '  return { doubled: input.value * 2, onWorker: threadId !== 0 };',
        '};',
        '',
      ].join('\n'),
    );
    outDir = await mkdtemp(path.join(os.tmpdir(), 'quire-pool-out-'));
  });

  afterAll(() => rm(outDir, { recursive: true, force: true }));

  /** This thread's task runner, recording the tasks it ran. */
  function countedTasksHere() {
    const here: WorkerTaskRequest[] = [];
    const run = (request: WorkerTaskRequest) => {
      here.push(request);
      return runWorkerTask(request);
    };
    return { run, here };
  }

  it('runs a task on the worker a build keeps once its pages have compiled, and hands back its result', async () => {
    const counted = countedHere();
    const tasksHere = countedTasksHere();
    const pool = createCompilePool({ compileHere: counted.compile, runTaskHere: tasksHere.run, workerFile, workerData: workerData(), maxWorkers: 1 });
    pool.warmUp();
    const pages = tasks.slice(0, 3).map((task) => pool.compile(task));
    pool.release({ keepWorker: true });
    await Promise.all(pages);
    await expect(pool.runTask({ module: taskFile, input: { value: 21 }, outDir })).resolves.toEqual({ doubled: 42, onWorker: true });
    await expect(readFile(path.join(outDir, 'task-output.txt'), 'utf8')).resolves.toBe('21');
    expect(counted.here).toEqual([]);
    expect(tasksHere.here).toEqual([]);
    pool.close();
  }, 60_000);

  it('runs a task on this thread when no worker is alive', async () => {
    const tasksHere = countedTasksHere();
    const pool = createCompilePool({ compileHere: compileHere, runTaskHere: tasksHere.run, workerFile, workerData: workerData(), maxWorkers: 0 });
    await expect(pool.runTask({ module: taskFile, input: { value: 5 }, outDir })).resolves.toEqual({ doubled: 10, onWorker: false });
    await expect(readFile(path.join(outDir, 'task-output.txt'), 'utf8')).resolves.toBe('5');
    expect(tasksHere.here).toHaveLength(1);
  });

  it("hands back a task's error from the worker: a QuireError stays one, with its hint", async () => {
    const pool = createCompilePool({ compileHere, workerFile, workerData: workerData(), maxWorkers: 1 });
    pool.warmUp();
    pool.release({ keepWorker: true });
    const quire = await pool.runTask({ module: taskFile, input: { value: 7, fail: 'quire' }, outDir }).catch((error: unknown) => error);
    expect(quire).toBeInstanceOf(QuireError);
    expect(quire).toMatchObject({ message: 'bad input 7', hint: 'Fix the input.' });
    const plain = await pool.runTask({ module: taskFile, input: { fail: true }, outDir }).catch((error: unknown) => error);
    expect(plain).not.toBeInstanceOf(QuireError);
    expect((plain as Error).message).toBe('the task broke');
    pool.close();
  }, 60_000);

  it('says which module has no task function', async () => {
    const notATask = path.join(siteDir, 'not-a-task.cjs');
    await writeFile(notATask, 'module.exports = 42;\n');
    const error = await runWorkerTask({ module: notATask, input: {}, outDir }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QuireError);
    expect((error as Error).message).toBe(`The worker task module ${notATask} has no function as its default export.`);
  });
});
