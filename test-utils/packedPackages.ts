import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './runQuire';
import { builtSite } from './builtSites';

/** npm as a user runs it, quiet and offline-first (every dependency is in the cache already). */
export function npm(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> {
  const all: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: '', NO_COLOR: '1', npm_config_loglevel: 'error', npm_config_fund: 'false', npm_config_audit: 'false', npm_config_update_notifier: 'false', ...env };
  // Node warns when both are set, whatever FORCE_COLOR's value.
  delete all.FORCE_COLOR;
  return spawnSync('npm', args, { cwd, encoding: 'utf8', env: all });
}

function check(result: SpawnSyncReturns<string>, what: string): SpawnSyncReturns<string> {
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result;
}

/** `npm pack` of a package folder into `dest`; returns the tarball's path. */
export function pack(packageDir: string, dest: string): string {
  const result = check(npm(['pack', '--json', '--pack-destination', dest], packageDir), `npm pack in ${packageDir}`);
  // prepack scripts may print before npm's JSON: the JSON is the last part of the output.
  const json = JSON.parse(result.stdout.slice(result.stdout.lastIndexOf('\n[') + 1)) as { filename: string }[];
  return path.join(dest, json[0]!.filename);
}

export interface Tarballs {
  quire: string;
  createQuire: string;
}

/**
 * The tarballs of `quire` and `create-quire`, packed from this repository once per test run (packing
 * runs `prepack`, a minute and a half) and shared by every test file that asks (test-utils/builtSites.ts).
 */
export async function packedTarballs(): Promise<Tarballs> {
  let packed: Tarballs | undefined;
  const dir = await builtSite({
    variant: 'packed-tarballs',
    build: async (dest) => {
      packed = { quire: pack(repoRoot, dest), createQuire: pack(path.join(repoRoot, 'create-quire'), dest) };
    },
  });
  if (packed) return packed;
  const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  return { quire: path.join(dir, `quire-${version}.tgz`), createQuire: path.join(dir, `create-quire-${version}.tgz`) };
}

/** An empty project as `npm init -y` makes it (today `"type": "commonjs"`), with these tarballs installed. */
export function installIntoNewProject(dir: string, tarballs: string[]): void {
  fs.mkdirSync(dir, { recursive: true });
  check(npm(['init', '-y'], dir), 'npm init -y');
  check(npm(['install', '--prefer-offline', ...tarballs], dir), `npm install ${tarballs.map((t) => path.basename(t)).join(' ')}`);
}
