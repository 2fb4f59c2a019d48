import { PACKAGE_MANAGERS, commandFor, commandsFor, denoSpecifier, tokenize, type PackageManager } from '../PackageManagerTabs/commands';

/** The five spellings of one command, in tab order. */
function spellings(command: string): Record<PackageManager, string> {
  return Object.fromEntries(PACKAGE_MANAGERS.map((manager) => [manager, commandFor({ command, manager })])) as Record<PackageManager, string>;
}

describe('tokenize', () => {
  test('splits on any whitespace and keeps quoted parts whole', () => {
    expect(tokenize('  install   quire\t-D ')).toEqual(['install', 'quire', '-D']);
    expect(tokenize('run build -- --message "two words" \'and more\'')).toEqual(['run', 'build', '--', '--message', '"two words"', "'and more'"]);
    expect(tokenize('')).toEqual([]);
  });
});

describe('denoSpecifier', () => {
  test('prefixes bare npm names, scoped names and versions with npm:', () => {
    expect(denoSpecifier('quire')).toBe('npm:quire');
    expect(denoSpecifier('@quire/plugin-rss@2')).toBe('npm:@quire/plugin-rss@2');
  });
  test('leaves names that say where they come from, and local paths, alone', () => {
    for (const name of ['npm:quire', 'jsr:@std/path', 'https://example.com/mod.ts', './local', '../up', '/abs', '~/home']) {
      expect(denoSpecifier(name)).toBe(name);
    }
  });
});

describe('install and add', () => {
  test('`install` alone installs the project', () => {
    expect(spellings('install')).toEqual({ npm: 'npm install', yarn: 'yarn', pnpm: 'pnpm install', bun: 'bun install', deno: 'deno install' });
  });

  test('`install` with flags only keeps the install command and the flags', () => {
    expect(spellings('install --frozen-lockfile')).toEqual({
      npm: 'npm install --frozen-lockfile',
      yarn: 'yarn install --frozen-lockfile',
      pnpm: 'pnpm install --frozen-lockfile',
      bun: 'bun install --frozen-lockfile',
      deno: 'deno install --frozen-lockfile',
    });
  });

  test.each(['install', 'add', 'i'])('`%s x` adds a package', (verb) => {
    expect(spellings(`${verb} quire`)).toEqual({
      npm: 'npm install quire',
      yarn: 'yarn add quire',
      pnpm: 'pnpm add quire',
      bun: 'bun add quire',
      deno: 'deno add npm:quire',
    });
  });

  test('several packages, scoped names and versions', () => {
    expect(spellings('add @quire/plugin-rss@2 react')).toEqual({
      npm: 'npm install @quire/plugin-rss@2 react',
      yarn: 'yarn add @quire/plugin-rss@2 react',
      pnpm: 'pnpm add @quire/plugin-rss@2 react',
      bun: 'bun add @quire/plugin-rss@2 react',
      deno: 'deno add npm:@quire/plugin-rss@2 npm:react',
    });
  });

  test('-D maps to each manager’s dev flag, wherever it is written', () => {
    expect(spellings('install -D quire')).toEqual({
      npm: 'npm install -D quire',
      yarn: 'yarn add -D quire',
      pnpm: 'pnpm add -D quire',
      bun: 'bun add -d quire',
      deno: 'deno add -D npm:quire',
    });
    expect(spellings('add quire -D')).toEqual({
      npm: 'npm install quire -D',
      yarn: 'yarn add quire -D',
      pnpm: 'pnpm add quire -D',
      bun: 'bun add quire -d',
      deno: 'deno add npm:quire -D',
    });
  });

  test('long dev flags become each manager’s long spelling', () => {
    const expected = { npm: 'npm install --save-dev quire', yarn: 'yarn add --dev quire', pnpm: 'pnpm add --save-dev quire', bun: 'bun add --dev quire', deno: 'deno add --dev npm:quire' };
    expect(spellings('install --save-dev quire')).toEqual(expected);
    expect(spellings('install --dev quire')).toEqual(expected);
  });

  test('exact and optional dependencies', () => {
    expect(spellings('install -E quire')).toEqual({
      npm: 'npm install -E quire',
      yarn: 'yarn add -E quire',
      pnpm: 'pnpm add -E quire',
      bun: 'bun add --exact quire',
      deno: 'deno add --save-exact npm:quire',
    });
    expect(spellings('install -O quire')).toEqual({
      npm: 'npm install -O quire',
      yarn: 'yarn add -O quire',
      pnpm: 'pnpm add -O quire',
      bun: 'bun add --optional quire',
      deno: 'deno add --save-optional npm:quire',
    });
  });

  test('peer dependencies: Deno has none, so the flag reaches it as written', () => {
    expect(spellings('install --save-peer react')).toEqual({
      npm: 'npm install --save-peer react',
      yarn: 'yarn add --peer react',
      pnpm: 'pnpm add --save-peer react',
      bun: 'bun add --peer react',
      deno: 'deno add --save-peer npm:react',
    });
  });

  test('global installs', () => {
    expect(spellings('install -g quire')).toEqual({
      npm: 'npm install -g quire',
      yarn: 'yarn global add quire',
      pnpm: 'pnpm add -g quire',
      bun: 'bun add -g quire',
      deno: 'deno install -g npm:quire',
    });
  });

  test('unknown flags pass through unchanged', () => {
    expect(commandFor({ command: 'install quire --registry=https://r.example', manager: 'pnpm' })).toBe('pnpm add quire --registry=https://r.example');
  });
});

describe('create', () => {
  test('create quire@latest: Yarn drops the @latest tag, Deno uses init --npm', () => {
    expect(spellings('create quire@latest')).toEqual({
      npm: 'npm create quire@latest',
      yarn: 'yarn create quire',
      pnpm: 'pnpm create quire@latest',
      bun: 'bun create quire@latest',
      deno: 'deno init --npm quire@latest',
    });
  });

  test('other tags are kept everywhere', () => {
    expect(spellings('create quire@beta').yarn).toBe('yarn create quire@beta');
  });

  test('arguments for the starter: npm needs `--` before flags, the others must not get it', () => {
    expect(spellings('create quire@latest my-docs --template blog')).toEqual({
      npm: 'npm create quire@latest my-docs -- --template blog',
      yarn: 'yarn create quire my-docs --template blog',
      pnpm: 'pnpm create quire@latest my-docs --template blog',
      bun: 'bun create quire@latest my-docs --template blog',
      deno: 'deno init --npm quire@latest my-docs --template blog',
    });
    expect(spellings('create quire my-docs -- --template blog')).toEqual({
      npm: 'npm create quire my-docs -- --template blog',
      yarn: 'yarn create quire my-docs --template blog',
      pnpm: 'pnpm create quire my-docs --template blog',
      bun: 'bun create quire my-docs --template blog',
      deno: 'deno init --npm quire my-docs --template blog',
    });
  });
});

describe('exec, dlx and npx', () => {
  test.each(['exec', 'dlx', 'npx'])('`%s x` runs a package without installing it', (verb) => {
    expect(spellings(`${verb} quire`)).toEqual({
      npm: 'npx quire',
      yarn: 'yarn dlx quire',
      pnpm: 'pnpm dlx quire',
      bun: 'bunx quire',
      deno: 'deno run -A npm:quire',
    });
  });

  test('arguments after the package are the program’s and stay as written', () => {
    expect(spellings('dlx quire build ./site --out-dir out')).toEqual({
      npm: 'npx quire build ./site --out-dir out',
      yarn: 'yarn dlx quire build ./site --out-dir out',
      pnpm: 'pnpm dlx quire build ./site --out-dir out',
      bun: 'bunx quire build ./site --out-dir out',
      deno: 'deno run -A npm:quire build ./site --out-dir out',
    });
  });

  test('a versioned or scoped package', () => {
    expect(commandFor({ command: 'npx @quire/cli@2 init', manager: 'deno' })).toBe('deno run -A npm:@quire/cli@2 init');
    expect(commandFor({ command: 'npx @quire/cli@2 init', manager: 'bun' })).toBe('bunx @quire/cli@2 init');
  });
});

describe('run', () => {
  test('`run script`', () => {
    expect(spellings('run build')).toEqual({ npm: 'npm run build', yarn: 'yarn build', pnpm: 'pnpm build', bun: 'bun run build', deno: 'deno task build' });
  });

  test('script arguments: npm gets `--`, the others get them directly', () => {
    expect(spellings('run dev --port 3000')).toEqual({
      npm: 'npm run dev -- --port 3000',
      yarn: 'yarn dev --port 3000',
      pnpm: 'pnpm dev --port 3000',
      bun: 'bun run dev --port 3000',
      deno: 'deno task dev --port 3000',
    });
    expect(spellings('run dev -- --port 3000').npm).toBe('npm run dev -- --port 3000');
    expect(spellings('run dev -- --port 3000').pnpm).toBe('pnpm dev --port 3000');
  });

  test('a script named like a Yarn or pnpm command keeps `run`', () => {
    expect(spellings('run publish')).toEqual({
      npm: 'npm run publish',
      yarn: 'yarn run publish',
      pnpm: 'pnpm run publish',
      bun: 'bun run publish',
      deno: 'deno task publish',
    });
    expect(spellings('run deploy').yarn).toBe('yarn deploy');
    expect(spellings('run deploy').pnpm).toBe('pnpm run deploy');
  });
});

describe('anything else', () => {
  test('passes through as `<manager> <command>`', () => {
    expect(spellings('outdated')).toEqual({ npm: 'npm outdated', yarn: 'yarn outdated', pnpm: 'pnpm outdated', bun: 'bun outdated', deno: 'deno outdated' });
    expect(commandFor({ command: 'why react --json', manager: 'pnpm' })).toBe('pnpm why react --json');
  });

  test('an empty command is the bare program', () => {
    expect(commandFor({ command: '   ', manager: 'bun' })).toBe('bun');
  });
});

describe('commandsFor', () => {
  test('a string gives the five managers in order', () => {
    expect(commandsFor({ command: 'install quire' })).toEqual([
      { manager: 'npm', command: 'npm install quire' },
      { manager: 'yarn', command: 'yarn add quire' },
      { manager: 'pnpm', command: 'pnpm add quire' },
      { manager: 'bun', command: 'bun add quire' },
      { manager: 'deno', command: 'deno add npm:quire' },
    ]);
  });

  test('the object form gives exactly the managers it names, verbatim, in the usual order', () => {
    expect(commandsFor({ command: { pnpm: 'pnpm i --filter docs', npm: ' npm ci ' } })).toEqual([
      { manager: 'npm', command: 'npm ci' },
      { manager: 'pnpm', command: 'pnpm i --filter docs' },
    ]);
  });
});
