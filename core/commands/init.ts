import fs from 'node:fs/promises';
import path from 'node:path';
import { QuireError } from '../errors';
import { color, fmt, logger } from '../logger/logger';
import { quireDir, quireVersion } from '../quirePackage';
import type { InitOptions, InitResult } from '../types/init';
import { detectPackageManager, packageManagerCommands, packageName, shellPath, starterLanguages, initFolderProblem } from './initChoices';
import { starterFiles, starterValues } from './starterFiles';

export type { InitOptions, InitResult };

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(dir, rel) : [rel];
    }),
  );
  return files.flat();
}

/** `quire init [dir]` and `npm create quire`: writes the starter site, which builds at once. */
export async function init(options: InitOptions): Promise<InitResult> {
  const target = path.resolve(options.dir);
  const problem = initFolderProblem(target);
  if (problem) {
    throw new QuireError(problem, { hint: 'Quire writes a new site only into a new or empty folder: pick another folder name, or empty this one.' });
  }
  const languages = options.languages ?? starterLanguages.map(({ lang }) => lang);
  if (languages.length === 0) throw new QuireError('init() was given no language.', { hint: "Pass at least one: languages: ['en']." });
  const packageManager = options.packageManager ?? detectPackageManager(process.env.npm_config_user_agent);
  // The title lands in YAML and TS string literals: keep it free of quotes and backslashes.
  const title = (options.title ?? path.basename(target)).replace(/['"\\]/g, '');
  const templateDir = path.join(quireDir, 'templates', 'starter');
  const plan = starterFiles({ files: await listFiles(templateDir), languages });
  for (const { from, to, lang } of plan) {
    const values = starterValues({ name: packageName(path.basename(target)), title, version: quireVersion, languages, packageManager, lang });
    const source = await fs.readFile(path.join(templateDir, from), 'utf8');
    const output = path.join(target, to);
    await fs.mkdir(path.dirname(output), { recursive: true });
    await fs.writeFile(output, source.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match));
  }

  const rel = path.relative(process.cwd(), target) || '.';
  const commands = packageManagerCommands(packageManager);
  const nextSteps = [...(rel === '.' ? [] : [`cd ${shellPath(rel)}`]), commands.install, commands.run('dev')];
  const names = languages.map((lang) => starterLanguages.find((l) => l.lang === lang)!.label).join(', ');
  if (!options.quiet) {
    logger.success(`created a Quire site in ${fmt.path(rel)} (${names})`);
    logger.info(`next steps:\n${nextSteps.map((step) => `  ${color('bold', step)}`).join('\n')}`);
  }
  return { dir: target, files: plan.map(({ to }) => to), nextSteps };
}
