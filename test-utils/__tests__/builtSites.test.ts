import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILDS_ENV, builtSite, makeBuildsFolder } from '../builtSites';

/*
 * The run's shared fixture builds: once per variant, whichever test file (process) asks first.
 * Another test file is played by a second copy of the module (jest.isolateModules), which has its
 * own in-process memory as another worker process would.
 */

let folder: string;
let before: string | undefined;

beforeEach(() => {
  before = process.env[BUILDS_ENV];
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-builds-test-'));
  process.env[BUILDS_ENV] = folder;
});

afterEach(() => {
  if (before === undefined) delete process.env[BUILDS_ENV];
  else process.env[BUILDS_ENV] = before;
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The module as another test file's process loads it: nothing built in its memory. */
function otherProcessBuiltSite(): typeof builtSite {
  let fresh: typeof builtSite | undefined;
  jest.isolateModules(() => {
    fresh = (jest.requireActual('../builtSites') as typeof import('../builtSites')).builtSite;
  });
  return fresh!;
}

/** A build that writes one file and counts its calls. */
function countingBuild() {
  const calls: string[] = [];
  const build = async (siteDir: string) => {
    calls.push(siteDir);
    await new Promise((resolve) => setTimeout(resolve, 50));
    fs.writeFileSync(path.join(siteDir, 'built.txt'), 'yes');
  };
  return { calls, build };
}

test('a variant asked for by several files at once is built once, in the run folder, and reused', async () => {
  const { calls, build } = countingBuild();
  const sites = await Promise.all([builtSite({ variant: 'once', build }), otherProcessBuiltSite()({ variant: 'once', build }), builtSite({ variant: 'once', build })]);
  expect(calls).toHaveLength(1);
  expect(new Set(sites).size).toBe(1);
  expect(sites[0]!.startsWith(folder)).toBe(true);
  expect(fs.readFileSync(path.join(sites[0]!, 'built.txt'), 'utf8')).toBe('yes');
  expect(await otherProcessBuiltSite()({ variant: 'once', build })).toBe(sites[0]);
  expect(calls).toHaveLength(1);
});

test('different variants are different builds', async () => {
  const { calls, build } = countingBuild();
  const [a, b] = await Promise.all([builtSite({ variant: 'a', build }), builtSite({ variant: 'b', build })]);
  expect(a).not.toBe(b);
  expect(calls.sort()).toEqual([a, b].sort());
});

test("a lock left by a process that died is taken over, and the variant is built", async () => {
  const dead = spawnSync(process.execPath, ['-e', '']).pid!;
  fs.mkdirSync(path.join(folder, 'orphan', 'lock'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'orphan', 'lock', 'pid'), String(dead));
  const { calls, build } = countingBuild();
  const site = await builtSite({ variant: 'orphan', build });
  expect(calls).toEqual([site]);
  expect(fs.existsSync(path.join(folder, 'orphan', 'lock'))).toBe(false);
});

test('a failed build fails every file that asks for the variant, without building it again', async () => {
  const failing = jest.fn(async () => {
    throw new Error('webpack said no');
  });
  await expect(builtSite({ variant: 'broken', build: failing })).rejects.toThrow('webpack said no');
  await expect(otherProcessBuiltSite()({ variant: 'broken', build: failing })).rejects.toThrow(/"broken" fixture did not build[\s\S]*webpack said no/);
  expect(failing).toHaveBeenCalledTimes(1);
});

test("a run's folder replaces the folders of runs whose process is gone, and keeps the live ones", () => {
  const dead = spawnSync(process.execPath, ['-e', '']).pid!;
  const abandoned = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-test-builds-'));
  fs.writeFileSync(path.join(abandoned, 'owner.pid'), String(dead));
  const live = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-test-builds-'));
  fs.writeFileSync(path.join(live, 'owner.pid'), String(process.pid));
  const made = makeBuildsFolder();
  try {
    expect(fs.existsSync(abandoned)).toBe(false);
    expect(fs.existsSync(live)).toBe(true);
    expect(fs.readFileSync(path.join(made, 'owner.pid'), 'utf8')).toBe(String(process.pid));
  } finally {
    for (const folder of [abandoned, live, made]) fs.rmSync(folder, { recursive: true, force: true });
  }
});
