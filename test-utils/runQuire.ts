import { spawn } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..');
export const quireBin = path.join(repoRoot, 'bin', 'quire.js');

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real `quire` command (compiled lib/) in a child process, as a user would. */
export function runQuire(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeout?: number } = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [quireBin, ...args], {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '', ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`quire ${args.join(' ')} timed out\n${stdout}\n${stderr}`));
    }, options.timeout ?? 120_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Starts a long-running `quire` command and resolves once its output matches `ready`. */
export function startQuire(
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; ready: RegExp; timeout?: number },
): Promise<{ output: () => string; stop: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [quireBin, ...args], {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '', ...options.env },
    });
    let output = '';
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('close', () => done());
        child.kill('SIGTERM');
      });
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`quire ${args.join(' ')} did not become ready:\n${output}`));
    }, options.timeout ?? 60_000);
    const onData = (data: Buffer) => {
      output += data;
      if (options.ready.test(output)) {
        clearTimeout(timer);
        resolve({ output: () => output, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`quire ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}
