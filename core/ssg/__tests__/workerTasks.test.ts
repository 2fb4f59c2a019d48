import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CompiledPageInfo, QuirePlugin } from '../../types';
import { QuireError } from '../../errors';
import { runWorkerTask, type WorkerTaskRequest } from '../workerTask';
import { runOnTaskThread, runWorkerTasks } from '../workerTasks';

/*
 * Plugins' worker tasks: on a thread of their own (the compiled `lib/` entry, built by build-lib
 * first), or on this thread when there is none; errors as the task threw them.
 */

const threadFile = path.resolve(__dirname, '../../../lib/core/ssg/workerTaskThread.js');
let dir: string;
let taskFile: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'quire-tasks-'));
  // A plugin's task: writes a file into the output folder and says where it ran.
  taskFile = path.join(dir, 'task.cjs');
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
      '  return { doubled: input.value * 2, onThread: threadId !== 0 };',
      '};',
      '',
    ].join('\n'),
  );
});

afterAll(() => rm(dir, { recursive: true, force: true }));

/** This thread's runner, recording the tasks it ran. */
function countedHere() {
  const here: WorkerTaskRequest[] = [];
  const run = (request: WorkerTaskRequest) => {
    here.push(request);
    return runWorkerTask(request);
  };
  return { run, here };
}

describe('runOnTaskThread', () => {
  it('runs the task on a thread of its own and hands back its result', async () => {
    const counted = countedHere();
    const result = await runOnTaskThread({ request: { module: taskFile, input: { value: 21 }, outDir: dir }, threadFile, runHere: counted.run });
    expect(result).toEqual({ doubled: 42, onThread: true });
    await expect(readFile(path.join(dir, 'task-output.txt'), 'utf8')).resolves.toBe('21');
    expect(counted.here).toEqual([]);
  }, 30_000);

  it('runs the task on this thread when there is no thread to start', async () => {
    const counted = countedHere();
    const request = { module: taskFile, input: { value: 5 }, outDir: dir };
    await expect(runOnTaskThread({ request, threadFile: path.join(dir, 'missing-thread.js'), runHere: counted.run })).resolves.toEqual({ doubled: 10, onThread: false });
    await expect(readFile(path.join(dir, 'task-output.txt'), 'utf8')).resolves.toBe('5');
    expect(counted.here).toEqual([request]);
  });

  it("hands back a task's error from its thread: a QuireError stays one, with its hint", async () => {
    const quire = await runOnTaskThread({ request: { module: taskFile, input: { value: 7, fail: 'quire' }, outDir: dir }, threadFile }).catch((error: unknown) => error);
    expect(quire).toBeInstanceOf(QuireError);
    expect(quire).toMatchObject({ message: 'bad input 7', hint: 'Fix the input.' });
    const plain = await runOnTaskThread({ request: { module: taskFile, input: { fail: true }, outDir: dir }, threadFile }).catch((error: unknown) => error);
    expect(plain).not.toBeInstanceOf(QuireError);
    expect((plain as Error).message).toBe('the task broke');
  }, 30_000);

  it('says which module has no task function', async () => {
    const notATask = path.join(dir, 'not-a-task.cjs');
    await writeFile(notATask, 'module.exports = 42;\n');
    const error = await runOnTaskThread({ request: { module: notATask, input: {}, outDir: dir }, threadFile }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QuireError);
    expect((error as Error).message).toBe(`The worker task module ${notATask} has no function as its default export.`);
  }, 30_000);
});

describe('runWorkerTasks', () => {
  const page: CompiledPageInfo = {
    routePath: '/guide/start',
    lang: 'en',
    version: '',
    pageType: 'doc',
    title: 'Start',
    frontmatter: {},
    noIndex: false,
    toc: [],
    pluginData: {},
    sourceFilePath: '/site/docs/en/guide/start.md',
    markdownFile: 'guide/start.md',
  };

  it("asks each plugin's hook for its task, with the pages and its content, and returns the results by plugin", async () => {
    const seen: unknown[] = [];
    const plugin = (name: string, value: number): QuirePlugin => ({
      name,
      workerTask(args) {
        seen.push({ name, pages: args.pages.map((p) => p.routePath), content: args.content, outDir: args.outDir });
        return { module: taskFile, input: { value } };
      },
    });
    const results = await runWorkerTasks({
      plugins: [
        { plugin: plugin('a', 1), content: 'content of a' },
        { plugin: { name: 'none' }, content: undefined },
        { plugin: { name: 'nothing-to-run', workerTask: () => undefined }, content: undefined },
        { plugin: plugin('b', 2), content: 'content of b' },
      ],
      outDir: dir,
      pages: [page],
      run: runWorkerTask,
    });
    expect(results).toEqual(
      new Map([
        ['a', { doubled: 2, onThread: false }],
        ['b', { doubled: 4, onThread: false }],
      ]),
    );
    expect(seen).toEqual([
      { name: 'a', pages: ['/guide/start'], content: 'content of a', outDir: dir },
      { name: 'b', pages: ['/guide/start'], content: 'content of b', outDir: dir },
    ]);
  });

  it('lets every task settle, then fails naming the plugin and the hook (a QuireError as it is)', async () => {
    const finished: string[] = [];
    const run = async (request: WorkerTaskRequest) => {
      const result = await runWorkerTask(request);
      finished.push(String((request.input as { value: number }).value));
      return result;
    };
    const broken = runWorkerTasks({
      plugins: [
        { plugin: { name: 'broken', workerTask: () => ({ module: taskFile, input: { fail: true } }) }, content: undefined },
        { plugin: { name: 'fine', workerTask: () => ({ module: taskFile, input: { value: 3 } }) }, content: undefined },
      ],
      outDir: dir,
      pages: [],
      run,
    });
    await expect(broken).rejects.toThrow('Plugin "broken" failed in workerTask: the task broke');
    expect(finished).toEqual(['3']);
    const quire = runWorkerTasks({
      plugins: [{ plugin: { name: 'strict', workerTask: () => ({ module: taskFile, input: { value: 1, fail: 'quire' } }) }, content: undefined }],
      outDir: dir,
      pages: [],
      run: (request) => runOnTaskThread({ request, threadFile }),
    });
    await expect(quire).rejects.toThrow(new QuireError('bad input 1'));
  }, 30_000);
});
