import childProcess, { type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createGitLogParser } from './parseGitLog';

/** The part of `child_process.spawn` used here; tests pass a wrapper to count the processes. */
export type SpawnFunction = (command: string, args: readonly string[], options: SpawnOptions) => ChildProcess;

export interface ReadGitTimesOptions {
  /** The folder whose files are wanted; git finds the repository from here. */
  cwd: string;
  /** Files or folders inside `cwd` (absolute, or relative to `cwd`). Empty means all of `cwd`. */
  paths: readonly string[];
  /** Defaults to `child_process.spawn`. */
  spawn?: SpawnFunction;
  /** Called once, with a one-line reason, when there is no history to read (no git, no repository). */
  onUnavailable?: (reason: string) => void;
}

/**
 * The arguments of the one `git log` that reads the whole history:
 *
 * - `-z --name-only --format=%x00%ct`: NUL-terminated names, never quoted or escaped, so spaces,
 *   non-ASCII and even newlines in names come through as they are (see parseGitLog.ts).
 * - `--relative` with `cwd` as the working folder: names are printed relative to `cwd`, so they
 *   join back onto `cwd` exactly as the caller spelled it. Joining them onto
 *   `git rev-parse --show-toplevel` instead would need a second process and would give the
 *   repository's real path, which differs from the caller's when a symlink is on the way (macOS
 *   `/var` -> `/private/var`), so the keys would not match the docs plugin's file paths.
 * - `--no-renames`: a renamed file counts as changed at the rename (its new name is listed), and
 *   git skips rename detection, which is the slow part of `--name-only` on a big history.
 * - `--root`: the first commit lists its files even with `log.showRoot=false`; in a shallow
 *   clone the one commit is such a root, so every file gets its date.
 * - `log.follow=false`: with a single pathspec `log.follow=true` would switch to `--follow`,
 *   which tracks one file and changes the output; `log.showSignature=false` keeps GPG text out.
 *   Set with `-c`: a git too old to know a key ignores it, where an unknown flag would fail.
 * - `:(literal)` pathspecs: `[ab].md` names that file, not `a.md` too.
 */
export function gitLogArgs({ pathspecs }: { pathspecs: readonly string[] }): string[] {
  return [
    '-c',
    'log.follow=false',
    '-c',
    'log.showSignature=false',
    'log',
    '-z',
    '--format=%x00%ct',
    '--name-only',
    '--no-renames',
    '--relative',
    '--root',
    '--no-color',
    '--',
    ...pathspecs.map((spec) => `:(literal)${spec}`),
  ];
}

/** Pathspecs relative to `cwd`, with `/` (what git expects on every platform). */
function toPathspecs({ cwd, paths }: { cwd: string; paths: readonly string[] }): string[] {
  if (paths.length === 0) return ['.'];
  return paths.map((p) => {
    const relative = path.relative(cwd, path.resolve(cwd, p));
    // `--relative` drops every change outside `cwd`: such a path would silently get no dates.
    if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
      throw new Error(`readGitTimes: ${p} is not inside ${cwd}`);
    }
    return relative === '' ? '.' : relative.split(path.sep).join('/');
  });
}

/**
 * The environment for git without the variables that pin a repository: git hooks (a build run
 * from pre-push, say) export `GIT_DIR`, often as the relative `.git`, which from `cwd` would name
 * the wrong folder or make git treat `cwd` as the top of the work tree. The repository is the one
 * holding `cwd`.
 */
function gitEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.GIT_DIR;
  delete env.GIT_WORK_TREE;
  return env;
}

/** A one-line reason from git's stderr (`fatal: not a git repository ...` -> `not a git repository ...`). */
function firstLine(stderr: string): string {
  const line = stderr.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.replace(/^(fatal|error):\s*/, '').trim();
}

function spawnFailure({ error, cwd }: { error: NodeJS.ErrnoException; cwd: string }): string {
  // spawn reports a missing working folder and a missing program with the same ENOENT.
  if (error.code === 'ENOENT') return fs.existsSync(cwd) ? 'git is not installed' : `${cwd} does not exist`;
  return `git could not run: ${error.message}`;
}

/** Runs git and parses its stdout as it streams in; never rejects (see `onUnavailable`). */
function runGitLog({
  cwd,
  args,
  spawn,
  onUnavailable,
}: {
  cwd: string;
  args: string[];
  spawn: SpawnFunction;
  onUnavailable?: (reason: string) => void;
}): Promise<Map<string, number>> {
  return new Promise((resolve) => {
    let settled = false;
    const unavailable = (reason: string) => {
      if (settled) return;
      settled = true;
      onUnavailable?.(reason);
      resolve(new Map());
    };
    let child: ChildProcess;
    try {
      child = spawn('git', args, { cwd, env: gitEnv(), stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    } catch (error) {
      unavailable(spawnFailure({ error: error as NodeJS.ErrnoException, cwd }));
      return;
    }
    const parser = createGitLogParser();
    child.stdout!.on('data', (chunk: Buffer) => parser.push(chunk));
    // Only the first line is ever shown; keep a little, in case git is chatty.
    let stderr = '';
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (text: string) => {
      if (stderr.length < 4096) stderr += text;
    });
    child.on('error', (error) => unavailable(spawnFailure({ error, cwd })));
    // 'close' (not 'exit') waits until stdout has been read to the end.
    child.on('close', (code, signal) => {
      if (settled) return;
      if (code !== 0) {
        unavailable(firstLine(stderr) || `git log ended with ${signal ?? `exit code ${code}`}`);
        return;
      }
      settled = true;
      const absolute = new Map<string, number>();
      for (const [file, time] of parser.end()) absolute.set(path.resolve(cwd, file), time);
      resolve(absolute);
    });
  });
}

/**
 * Reads, with one `git log` process, the time in milliseconds of the newest commit of every file
 * under `paths`, keyed by absolute path (`path.resolve(cwd, <name>)`). Files git does not track
 * are absent. Without git or outside a repository the map is empty and `onUnavailable` says why:
 * a site without history still builds.
 */
export async function readGitTimes({
  cwd,
  paths,
  spawn = childProcess.spawn,
  onUnavailable,
}: ReadGitTimesOptions): Promise<Map<string, number>> {
  const args = gitLogArgs({ pathspecs: toPathspecs({ cwd, paths }) });
  return runGitLog({ cwd, args, spawn, onUnavailable });
}
