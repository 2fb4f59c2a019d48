import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { QuireError } from '../errors';
import type { PackageManager, StarterLanguage } from '../types/init';

/** The starter's languages, as the prompt lists them. */
export const starterLanguages: readonly { lang: StarterLanguage; label: string }[] = [
  { lang: 'en', label: 'English' },
  { lang: 'zh', label: '简体中文' },
];

export const packageManagers: readonly PackageManager[] = ['npm', 'pnpm', 'yarn', 'bun'];

/**
 * The package manager that runs this command, from `npm_config_user_agent` (set by npm, pnpm, yarn
 * and bun for the scripts and `create` packages they run: `pnpm/9.1.0 npm/? node/v20.19.0 ...`); npm otherwise.
 */
export function detectPackageManager(userAgent: string | undefined): PackageManager {
  const name = userAgent?.split('/')[0];
  return packageManagers.find((pm) => pm === name) ?? 'npm';
}

/** `--pm` checked: one of npm, pnpm, yarn, bun. */
export function parsePackageManager(value: string): PackageManager {
  const pm = packageManagers.find((name) => name === value.trim().toLowerCase());
  if (!pm) {
    throw new QuireError(`Unknown package manager "${value}".`, { hint: `Use one of ${packageManagers.join(', ')}: --pm pnpm` });
  }
  return pm;
}

/** `--lang en,zh` checked: known languages, none twice, the default one first. */
export function parseStarterLanguages(value: string): StarterLanguage[] {
  const known = starterLanguages.map(({ lang }) => lang);
  const asked = value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const unknown = asked.filter((lang) => !known.includes(lang as StarterLanguage));
  if (asked.length === 0 || unknown.length > 0) {
    throw new QuireError(`Unknown language${unknown.length > 1 ? 's' : ''} "${unknown.join(', ') || value}" for the starter site.`, {
      hint: `The starter has pages in ${known.join(' and ')}: --lang en, --lang zh, --lang en,zh (the first is the default language).`,
    });
  }
  return [...new Set(asked)] as StarterLanguage[];
}

/** The commands of a package manager, as the next steps and the starter's pages show them. */
export function packageManagerCommands(pm: PackageManager): { install: string; run: (script: string) => string } {
  return {
    install: pm === 'yarn' ? 'yarn' : `${pm} install`,
    // npm and bun need `run` for a script; pnpm and yarn run scripts by name.
    run: (script) => (pm === 'npm' || pm === 'bun' ? `${pm} run ${script}` : `${pm} ${script}`),
  };
}

/** A folder name as the package.json `name` field accepts it. */
export function packageName(folder: string): string {
  return (
    folder
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'quire-site'
  );
}

/** A path as a POSIX shell reads it in `cd <path>`: quoted when it holds spaces or other specials. */
export function shellPath(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/** Why a site cannot be created in this folder (it is a file, or a folder with files), or undefined. */
export function initFolderProblem(dir: string): string | undefined {
  const target = path.resolve(dir);
  if (!existsSync(target)) return undefined;
  const rel = path.relative(process.cwd(), target) || '.';
  if (!statSync(target).isDirectory()) return `${rel} is a file, not a folder.`;
  const entries = readdirSync(target);
  if (entries.length === 0) return undefined;
  const shown = entries.slice(0, 3).join(', ') + (entries.length > 3 ? `, and ${entries.length - 3} more` : '');
  return `The folder ${rel} is not empty (it holds ${shown}).`;
}
