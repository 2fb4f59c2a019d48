import childProcess from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readGitTimes, type SpawnFunction } from '../gitLog';
import { commit, countingSpawn, git, makeRepo, tempDir, writeFiles } from './gitFixture';

const T1 = 1_600_000_000;
const T2 = 1_650_000_000;
const T3 = 1_700_000_000;
const ms = (seconds: number) => seconds * 1000;

/** A history: three commits on main, one on a side branch merged back without fast-forward. */
function makeHistory(): { repo: string; docs: string } {
  const repo = makeRepo();
  commit({ repo, seconds: T1, files: { 'README.md': 'root', 'docs/en/a.md': 'a', 'docs/en/b.md': 'b', 'docs/en/guide/c.md': 'c' } });
  // The zone must not move the timestamp.
  commit({ repo, seconds: T2, zone: '+0800', files: { 'docs/en/a.md': 'a2' } });
  git({ cwd: repo, args: ['checkout', '-q', '-b', 'side'] });
  commit({ repo, seconds: T2 + 100, files: { 'docs/en/side.md': 'side' } });
  git({ cwd: repo, args: ['checkout', '-q', 'main'] });
  commit({ repo, seconds: T3, files: { 'docs/en/guide/c.md': 'c3', 'docs/en/d.md': 'd', 'README.md': 'root3' } });
  git({ cwd: repo, args: ['merge', '-q', '--no-ff', '--no-verify', '-m', 'merge side', 'side'], dates: `${T3 + 100} +0000` });
  return { repo, docs: path.join(repo, 'docs') };
}

describe('readGitTimes', () => {
  const { repo, docs } = makeHistory();
  const expected = new Map([
    [path.join(docs, 'en/guide/c.md'), ms(T3)],
    [path.join(docs, 'en/d.md'), ms(T3)],
    [path.join(docs, 'en/a.md'), ms(T2)],
    // Changed on the side branch: the merge itself lists no files, the branch commit counts.
    [path.join(docs, 'en/side.md'), ms(T2 + 100)],
    [path.join(docs, 'en/b.md'), ms(T1)],
  ]);

  test('each file gets its newest commit; a file changed later gets the later date', async () => {
    writeFiles({ root: docs, files: { 'en/untracked.md': 'new' } });
    const times = await readGitTimes({ cwd: docs, paths: [] });
    expect(times).toEqual(expected);
    // Untracked files and files outside `cwd` (README.md) have no entry.
    expect(times.has(path.join(docs, 'en/untracked.md'))).toBe(false);
    expect([...times.keys()].some((file) => file.endsWith('README.md'))).toBe(false);
  });

  test("the user's git config does not change the result", async () => {
    // Keys that would otherwise drop the root commit's files, switch to --follow, add colour
    // codes, quote names or sign the output (GIT_CONFIG_COUNT: git 2.31+, like `-c`).
    const hostile = { 'log.showRoot': 'false', 'log.follow': 'true', 'color.ui': 'always', 'core.quotePath': 'true', 'log.showSignature': 'true', 'diff.renames': 'copies' };
    const saved = { ...process.env };
    Object.entries(hostile).forEach(([key, value], i) => {
      process.env[`GIT_CONFIG_KEY_${i}`] = key;
      process.env[`GIT_CONFIG_VALUE_${i}`] = value;
    });
    process.env.GIT_CONFIG_COUNT = String(Object.keys(hostile).length);
    try {
      // The config is really in effect: a plain `git log` loses the root commit's files.
      expect(git({ cwd: docs, args: ['log', '--name-only', '--format=', '--', '.'] })).not.toContain('b.md');
      expect(await readGitTimes({ cwd: docs, paths: [] })).toEqual(expected);
    } finally {
      process.env = saved;
    }
  });

  test('paths narrow the result; absolute and relative paths both work', async () => {
    const times = await readGitTimes({ cwd: docs, paths: [path.join(docs, 'en/guide'), 'en/b.md'] });
    expect(times).toEqual(new Map([[path.join(docs, 'en/guide/c.md'), ms(T3)], [path.join(docs, 'en/b.md'), ms(T1)]]));
  });

  test('a path outside cwd is refused rather than silently dateless', async () => {
    await expect(readGitTimes({ cwd: docs, paths: [path.join(repo, 'README.md')] })).rejects.toThrow(/is not inside/);
  });

  test('Chinese file names and names with spaces', async () => {
    const site = makeRepo();
    commit({ repo: site, seconds: T1, files: { 'docs/zh/指南/快速 开始.md': '# 开始', 'docs/en/with space.md': '# x', 'docs/en/[ab].md': '# y', 'docs/en/a.md': '# a' } });
    commit({ repo: site, seconds: T2, files: { 'docs/zh/指南/快速 开始.md': '# 开始 2' } });
    const siteDocs = path.join(site, 'docs');
    expect(await readGitTimes({ cwd: siteDocs, paths: [] })).toEqual(
      new Map([
        [path.join(siteDocs, 'zh/指南/快速 开始.md'), ms(T2)],
        [path.join(siteDocs, 'en/with space.md'), ms(T1)],
        [path.join(siteDocs, 'en/[ab].md'), ms(T1)],
        [path.join(siteDocs, 'en/a.md'), ms(T1)],
      ]),
    );
    // Pathspecs are literal (as a glob `[ab].md` would also match `a.md`); a Chinese folder is found.
    expect(await readGitTimes({ cwd: siteDocs, paths: ['en/[ab].md', 'zh/指南'] })).toEqual(
      new Map([
        [path.join(siteDocs, 'zh/指南/快速 开始.md'), ms(T2)],
        [path.join(siteDocs, 'en/[ab].md'), ms(T1)],
      ]),
    );
  });

  test('a shallow clone gives every file the date of its one commit', async () => {
    const clone = path.join(tempDir('shallow'), 'clone');
    git({ cwd: os.tmpdir(), args: ['clone', '-q', '--depth', '1', `file://${repo}`, clone] });
    expect(git({ cwd: clone, args: ['rev-parse', '--is-shallow-repository'] }).trim()).toBe('true');
    const cloneDocs = path.join(clone, 'docs');
    const times = await readGitTimes({ cwd: cloneDocs, paths: [] });
    expect([...times.keys()].sort()).toEqual(['en/a.md', 'en/b.md', 'en/d.md', 'en/guide/c.md', 'en/side.md'].map((f) => path.join(cloneDocs, f)));
    // The one commit is the merge, made at T3 + 100.
    expect(new Set(times.values())).toEqual(new Set([ms(T3 + 100)]));
  });

  test('outside any repository: an empty map and one reason, no error', async () => {
    const outside = tempDir('no-repo');
    writeFiles({ root: outside, files: { 'docs/a.md': 'a' } });
    // Keep git from finding a repository above the temp folder on machines that have one.
    const ceiling = process.env.GIT_CEILING_DIRECTORIES;
    process.env.GIT_CEILING_DIRECTORIES = [os.tmpdir(), fs.realpathSync(os.tmpdir())].join(path.delimiter);
    try {
      const reasons: string[] = [];
      const times = await readGitTimes({ cwd: path.join(outside, 'docs'), paths: [], onUnavailable: (reason) => reasons.push(reason) });
      expect(times.size).toBe(0);
      expect(reasons).toHaveLength(1);
      expect(reasons[0]).toMatch(/^not a git repository/);
    } finally {
      if (ceiling === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
      else process.env.GIT_CEILING_DIRECTORIES = ceiling;
    }
  });

  test('git not installed: an empty map and one reason, no error', async () => {
    const missingGit: SpawnFunction = (_command, args, options) => childProcess.spawn('quire-test-no-such-git', args, options);
    const reasons: string[] = [];
    const times = await readGitTimes({ cwd: docs, paths: [], spawn: missingGit, onUnavailable: (reason) => reasons.push(reason) });
    expect(times.size).toBe(0);
    expect(reasons).toEqual(['git is not installed']);
  });

  test('one git log process for many files', async () => {
    const big = makeRepo();
    const files = (round: number) => Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`docs/p${i % 20}/page-${i}.md`, `${round}:${i}`]));
    commit({ repo: big, seconds: T1, files: files(1) });
    commit({ repo: big, seconds: T2, files: Object.fromEntries(Object.entries(files(2)).filter((_, i) => i % 2 === 0)) });
    const { spawn, subcommands } = countingSpawn();
    const times = await readGitTimes({ cwd: path.join(big, 'docs'), paths: [], spawn });
    expect(subcommands).toEqual(['log']);
    expect(times.size).toBe(400);
    expect(times.get(path.join(big, 'docs/p0/page-0.md'))).toBe(ms(T2));
    expect(times.get(path.join(big, 'docs/p1/page-1.md'))).toBe(ms(T1));
  });
});
