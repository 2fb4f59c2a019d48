import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { cacheKey, createDiskCache } from '../diskCache';

/*
 * The disk cache: one JSON file per key, written atomically, so compile threads writing the same
 * block at once never leave (or let anyone read) half a file.
 */

const libModule = path.resolve(__dirname, '..', '..', '..', 'lib', 'plugins', 'twoslash', 'diskCache.js');

describe('the twoslash disk cache', () => {
  test('keys differ by any part, and by how the parts split', () => {
    expect(cacheKey(['a', 'b'])).toMatch(/^[0-9a-f]{64}$/);
    expect(cacheKey(['a', 'b'])).toBe(cacheKey(['a', 'b']));
    expect(cacheKey(['a', 'b'])).not.toBe(cacheKey(['ab']));
    expect(cacheKey([{ strict: true }, 'code'])).not.toBe(cacheKey([{ strict: false }, 'code']));
  });

  test('reads back what it wrote; a missing or damaged file is a miss', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'quire-twoslash-cache-')), 'nested', 'twoslash');
    const cache = createDiskCache<{ code: string }>({ dir });
    expect(cache.read('k')).toBeUndefined();
    cache.write('k', { code: 'const a = 1;' });
    expect(cache.read('k')).toEqual({ code: 'const a = 1;' });
    fs.writeFileSync(path.join(dir, 'k.json'), '{"code": "const');
    expect(cache.read('k')).toBeUndefined();
    expect(fs.readdirSync(dir)).toEqual(['k.json']);
  });

  test('threads writing the same key at once leave one whole file and no temporary ones', async () => {
    expect(fs.existsSync(libModule)).toBe(true);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-twoslash-race-'));
    const writer = `
      const { workerData } = require('node:worker_threads');
      const { createDiskCache } = require(workerData.libModule);
      const cache = createDiskCache({ dir: workerData.dir });
      for (let i = 0; i < 200; i++) cache.write('same', { writer: workerData.id, i, text: 'x'.repeat(50000) });
    `;
    const reader = createDiskCache<{ writer: number; i: number; text: string }>({ dir });
    const workers = [1, 2, 3].map((id) => new Worker(writer, { eval: true, workerData: { libModule, dir, id } }));
    const done = Promise.all(workers.map((worker) => new Promise((resolve, reject) => worker.on('exit', resolve).on('error', reject))));
    let reads = 0;
    let finished = false;
    void done.then(() => (finished = true));
    while (!finished) {
      const value = reader.read('same');
      // Either nothing yet or a whole value: never a torn one.
      if (value) {
        expect(value.text).toHaveLength(50000);
        reads++;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await done;
    expect(reads).toBeGreaterThan(0);
    expect(fs.readdirSync(dir)).toEqual(['same.json']);
    expect(reader.read('same')?.i).toBe(199);
  });
});
