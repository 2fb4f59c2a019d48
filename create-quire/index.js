#!/usr/bin/env node
// `npm create quire@latest [dir]`: asks for what the flags leave open, then runs the scaffolder of
// `quire init` (quire's own init()), so both commands write the same starter.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import * as prompts from '@clack/prompts';
import quire from 'quire';

const { version } = createRequire(import.meta.url)('./package.json');

const help = `Usage: npm create quire@latest [dir] -- [flags]
       create-quire [dir] [flags]

Creates a Quire documentation site in a new or empty folder. In a terminal it asks for the folder,
the languages and the package manager; flags answer in advance, and --yes takes the defaults.

Flags:
  --lang <list>   the languages, default first: en, zh or en,zh (default en,zh)
  --pm <name>     npm, pnpm, yarn or bun (default: the one running this command)
  -y, --yes       ask nothing: the flags, then the defaults (folder quire-site)
  -h, --help      show this help
  -v, --version   show the version`;

/** The prompt's choices of languages: the default one first. */
const languageChoices = [
  { value: 'en,zh', label: 'English + 简体中文', hint: 'English by default' },
  { value: 'en', label: 'English only' },
  { value: 'zh,en', label: '简体中文 + English', hint: '默认中文' },
  { value: 'zh', label: '仅简体中文' },
];

function fail(error) {
  const message = typeof error?.format === 'function' ? error.format() : (error?.stack ?? String(error));
  process.stderr.write(`create-quire: ${message}\n`);
  process.exit(1);
}

/** The answer of a prompt, or exit when the user cancels (Ctrl+C, Escape). */
function answer(value) {
  if (prompts.isCancel(value)) {
    prompts.cancel('Cancelled: nothing was written.');
    process.exit(1);
  }
  return value;
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: {
        lang: { type: 'string' },
        pm: { type: 'string' },
        yes: { type: 'boolean', short: 'y' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    throw new quire.QuireError(error.message, { hint: 'Run "npm create quire@latest -- --help" for the flags.' });
  }
  const { values, positionals } = parsed;
  if (values.help) return void process.stdout.write(`${help}\n`);
  if (values.version) return void process.stdout.write(`${version}\n`);
  if (positionals.length > 1) {
    throw new quire.QuireError(`Expected one folder, got ${positionals.length}: ${positionals.join(' ')}.`, { hint: 'Quote a folder name that holds spaces.' });
  }

  // Flags are checked before any question, so a wrong one fails at once.
  let dir = positionals[0];
  let languages = values.lang === undefined ? undefined : quire.parseStarterLanguages(values.lang);
  let packageManager = values.pm === undefined ? undefined : quire.parsePackageManager(values.pm);
  const detected = quire.detectPackageManager(process.env.npm_config_user_agent);
  const interactive = !values.yes && Boolean(process.stdin.isTTY && process.stdout.isTTY);

  if (interactive) {
    prompts.intro(`Quire ${version}`);
    dir ??= answer(
      await prompts.text({
        message: 'Where should the site be created?',
        placeholder: 'my-docs',
        defaultValue: 'my-docs',
        validate: (value) => (value ? quire.initFolderProblem(value) : quire.initFolderProblem('my-docs')),
      }),
    );
    languages ??= quire.parseStarterLanguages(answer(await prompts.select({ message: 'Which languages?', options: languageChoices, initialValue: 'en,zh' })));
    packageManager ??= answer(
      await prompts.select({
        message: 'Which package manager?',
        options: quire.packageManagers.map((pm) => ({ value: pm, label: pm, hint: pm === detected ? 'detected' : undefined })),
        initialValue: detected,
      }),
    );
  }

  const result = await quire.init({ dir: path.resolve(dir ?? 'quire-site'), languages, packageManager: packageManager ?? detected, quiet: interactive });
  if (interactive) {
    const rel = path.relative(process.cwd(), result.dir) || '.';
    prompts.log.success(`Created a Quire site in ${rel}.`);
    prompts.note(result.nextSteps.join('\n'), 'Next steps');
    prompts.outro('Happy writing!');
  }
  return result;
}

main().catch(fail);
