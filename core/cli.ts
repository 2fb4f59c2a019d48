import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { QuireError, isQuireError } from './errors';
import { logger } from './logger/logger';
import { didYouMean } from './cli/didYouMean';
import { formatHelp, parseFlag, type HelpSection } from './cli/help';
import { quireVersion } from './quirePackage';

type Options = NonNullable<ParseArgsConfig['options']>;

interface Command {
  summary: string;
  usage: string;
  options: Options;
  flags: string[];
  run(args: { root: string | undefined; values: Record<string, string | boolean | undefined> }): Promise<void>;
}

const portOption = { type: 'string' } as const;
const hostOption = { type: 'string' } as const;
const strictPortOption = { type: 'boolean' } as const;

function parsePort(value: string | boolean | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new QuireError(`--port must be a whole number from 0 to 65535, got "${String(value)}".`);
  }
  return port;
}

function existingRoot(root: string | undefined): string {
  const dir = path.resolve(root ?? '.');
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw new QuireError(`Root directory not found: ${dir}`, {
      hint: 'Pass the folder that holds your quire.config.ts (and docs/), or run the command from inside it.',
    });
  }
  return dir;
}

const commands: Record<string, Command> = {
  build: {
    summary: 'build the site for production into <root>/dist',
    usage: 'quire build [root] [--out-dir <dir>] [--base <path>] [--strict]',
    options: { 'out-dir': { type: 'string' }, base: { type: 'string' }, strict: { type: 'boolean' } },
    flags: ['--out-dir <dir>   write the site there instead of <root>/dist', '--base <path>     serve the site under this URL path (e.g. /docs/)', '--strict          fail on webpack warnings too (as build.strict does)'],
    async run({ root, values }) {
      const { build } = await import('./commands/build');
      await build({ siteDir: existingRoot(root), outDir: values['out-dir'] as string | undefined, base: values.base as string | undefined, strict: values.strict === true });
    },
  },
  dev: {
    summary: 'start the dev server with hot reload',
    usage: 'quire dev [root] [--port <port>] [--strict-port] [--host <host>] [--open]',
    options: { port: portOption, 'strict-port': strictPortOption, host: hostOption, open: { type: 'boolean' } },
    flags: [
      '--port <port>  port to listen on (default 3000, or PORT); the next free one if it is in use',
      '--strict-port  fail if the port is in use instead of taking the next free one',
      '--host <host>  host to listen on (default localhost)',
      '--open  open the site in a browser',
    ],
    async run({ root, values }) {
      const { dev } = await import('./commands/dev');
      const server = await dev({
        siteDir: existingRoot(root),
        port: parsePort(values.port ?? process.env.PORT, 3000),
        strictPort: Boolean(values['strict-port']),
        host: (values.host as string | undefined) ?? 'localhost',
        open: Boolean(values.open),
      });
      // Stopping cleanly writes webpack's cache, so the next start is a warm one.
      const stop = () => {
        const force = setTimeout(() => process.exit(0), 10_000);
        void server.close().finally(() => {
          clearTimeout(force);
          process.exit(0);
        });
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
  },
  preview: {
    summary: 'serve a finished build (alias: serve)',
    usage: 'quire preview [root] [--port <port>] [--strict-port] [--host <host>] [--out-dir <dir>] [--base <path>]',
    options: { port: portOption, 'strict-port': strictPortOption, host: hostOption, 'out-dir': { type: 'string' }, base: { type: 'string' } },
    flags: [
      '--port <port>     port to listen on (default 4173, or PORT); the next free one if it is in use',
      '--strict-port     fail if the port is in use instead of taking the next free one',
      '--host <host>     host to listen on (default localhost)',
      '--out-dir <dir>   serve the build there (if it was built with --out-dir)',
      '--base <path>     the base it was built with (if it was built with --base)',
    ],
    async run({ root, values }) {
      const { preview } = await import('./commands/preview');
      await preview({
        siteDir: existingRoot(root),
        port: parsePort(values.port ?? process.env.PORT, 4173),
        strictPort: Boolean(values['strict-port']),
        host: (values.host as string | undefined) ?? 'localhost',
        outDir: values['out-dir'] as string | undefined,
        base: values.base as string | undefined,
      });
    },
  },
  init: {
    summary: 'create a new docs site (as npm create quire does)',
    usage: 'quire init [dir] [--lang <list>] [--pm <name>]',
    options: { lang: { type: 'string' }, pm: { type: 'string' } },
    flags: ['--lang <list>   the languages, default first: en, zh or en,zh (default en,zh)', '--pm <name>     npm, pnpm, yarn or bun, for the next steps (default: the one running quire)'],
    async run({ root, values }) {
      const { init } = await import('./commands/init');
      const { parseStarterLanguages, parsePackageManager } = await import('./commands/initChoices');
      await init({
        dir: path.resolve(root ?? 'quire-site'),
        languages: values.lang === undefined ? undefined : parseStarterLanguages(String(values.lang)),
        packageManager: values.pm === undefined ? undefined : parsePackageManager(String(values.pm)),
      });
    },
  },
};
commands.serve = commands.preview!;

const globalFlags = ['-h, --help  show help (quire <command> --help for one command)', '-v, --version  show the version'];

const commandNames = () => Object.keys(commands).filter((name) => name !== 'serve');

/** `quire --help`: the commands, then each command's flags, every description in one column. */
export function mainHelp(): string {
  const sections: HelpSection[] = [
    { title: 'Commands', rows: commandNames().map((name) => ({ term: name, description: commands[name]!.summary })) },
    ...commandNames()
      .filter((name) => commands[name]!.flags.length > 0)
      .map((name) => ({ title: `Flags of quire ${name}`, rows: commands[name]!.flags.map(parseFlag) })),
    { title: 'Flags', rows: globalFlags.map(parseFlag) },
  ];
  return formatHelp({
    intro: [`Quire ${quireVersion}: documentation sites from Markdown, MDX and React.`, '', 'Usage: quire <command> [root] [flags]'],
    sections,
  });
}

/** `quire <command> --help`. */
export function commandHelp(name: string): string {
  const command = commands[name]!;
  return formatHelp({
    intro: [`Usage: ${command.usage}`, '', `${name}: ${command.summary}.`],
    sections: [{ title: 'Flags', rows: [...command.flags, '-h, --help  show this help'].map(parseFlag) }],
  });
}

function fail(error: unknown): never {
  if (isQuireError(error)) logger.error((error as QuireError).format());
  else logger.error((error as Error)?.stack ?? String(error));
  process.exit(1);
}

export async function main(argv: string[]): Promise<void> {
  const [name, ...rest] = argv;
  if (name === 'help' && rest[0] !== undefined && commands[rest[0]]) {
    process.stdout.write(`${commandHelp(rest[0])}\n`);
    return;
  }
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    process.stdout.write(`${mainHelp()}\n`);
    return;
  }
  if (name === '-v' || name === '--version') {
    process.stdout.write(`${quireVersion}\n`);
    return;
  }
  const command = commands[name];
  if (!command) {
    const suggestion = didYouMean({ input: name, candidates: [...Object.keys(commands), 'help'] });
    fail(
      new QuireError(`Unknown command "${name}".${suggestion ? ` Did you mean "${suggestion}"?` : ''}`, {
        hint: `The commands are ${commandNames().join(', ')}. Run "quire --help" for details.`,
      }),
    );
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    const message = (error as Error).message;
    const flag = /'(-[^']+)'/.exec(message)?.[1];
    const known = [...Object.keys(command.options).map((option) => `--${option}`), '--help'];
    const suggestion = flag ? didYouMean({ input: flag.split('=')[0]!, candidates: known }) : undefined;
    fail(
      new QuireError(
        flag && /Unknown option/.test(message)
          ? `Unknown flag ${flag} for "quire ${name}".${suggestion ? ` Did you mean "${suggestion}"?` : ''}`
          : `Invalid arguments for "quire ${name}": ${message.split('.')[0]}.`,
        { hint: `Usage: ${command.usage}` },
      ),
    );
  }
  if (parsed.values.help) {
    process.stdout.write(`${commandHelp(name)}\n`);
    return;
  }
  if (parsed.positionals.length > 1) {
    fail(new QuireError(`"quire ${name}" takes one folder, got ${parsed.positionals.length}: ${parsed.positionals.join(' ')}.`, { hint: `Usage: ${command.usage}` }));
  }
  // A command whose work waits on something that can never happen (a promise nothing settles)
  // would let Node exit with status 0 halfway: say so and fail instead.
  const unfinished = () => {
    logger.error(`"quire ${name}" stopped before it finished: something it waited for never completed. This is a bug in Quire or in a plugin; please report it.`);
    process.exitCode = 1;
  };
  process.once('beforeExit', unfinished);
  try {
    await command.run({ root: parsed.positionals[0], values: parsed.values as Record<string, string | boolean | undefined> });
  } catch (error) {
    fail(error);
  } finally {
    process.off('beforeExit', unfinished);
  }
}
