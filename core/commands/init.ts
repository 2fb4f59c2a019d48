import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { QuireError } from '../errors';
import { fmt, logger } from '../logger/logger';
import { quireDir, quireVersion } from '../quirePackage';

export interface InitOptions {
  /** Folder to create (it must not exist, or be empty). */
  dir: string;
  /** Site title (default: the folder name). */
  title?: string;
}

/** Files whose template name differs from the written one (npm drops .gitignore from packages). */
const RENAMES: Record<string, string> = { gitignore: '.gitignore' };

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const rel = path.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(dir, rel) : [rel];
    }),
  );
  return files.flat();
}

/** `quire init [dir]`: writes a bilingual starter site that builds at once. */
export async function init({ dir, title }: InitOptions): Promise<void> {
  const target = path.resolve(dir);
  if (existsSync(target) && (await fs.readdir(target)).length > 0) {
    throw new QuireError(`The folder ${target} already exists and is not empty.`, { hint: 'Pick a new folder name: quire init my-docs' });
  }
  const name = path.basename(target).toLowerCase().replace(/[^a-z0-9-]+/g, '-') || 'quire-site';
  // The title lands in YAML and TS string literals: keep it free of quotes and backslashes.
  const safeTitle = (title ?? path.basename(target)).replace(/['"\\]/g, '');
  const values: Record<string, string> = { name, title: safeTitle, version: quireVersion };
  const templateDir = path.join(quireDir, 'templates', 'starter');
  for (const rel of await listFiles(templateDir)) {
    const source = await fs.readFile(path.join(templateDir, rel), 'utf8');
    const output = path.join(target, path.dirname(rel), RENAMES[path.basename(rel)] ?? path.basename(rel));
    await fs.mkdir(path.dirname(output), { recursive: true });
    await fs.writeFile(output, source.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match));
  }
  const rel = path.relative(process.cwd(), target) || '.';
  logger.success(`created a Quire site in ${fmt.path(rel)}`);
  logger.info(`next: ${fmt.code(`npx quire dev ${rel}`)} to write, ${fmt.code(`npx quire build ${rel}`)} to build`);
}
