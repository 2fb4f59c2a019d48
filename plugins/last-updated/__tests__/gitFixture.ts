import childProcess, { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SpawnFunction } from '../gitLog';

/**
 * Real git repositories for the tests, independent of the machine's git config: identity and
 * dates come from here, signing and hooks are off, and GIT_DIR from a surrounding hook is dropped.
 */

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const base = { ...process.env, ...extra };
  delete base.GIT_DIR;
  delete base.GIT_WORK_TREE;
  return base;
}

const identity = ['-c', 'user.name=Quire Test', '-c', 'user.email=test@quire.invalid', '-c', 'commit.gpgsign=false'];

export function git({ cwd, args, dates }: { cwd: string; args: string[]; dates?: string }): string {
  return execFileSync('git', [...identity, ...args], {
    cwd,
    env: env(dates ? { GIT_AUTHOR_DATE: dates, GIT_COMMITTER_DATE: dates } : {}),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `quire-last-updated-${prefix}-`));
}

export function makeRepo(): string {
  const repo = tempDir('repo');
  git({ cwd: repo, args: ['-c', 'init.defaultBranch=main', 'init', '-q'] });
  return repo;
}

export function writeFiles({ root, files }: { root: string; files: Record<string, string> }): void {
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

/**
 * Writes `files` and commits everything at `seconds` since the epoch (`zone` is the author's UTC
 * offset, which must not change the timestamp).
 */
export function commit({
  repo,
  files,
  seconds,
  zone = '+0000',
}: {
  repo: string;
  files: Record<string, string>;
  seconds: number;
  zone?: string;
}): void {
  writeFiles({ root: repo, files });
  git({ cwd: repo, args: ['add', '-A'] });
  git({ cwd: repo, args: ['commit', '-q', '--no-verify', '-m', `at ${seconds}`], dates: `${seconds} ${zone}` });
}

/** Wraps the real spawn to record the git subcommand of each process. */
export function countingSpawn(): { spawn: SpawnFunction; subcommands: string[] } {
  const subcommands: string[] = [];
  const spawn: SpawnFunction = (command, args, options) => {
    // Skip git's global options (`-c key=value`) to reach the subcommand.
    let i = 0;
    while (args[i] === '-c') i += 2;
    subcommands.push(args[i] ?? '');
    return childProcess.spawn(command, args, options);
  };
  return { spawn, subcommands };
}
