import fs from 'node:fs';
import path from 'node:path';

/**
 * The package a module-not-found error is about, when it is a package (a bare specifier) and not
 * a file: Node's ESM loader says `Cannot find package 'x' imported from ...`, `require` says
 * `Cannot find module 'x'`.
 */
export function missingPackageOf(error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return undefined;
  const specifier = /Cannot find (?:package|module) '([^']+)'/.exec(message ?? '')?.[1];
  if (!specifier || specifier.startsWith('.') || path.isAbsolute(specifier) || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun';

const LOCKFILES: [string, PackageManager][] = [
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
  ['bun.lockb', 'bun'],
  ['package-lock.json', 'npm'],
];

/**
 * The site's package manager: its lockfile (in the site's folder or a parent, for workspaces),
 * else the one running this command (`npm_config_user_agent`, set by npx/pnpm dlx/yarn/bunx), else npm.
 */
export function detectPackageManager({ siteDir, userAgent }: { siteDir: string; userAgent?: string }): PackageManager {
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    const found = LOCKFILES.find(([file]) => fs.existsSync(path.join(dir, file)));
    if (found) return found[1];
    if (path.dirname(dir) === dir) break;
  }
  const agent = /^(npm|pnpm|yarn|bun)\//.exec(userAgent ?? '')?.[1];
  return (agent as PackageManager | undefined) ?? 'npm';
}

function listedIn(siteDir: string, name: string): boolean {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    return ['dependencies', 'devDependencies', 'optionalDependencies'].some((field) => Boolean(pkg[field]?.[name]));
  } catch {
    return false;
  }
}

/**
 * What to run when a package the config imports is not installed: the package manager's install
 * command when the site's package.json lists it (its dependencies were never installed), else the
 * command that adds it.
 */
export function installCommand({ siteDir, packageName, userAgent }: { siteDir: string; packageName: string; userAgent?: string }): string {
  const manager = detectPackageManager({ siteDir, userAgent });
  if (listedIn(siteDir, packageName)) return `${manager} install`;
  return manager === 'npm' ? `npm install ${packageName}` : `${manager} add ${packageName}`;
}
