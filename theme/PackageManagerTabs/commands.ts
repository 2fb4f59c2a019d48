/**
 * How each package manager spells a command (CONTRACT §7 "Package-manager tabs"). Authors write
 * one command in npm's vocabulary without the `npm` (`install quire -D`, `create quire@latest`,
 * `exec quire`, `run build`) and get the five spellings. Pure functions: the widget and the unit
 * tests share them.
 */

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun', 'deno'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** The object form of the `command` prop: each manager's command, used verbatim. */
export type PackageManagerCommands = Partial<Record<PackageManager, string>>;

export interface ManagerCommand {
  manager: PackageManager;
  /** The full command line, starting with the program (`npm`, `yarn`, `bunx`, ...). */
  command: string;
}

/**
 * Splits a command line on whitespace, keeping quoted parts together (`"a b"` stays one token,
 * quotes included, so the output reads exactly as the author wrote it).
 */
export function tokenize(command: string): string[] {
  return command.match(/(?:[^\s"']+|"[^"]*"|'[^']*')+/g) ?? [];
}

const isFlag = (token: string) => token.startsWith('-');

// ---------------------------------------------------------------------------------------------
// install / add

type SaveKind = 'dev' | 'exact' | 'optional' | 'peer';

/** The spellings authors write for each kind of saved dependency. */
const SAVE_FLAGS: Record<string, { kind: SaveKind; short: boolean }> = {
  '-D': { kind: 'dev', short: true },
  '--save-dev': { kind: 'dev', short: false },
  '--dev': { kind: 'dev', short: false },
  '-E': { kind: 'exact', short: true },
  '--save-exact': { kind: 'exact', short: false },
  '--exact': { kind: 'exact', short: false },
  '-O': { kind: 'optional', short: true },
  '--save-optional': { kind: 'optional', short: false },
  '--optional': { kind: 'optional', short: false },
  // No short form: npm's `-P` means `--save-prod`, yarn's means `--peer`.
  '--save-peer': { kind: 'peer', short: false },
  '--peer': { kind: 'peer', short: false },
};

/**
 * Each manager's own spelling of each kind, short form when it has one. Bun's short dev flag is
 * `-d`. Deno's `add` knows `--dev`, `--save-exact` and `--save-optional` but has no peer
 * dependencies: a peer flag reaches Deno as written, so Deno reports it instead of quietly adding
 * a normal dependency.
 */
const MANAGER_FLAGS: Record<PackageManager, Record<SaveKind, { short?: string; long: string } | undefined>> = {
  npm: {
    dev: { short: '-D', long: '--save-dev' },
    exact: { short: '-E', long: '--save-exact' },
    optional: { short: '-O', long: '--save-optional' },
    peer: { long: '--save-peer' },
  },
  yarn: {
    dev: { short: '-D', long: '--dev' },
    exact: { short: '-E', long: '--exact' },
    optional: { short: '-O', long: '--optional' },
    peer: { short: '-P', long: '--peer' },
  },
  pnpm: {
    dev: { short: '-D', long: '--save-dev' },
    exact: { short: '-E', long: '--save-exact' },
    optional: { short: '-O', long: '--save-optional' },
    peer: { long: '--save-peer' },
  },
  bun: {
    dev: { short: '-d', long: '--dev' },
    exact: { long: '--exact' },
    optional: { long: '--optional' },
    peer: { long: '--peer' },
  },
  deno: {
    dev: { short: '-D', long: '--dev' },
    exact: { long: '--save-exact' },
    optional: { long: '--save-optional' },
    peer: undefined,
  },
};

const GLOBAL_FLAGS = new Set(['-g', '--global']);

function mapSaveFlag(token: string, manager: PackageManager): string {
  const known = SAVE_FLAGS[token];
  if (!known) return token;
  const spelling = MANAGER_FLAGS[manager][known.kind];
  if (!spelling) return token;
  return known.short && spelling.short ? spelling.short : spelling.long;
}

/**
 * Deno installs npm packages by `npm:` specifier. Names that already say where they come from
 * (`npm:`, `jsr:`, a URL, any `scheme:`) and local paths stay as they are.
 */
export function denoSpecifier(name: string): string {
  if (name.includes(':') || /^[./~]/.test(name)) return name;
  return `npm:${name}`;
}

function installCommand(manager: PackageManager, args: string[]): string[] {
  const packages = args.filter((token) => !isFlag(token));
  const global = args.some((token) => GLOBAL_FLAGS.has(token));
  // `install` alone (optionally with flags) installs the project's dependencies.
  if (packages.length === 0) {
    if (manager === 'yarn') return args.length === 0 ? ['yarn'] : ['yarn', 'install', ...args];
    return [manager, 'install', ...args];
  }
  const mapped = args.map((token) => (isFlag(token) ? mapSaveFlag(token, manager) : manager === 'deno' ? denoSpecifier(token) : token));
  switch (manager) {
    case 'npm':
      return ['npm', 'install', ...mapped];
    case 'yarn':
      // Yarn 1 installs globally with `yarn global add`; Yarn 2+ has no global packages at all.
      return global ? ['yarn', 'global', 'add', ...mapped.filter((t) => !GLOBAL_FLAGS.has(t))] : ['yarn', 'add', ...mapped];
    case 'pnpm':
    case 'bun':
      return [manager, 'add', ...mapped];
    case 'deno':
      // `deno add` edits deno.json / package.json; a global tool is `deno install -g`.
      return global ? ['deno', 'install', ...mapped] : ['deno', 'add', ...mapped];
  }
}

// ---------------------------------------------------------------------------------------------
// arguments passed on to another program (create, exec, run)

/**
 * npm passes flags to the program it starts only after `--` (`npm create x -- --template y`,
 * `npm run build -- --watch`); without it npm would take them as its own options. The other
 * managers pass them on as they are, and a `--` would reach the program as an argument.
 */
function forwardedArgs(manager: PackageManager, args: string[]): string[] {
  const withoutSeparator = args.filter((token) => token !== '--');
  if (manager !== 'npm') return withoutSeparator;
  if (args.includes('--')) return args;
  const firstFlag = args.findIndex(isFlag);
  return firstFlag < 0 ? args : [...args.slice(0, firstFlag), '--', ...args.slice(firstFlag)];
}

/**
 * `create <starter>` runs the `create-<starter>` package. Yarn 1 (`yarn create`) installs the
 * starter with `yarn global add` and then looks for a binary named after the whole argument, so
 * `yarn create quire@latest` fails there; without the tag it installs and runs the latest
 * version on Yarn 1, and Yarn 2+ (`yarn dlx create-quire`) always fetches the latest anyway. Other
 * tags (`@beta`) are kept: only Yarn 2+ can honour them, and dropping them would quietly install
 * a different version. Deno starts an npm starter with `deno init --npm`.
 */
function createCommand(manager: PackageManager, args: string[]): string[] {
  const [starter, ...rest] = args;
  if (starter === undefined) return [manager, 'create'];
  const forwarded = forwardedArgs(manager, rest);
  switch (manager) {
    case 'yarn':
      return ['yarn', 'create', starter.replace(/@latest$/, ''), ...forwarded];
    case 'deno':
      return ['deno', 'init', '--npm', starter, ...forwarded];
    default:
      return [manager, 'create', starter, ...forwarded];
  }
}

/**
 * Runs a package's binary without installing it. `yarn dlx` is Yarn 2+ (Yarn 1 has no such
 * command). Deno runs the package's default binary from its `npm:` specifier, with all
 * permissions as npx would have; this assumes the binary is named like the package.
 */
function execCommand(manager: PackageManager, args: string[]): string[] {
  const at = args.findIndex((token) => !isFlag(token));
  if (at < 0) return manager === 'npm' ? ['npx', ...args] : [manager, 'exec', ...args];
  const before = args.slice(0, at);
  const pkg = args[at]!;
  const after = args.slice(at + 1);
  switch (manager) {
    case 'npm':
      return ['npx', ...before, pkg, ...after];
    case 'yarn':
      return ['yarn', 'dlx', ...before, pkg, ...after];
    case 'pnpm':
      return ['pnpm', 'dlx', ...before, pkg, ...after];
    case 'bun':
      return ['bunx', ...before, pkg, ...after];
    case 'deno':
      return ['deno', 'run', '-A', ...before, denoSpecifier(pkg), ...after];
  }
}

/**
 * Yarn and pnpm run a script with `yarn <script>` / `pnpm <script>`, unless the script is named
 * like one of their own commands: then that command would run instead, so `run` is spelled out.
 */
const YARN_COMMANDS = new Set(
  'add audit autoclean bin cache check config constraints create dedupe dlx exec explain generate-lock-entry global help import info init install licenses link list login logout node npm outdated owner pack patch patch-commit plugin policies publish rebuild remove run search set stage tag team unlink unplug up upgrade upgrade-interactive version versions why workspace workspaces'.split(' '),
);
const PNPM_COMMANDS = new Set(
  'add audit bin config create dedupe deploy dlx doctor env exec fetch help import info init install install-test licenses link list ln ls outdated pack patch patch-commit patch-remove prune publish rebuild recursive remove rm root run server setup store unlink update up upgrade why'.split(' '),
);

function runCommand(manager: PackageManager, args: string[]): string[] {
  const [script, ...rest] = args;
  if (script === undefined) return [manager, 'run'];
  const forwarded = forwardedArgs(manager, rest);
  switch (manager) {
    case 'npm':
      return ['npm', 'run', script, ...forwarded];
    case 'yarn':
      return YARN_COMMANDS.has(script) ? ['yarn', 'run', script, ...forwarded] : ['yarn', script, ...forwarded];
    case 'pnpm':
      return PNPM_COMMANDS.has(script) ? ['pnpm', 'run', script, ...forwarded] : ['pnpm', script, ...forwarded];
    case 'bun':
      return ['bun', 'run', script, ...forwarded];
    case 'deno':
      // `deno task` runs deno.json tasks and package.json scripts alike.
      return ['deno', 'task', script, ...forwarded];
  }
}

// ---------------------------------------------------------------------------------------------

/** One manager's spelling of a command written in npm's vocabulary (without the leading `npm`). */
export function commandFor({ command, manager }: { command: string; manager: PackageManager }): string {
  const [verb, ...args] = tokenize(command.trim());
  if (verb === undefined) return manager;
  let tokens: string[];
  switch (verb) {
    case 'install':
    case 'i':
    case 'add':
      tokens = installCommand(manager, args);
      break;
    case 'create':
      tokens = createCommand(manager, args);
      break;
    case 'exec':
    case 'dlx':
    case 'npx':
      tokens = execCommand(manager, args);
      break;
    case 'run':
      tokens = runCommand(manager, args);
      break;
    default:
      tokens = [manager, verb, ...args];
  }
  return tokens.join(' ');
}

/**
 * The tabs of a `PackageManagerTabs`: all five managers for a string command, or exactly the
 * managers the object form names (in the usual order), with their commands as written.
 */
export function commandsFor({ command }: { command: string | PackageManagerCommands }): ManagerCommand[] {
  if (typeof command === 'string') return PACKAGE_MANAGERS.map((manager) => ({ manager, command: commandFor({ command, manager }) }));
  return PACKAGE_MANAGERS.flatMap((manager) => {
    const given = command[manager];
    return given === undefined ? [] : [{ manager, command: given.trim() }];
  });
}
