import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isQuireError, type QuireError } from '../../errors';
import { runWorkerTask } from '../workerTask';

/*
 * A real worker thread, running the compiled runtime (`lib/`, built by `npm test` first), as the
 * build's render and Markdown-export workers do.
 */

const lib = path.resolve(__dirname, '../../../lib/core');
let dir: string;
let workerFile: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'quire-worker-'));
  workerFile = path.join(dir, 'worker.js');
  await writeFile(
    workerFile,
    [
      `const { serveWorkerTask } = require(${JSON.stringify(path.join(lib, 'utils/workerTask.js'))});`,
      `const { QuireError } = require(${JSON.stringify(path.join(lib, 'errors.js'))});`,
      'serveWorkerTask(async (data) => {',
      "  if (data.fail === 'quire') throw new QuireError('bad page', { location: { file: 'docs/a.md', line: 3, column: 5 }, hint: 'fix it' });",
      "  if (data.fail === 'crash') throw new TypeError('boom');",
      '  return { doubled: data.value * 2, thread: require("node:worker_threads").isMainThread };',
      '});',
    ].join('\n'),
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const local = async (data: { value: number }) => ({ doubled: data.value * 2, thread: true });

describe('runWorkerTask', () => {
  it('runs the task in a worker thread and returns its result', async () => {
    await expect(runWorkerTask({ workerFile, data: { value: 21 }, task: local })).resolves.toEqual({ doubled: 42, thread: false });
  });

  it('keeps a user error’s message, place and hint across the thread boundary', async () => {
    const error = (await runWorkerTask({ workerFile, data: { value: 1, fail: 'quire' }, task: local }).catch((e: unknown) => e)) as QuireError;
    expect(isQuireError(error)).toBe(true);
    expect(error.format()).toBe('docs/a.md:3:5: bad page\nfix it');
  });

  it('rejects with other errors’ message and stack', async () => {
    const error = (await runWorkerTask({ workerFile, data: { value: 1, fail: 'crash' }, task: local }).catch((e: unknown) => e)) as Error;
    expect(isQuireError(error)).toBe(false);
    expect(error.message).toBe('boom');
    expect(error.stack).toContain('worker.js');
  });

  it('runs the task on this thread when there is no compiled worker file', async () => {
    await expect(runWorkerTask({ workerFile: path.join(dir, 'missing.js'), data: { value: 2 }, task: local })).resolves.toEqual({ doubled: 4, thread: true });
  });
});
