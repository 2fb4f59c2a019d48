import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { init } from '../init';
import { detectPackageManager, initFolderProblem, packageManagerCommands, packageName, parsePackageManager, parseStarterLanguages, shellPath } from '../initChoices';
import { starterFiles, starterValues } from '../starterFiles';
import { logger } from '../../logger/logger';
import { quireVersion } from '../../quirePackage';
import { runQuire } from '../../../test-utils/runQuire';

describe('the choices of quire init and create-quire', () => {
  test('the package manager comes from npm_config_user_agent, npm when unknown or absent', () => {
    expect(detectPackageManager('pnpm/9.12.0 npm/? node/v20.19.0 linux x64')).toBe('pnpm');
    expect(detectPackageManager('yarn/4.5.0 npm/? node/v22.1.0 darwin arm64')).toBe('yarn');
    expect(detectPackageManager('bun/1.1.30 npm/? node/v22.6.0 linux x64')).toBe('bun');
    expect(detectPackageManager('npm/10.8.2 node/v20.19.0 linux x64 workspaces/false')).toBe('npm');
    expect(detectPackageManager('cnpm/9.0.0 node/v20.19.0')).toBe('npm');
    expect(detectPackageManager(undefined)).toBe('npm');
  });

  test('each package manager installs and runs scripts with its own words', () => {
    const lines = (['npm', 'pnpm', 'yarn', 'bun'] as const).map((pm) => {
      const { install, run } = packageManagerCommands(pm);
      return [install, run('dev')];
    });
    expect(lines).toEqual([
      ['npm install', 'npm run dev'],
      ['pnpm install', 'pnpm dev'],
      ['yarn', 'yarn dev'],
      ['bun install', 'bun run dev'],
    ]);
  });

  test('--lang: known languages in the order given, each once; anything else says what is accepted', () => {
    expect(parseStarterLanguages('en')).toEqual(['en']);
    expect(parseStarterLanguages(' ZH, en ,zh')).toEqual(['zh', 'en']);
    expect(() => parseStarterLanguages('en,fr,de')).toThrow('Unknown languages "fr, de" for the starter site.');
    expect(() => parseStarterLanguages(',')).toThrow('Unknown language "," for the starter site.');
  });

  test('--pm: one of the four, any case', () => {
    expect(parsePackageManager('PNPM')).toBe('pnpm');
    expect(() => parsePackageManager('npn')).toThrow('Unknown package manager "npn".');
  });

  test('package names and the cd step survive any folder name', () => {
    expect(packageName('My Docs!')).toBe('my-docs');
    expect(packageName('文档')).toBe('quire-site');
    expect(shellPath('docs/my-docs')).toBe('docs/my-docs');
    expect(shellPath("my docs's")).toBe(`'my docs'\\''s'`);
  });

  test('a file, or a folder with files, is no place for a new site; a missing or empty folder is', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-init-target-'));
    try {
      expect(initFolderProblem(path.join(dir, 'new'))).toBeUndefined();
      expect(initFolderProblem(dir)).toBeUndefined();
      for (const name of ['a.md', 'b.md', 'c.md', 'd.md']) fs.writeFileSync(path.join(dir, name), '');
      expect(initFolderProblem(dir)).toBe(`The folder ${path.relative(process.cwd(), dir)} is not empty (it holds a.md, b.md, c.md, and 1 more).`);
      expect(initFolderProblem(path.join(dir, 'a.md'))).toBe(`${path.relative(process.cwd(), path.join(dir, 'a.md'))} is a file, not a folder.`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('starterFiles and starterValues', () => {
  const files = ['README.en.md', 'README.zh.md', 'gitignore', 'docs/en/index.md', 'docs/zh/index.md', 'components/Counter.tsx', 'public/logo.svg', 'quire.config.ts'];

  test('English only: no Chinese file; the English README is README.md; gitignore becomes .gitignore', () => {
    expect(starterFiles({ files, languages: ['en'] }).map(({ to }) => to)).toEqual(['.gitignore', 'README.md', 'components/Counter.tsx', 'docs/en/index.md', 'public/logo.svg', 'quire.config.ts']);
  });

  test('Chinese first: its README is README.md and the English one README.en.md', () => {
    const plan = starterFiles({ files, languages: ['zh', 'en'] });
    expect(plan.filter(({ lang }) => lang)).toEqual([
      { from: 'README.en.md', to: 'README.en.md', lang: 'en' },
      { from: 'README.zh.md', to: 'README.md', lang: 'zh' },
      { from: 'docs/en/index.md', to: 'docs/en/index.md', lang: 'en' },
      { from: 'docs/zh/index.md', to: 'docs/zh/index.md', lang: 'zh' },
    ]);
  });

  test('locales only with two languages; links of the other language get its prefix; commands of the package manager', () => {
    const base = { name: 'docs', title: 'Docs', version: '2.0.0', packageManager: 'yarn' as const };
    const one = starterValues({ ...base, languages: ['zh'], lang: 'zh' });
    expect([one.lang, one.locales, one.root, one.description]).toEqual(['zh', '', '/', '使用 Quire 构建的文档。']);
    const two = starterValues({ ...base, languages: ['en', 'zh'], lang: 'zh' });
    expect(two.locales).toBe("\n  locales: [\n    { lang: 'en', label: 'English' },\n    { lang: 'zh', label: '简体中文' },\n  ],");
    expect([two.root, two.install, two.dev, two.build, two.preview]).toEqual(['/zh/', 'yarn', 'yarn dev', 'yarn build', 'yarn preview']);
  });
});

describe('init', () => {
  let dir: string;
  let out: string[];
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-init-'));
    out = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
    logger.setQuiet(false);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('English and Chinese with npm: every template file filled in, the next steps printed and returned', async () => {
    const site = path.join(dir, 'My Docs');
    const result = await init({ dir: site, packageManager: 'npm' });
    expect(result.nextSteps).toEqual([`cd ${shellPath(path.relative(process.cwd(), site))}`, 'npm install', 'npm run dev']);
    expect(result.files).toContain('docs/zh/guide/components.mdx');
    expect(out.join('')).toContain(`next steps:\n  ${result.nextSteps.join('\n  ')}\n`);
    for (const file of result.files) {
      expect([file, fs.readFileSync(path.join(site, file), 'utf8')]).not.toEqual([file, expect.stringMatching(/\{\{\w+\}\}/)]);
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8'));
    expect([manifest.name, manifest.dependencies.quire]).toEqual(['my-docs', `^${quireVersion}`]);
    expect(fs.readFileSync(path.join(site, 'docs', 'zh', 'index.md'), 'utf8')).toContain('link: /zh/guide/getting-started');
    expect(fs.readFileSync(path.join(site, 'quire.config.ts'), 'utf8')).toContain("title: 'My Docs',");
  });

  test('an existing non-empty folder is refused and left untouched', async () => {
    fs.writeFileSync(path.join(dir, 'keep.txt'), 'mine');
    await expect(init({ dir })).rejects.toThrow(/is not empty \(it holds keep\.txt\)/);
    expect(fs.readdirSync(dir)).toEqual(['keep.txt']);
  });

  test('quiet: nothing printed, the next steps returned for the caller to show (create-quire in a terminal)', async () => {
    const result = await init({ dir: path.join(dir, 'site'), languages: ['zh'], packageManager: 'bun', quiet: true });
    expect(out).toEqual([]);
    expect(result.nextSteps.slice(1)).toEqual(['bun install', 'bun run dev']);
    expect(result.files.filter((file) => file.startsWith('docs/'))).toEqual(['docs/zh/guide/_meta.json', 'docs/zh/guide/components.mdx', 'docs/zh/guide/getting-started.md', 'docs/zh/index.md']);
    await expect(init({ dir: path.join(dir, 'other'), languages: [] })).rejects.toThrow('init() was given no language.');
  });

  test('a title with quotes cannot break the YAML and the config', async () => {
    await init({ dir: path.join(dir, 'site'), title: `It's "mine"\\`, languages: ['en'] });
    expect(fs.readFileSync(path.join(dir, 'site', 'docs', 'en', 'index.md'), 'utf8')).toContain("name: 'Its mine'");
  });
});

describe('quire init (the CLI)', () => {
  test('--lang and --pm: the files of that language only, the next steps of that package manager', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-init-cli-'));
    try {
      const result = await runQuire(['init', 'site', '--lang', 'zh', '--pm', 'yarn'], { cwd: dir });
      expect([result.code, result.stderr]).toEqual([0, '']);
      expect(result.stdout).toBe('[quire] created a Quire site in site (简体中文)\n[quire] next steps:\n  cd site\n  yarn\n  yarn dev\n');
      expect(fs.readdirSync(path.join(dir, 'site', 'docs'))).toEqual(['zh']);
      expect(fs.readFileSync(path.join(dir, 'site', 'README.md'), 'utf8')).toContain('yarn build    # 构建站点，输出到 dist/');

      const wrong = await runQuire(['init', 'other', '--pm', 'pip'], { cwd: dir });
      expect([wrong.code, wrong.stderr]).toEqual([1, '[quire] error: Unknown package manager "pip".\nUse one of npm, pnpm, yarn, bun: --pm pnpm\n']);
      expect(fs.existsSync(path.join(dir, 'other'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
