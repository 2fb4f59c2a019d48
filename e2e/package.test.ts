import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packedTarballs } from '../test-utils/packedPackages';

jest.setTimeout(600_000);

/**
 * Quire as users get it: the packed package installed into an empty folder, with plugins written
 * outside the repository and the official ones by name. (Creating, building and previewing the
 * starter from the tarballs is e2e/createQuire.test.ts.)
 */
describe('the packed quire package', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-pack-'));
  const app = path.join(work, 'app');
  const npm = (args: string[], cwd: string) =>
    spawnSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: '', npm_config_loglevel: 'error', npm_config_fund: 'false', npm_config_audit: 'false' } });

  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  beforeAll(async () => {
    const tarball = (await packedTarballs()).quire;
    fs.mkdirSync(app);
    fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }));
    const install = npm(['install', '--prefer-offline', tarball], app);
    if (install.status !== 0) throw new Error(`npm install failed:\n${install.stdout}\n${install.stderr}`);
    // The starter, whose pages the plugin sites below are made of.
    execFileSync('npx', ['--no-install', 'quire', 'init', 'site'], { cwd: app, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  });

  test("a plugin outside the repository reaches Quire's public entries: quire, quire/plugin-utils, quire/client", () => {
    const script = [
      "const utils = require('quire/plugin-utils');",
      "const names = ['QuireError', 'parseFrontmatter', 'validateFrontmatter', 'formatIssues', 'logger', 'writeIfChanged', 'shortHash', 'classifyLink', 'normalizeRoutePath', 'setPageData'];",
      "const missing = names.filter((name) => typeof utils[name] !== 'function' && typeof utils[name] !== 'object');",
      "const { frontmatter } = utils.parseFrontmatter({ source: '---\\ntitle: Hi\\n---\\nBody', file: 'x.md' });",
      "console.log(JSON.stringify({ missing, title: frontmatter.title, quire: typeof require('quire').definePlugin, client: require.resolve('quire/client') }));",
    ].join('\n');
    const result = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: app, encoding: 'utf8' }));
    expect(result).toEqual({
      missing: [],
      title: 'Hi',
      quire: 'function',
      client: path.join(fs.realpathSync(app), 'node_modules', 'quire', 'lib', 'browser', 'client', 'index.js'),
    });
    // The types a TypeScript plugin reads, next to the code.
    expect(fs.existsSync(path.join(app, 'node_modules', 'quire', 'lib', 'types', 'core', 'pluginUtils.d.ts'))).toBe(true);
  });

  test('the official plugins work by name from the package: sitemap, rss, llms, client-redirects, algolia', () => {
    const npx = (args: string[]) => execFileSync('npx', ['--no-install', 'quire', ...args], { cwd: app, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    const site = path.join(app, 'plugins-site');
    // The starter's pages, with the component its MDX pages import.
    for (const dir of ['docs', 'components']) fs.cpSync(path.join(app, 'site', dir), path.join(site, dir), { recursive: true });
    const config = (plugins: string) =>
      fs.writeFileSync(
        path.join(site, 'quire.config.ts'),
        `import { defineConfig } from 'quire';\nexport default defineConfig({ title: 'Plugins', siteUrl: 'https://docs.example.com', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }], plugins: [${plugins}] });\n`,
      );
    config("'quire/plugins/sitemap', 'quire/plugins/rss', 'quire/plugins/llms', ['quire/plugins/client-redirects', { redirects: [{ from: '/start', to: '/guide/getting-started' }] }]");
    expect(npx(['build', 'plugins-site'])).toMatch(/built \d+ pages/);
    const dist = path.join(site, 'dist');
    for (const file of ['sitemap.xml', 'robots.txt', 'rss.xml', 'zh/rss.xml', 'llms.txt', 'llms-full.txt', 'zh/llms.txt', 'start.html']) {
      expect(fs.existsSync(path.join(dist, file))).toBe(true);
    }
    expect(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toContain('<loc>https://docs.example.com/guide/getting-started</loc>');
    expect(fs.readFileSync(path.join(dist, 'start.html'), 'utf8')).toContain('<link rel="canonical" href="https://docs.example.com/guide/getting-started">');
    // DocSearch instead of the local search: its modal is a chunk of its own, and no local index is built.
    config("['quire/plugins/algolia', { appId: 'APPID123', apiKey: 'search-key', indexName: 'docs' }]");
    expect(npx(['build', 'plugins-site'])).toMatch(/built \d+ pages/);
    expect(fs.existsSync(path.join(dist, 'assets', 'search'))).toBe(false);
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain('https://APPID123-dsn.algolia.net');
  });

  test('the official plugins of part 2 work from the package: preview, playground, twoslash, api-docgen, typedoc', () => {
    const npx = (args: string[]) => execFileSync('npx', ['--no-install', 'quire', ...args], { cwd: app, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    const site = path.join(app, 'live-site');
    npx(['init', 'live-site']);
    const write = (file: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      fs.writeFileSync(path.join(site, file), content);
    };
    write(
      'quire.config.ts',
      `import { defineConfig } from 'quire';
export default defineConfig({
  title: 'Live',
  locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }],
  plugins: [
    'quire/plugins/preview',
    'quire/plugins/playground',
    'quire/plugins/twoslash',
    ['quire/plugins/api-docgen', { entries: { Hello: './components/Hello.tsx' } }],
    ['quire/plugins/typedoc', { entryPoints: ['./src/index.ts'], route: 'reference' }],
  ],
});
`,
    );
    write('tsconfig.json', JSON.stringify({ compilerOptions: { strict: true, jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler', target: 'es2022', skipLibCheck: true }, include: ['src'] }));
    write('src/index.ts', '/** Adds two numbers. */\nexport function add(a: number, b: number): number {\n  return a + b;\n}\n');
    write('components/Hello.tsx', 'export interface HelloProps {\n  /** Who is greeted. */\n  name: string;\n}\n\nexport function Hello({ name }: HelloProps) {\n  return <p>Hello {name}</p>;\n}\n');
    const fence = '```';
    write(
      'docs/en/live.mdx',
      [
        '# Live',
        '',
        `${fence}tsx preview`,
        'export default function Demo() {',
        '  return <p className="from-demo">Rendered by the demo</p>;',
        '}',
        fence,
        '',
        `${fence}tsx playground`,
        'export default function Edit() {',
        '  return <p>Edit me</p>;',
        '}',
        fence,
        '',
        `${fence}ts twoslash`,
        'const answer = 42;',
        '//    ^?',
        fence,
        '',
        '<API moduleName="Hello" />',
        '',
      ].join('\n'),
    );
    expect(npx(['build', 'live-site'])).toMatch(/built \d+ pages/);
    const html = fs.readFileSync(path.join(site, 'dist', 'live.html'), 'utf8');
    expect(html).toContain('<p class="from-demo">Rendered by the demo</p>');
    expect(html).toContain('quire-playground');
    // The `^?` query's answer, rendered by twoslash at build time (its tokens are spans).
    expect(html).toContain('twoslash-query-line');
    expect(html.replace(/<[^>]+>/g, '')).toContain('const answer: 42');
    expect(html).toContain('Who is greeted.');
    expect(fs.readFileSync(path.join(site, 'dist', 'reference', 'functions', 'add.html'), 'utf8')).toContain('Adds two numbers.');
    expect(fs.existsSync(path.join(site, 'dist', 'zh', 'reference', 'functions', 'add.html'))).toBe(true);
  });
});
