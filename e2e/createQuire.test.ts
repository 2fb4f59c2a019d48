import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../test-utils/ports';
import { httpGet } from '../test-utils/http';
import { repoRoot } from '../test-utils/runQuire';
import { installIntoNewProject, npm, packedTarballs, type Tarballs } from '../test-utils/packedPackages';

jest.setTimeout(900_000);

/**
 * Issue 14 end to end, as a user meets Quire: both packages packed once, installed into a project
 * made by `npm init -y`, then `create-quire` without questions, `npm install`, `tsc --noEmit`,
 * `quire build` twice in a `"type": "commonjs"` site, and `quire preview` answering 304.
 */
describe('npm create quire, from the packed quire and create-quire', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'create-quire-'));
  const app = path.join(work, 'app');
  let tarballs: Tarballs;
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  // Node warns when both are set, whatever FORCE_COLOR's value.
  delete env.FORCE_COLOR;
  const createQuire = (args: string[], extraEnv: NodeJS.ProcessEnv = {}) =>
    spawnSync('npx', ['--no-install', 'create-quire', ...args], { cwd: app, encoding: 'utf8', env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });

  // The site the main test creates and installs; the typed-API tests then work on it.
  const site = path.join(app, 'my-docs');
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), content);
  };
  const tsc = () =>
    spawnSync(process.execPath, [path.join(site, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', '.'], { cwd: site, encoding: 'utf8' });

  beforeAll(async () => {
    tarballs = await packedTarballs();
    installIntoNewProject(app, [tarballs.quire, tarballs.createQuire]);
  });

  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  test('create-quire is the same version as quire and depends on it', () => {
    const own = JSON.parse(fs.readFileSync(path.join(app, 'node_modules', 'create-quire', 'package.json'), 'utf8'));
    const quire = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    expect(own.version).toBe(quire.version);
    expect(own.dependencies.quire).toBe(quire.version);
    expect(own.engines).toEqual(quire.engines);
    // One quire in the project: create-quire's dependency is the installed tarball.
    expect(fs.existsSync(path.join(app, 'node_modules', 'create-quire', 'node_modules', 'quire'))).toBe(false);
  });

  test('--help lists the flags; a wrong flag or value fails before anything is written', () => {
    const help = createQuire(['--help']);
    expect(help.status).toBe(0);
    for (const flag of ['--lang <list>', '--pm <name>', '--yes', '--help']) expect(help.stdout).toContain(flag);

    const badLang = createQuire(['bad-lang', '--lang', 'fr', '--yes']);
    expect(badLang.status).toBe(1);
    expect(badLang.stderr).toContain('create-quire: Unknown language "fr" for the starter site.');
    const badPm = createQuire(['bad-pm', '--pm', 'npn', '--yes']);
    expect(badPm.status).toBe(1);
    expect(badPm.stderr).toContain('Unknown package manager "npn".\nUse one of npm, pnpm, yarn, bun: --pm pnpm');
    const badFlag = createQuire(['bad-flag', '--language', 'en']);
    expect(badFlag.status).toBe(1);
    expect(badFlag.stderr).toContain("Unknown option '--language'");
    expect(fs.readdirSync(app).filter((f) => f.startsWith('bad-'))).toEqual([]);
  });

  test('English only, with pnpm detected from the user agent: no Chinese files, no locales, pnpm next steps', () => {
    const result = createQuire(['en-docs', '--lang', 'en', '--yes'], { npm_config_user_agent: 'pnpm/9.12.0 npm/? node/v20.19.0 linux x64' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('[quire] created a Quire site in en-docs (English)\n[quire] next steps:\n  cd en-docs\n  pnpm install\n  pnpm dev\n');
    const enSite = path.join(app, 'en-docs');
    expect(fs.existsSync(path.join(enSite, 'docs', 'zh'))).toBe(false);
    expect(fs.existsSync(path.join(enSite, 'README.zh.md'))).toBe(false);
    expect(fs.readFileSync(path.join(enSite, 'quire.config.ts'), 'utf8')).not.toContain('locales');
    expect(fs.readFileSync(path.join(enSite, 'docs', 'en', 'guide', 'getting-started.md'), 'utf8')).toContain('pnpm build\npnpm preview');
  });

  test('a folder that is not empty is refused with the reason, and left as it was', () => {
    fs.mkdirSync(path.join(app, 'taken'));
    fs.writeFileSync(path.join(app, 'taken', 'notes.txt'), 'mine');
    const result = createQuire(['taken', '--yes']);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'create-quire: The folder taken is not empty (it holds notes.txt).\nQuire writes a new site only into a new or empty folder: pick another folder name, or empty this one.\n',
    );
    expect(fs.readdirSync(path.join(app, 'taken'))).toEqual(['notes.txt']);
  });

  test('create, install, type-check, build twice as "type": "commonjs", preview with 304', async () => {
    const created = createQuire(['my-docs', '--lang', 'en,zh', '--pm', 'npm', '--yes']);
    expect(created.stderr).toBe('');
    expect(created.stdout).toBe('[quire] created a Quire site in my-docs (English, 简体中文)\n[quire] next steps:\n  cd my-docs\n  npm install\n  npm run dev\n');
    const manifest = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8'));
    const quireVersion = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version;
    expect(manifest.dependencies.quire).toBe(`^${quireVersion}`);
    expect(manifest.scripts).toEqual({ dev: 'quire dev', build: 'quire build', preview: 'quire preview' });
    for (const file of ['.gitignore', 'README.md', 'README.zh.md', 'public/logo.svg', 'public/favicon.svg', 'components/Counter.tsx', 'docs/en/guide/_meta.json', 'docs/zh/guide/components.mdx']) {
      expect(fs.existsSync(path.join(site, file))).toBe(true);
    }

    // `npm install` as the next steps say. The registry's quire is this tarball: the test is offline.
    npm(['pkg', 'set', `dependencies.quire=file:${tarballs.quire}`, 'type=commonjs'], site);
    const install = npm(['install', '--prefer-offline'], site);
    expect(install.stderr).toBe('');
    expect(install.status).toBe(0);

    const siteTsc = path.join(site, 'node_modules', 'typescript', 'bin', 'tsc');
    const tsc = spawnSync(process.execPath, [fs.existsSync(siteTsc) ? siteTsc : path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', '.'], { cwd: site, encoding: 'utf8' });
    expect(tsc.stdout).toBe('');
    expect(tsc.status).toBe(0);

    const run = (args: string[]) => execFileSync('npx', ['--no-install', 'quire', ...args], { cwd: site, encoding: 'utf8', env });
    for (const pass of ['cold', 'cached']) {
      expect([pass, run(['build'])]).toEqual([pass, expect.stringMatching(/built 7 pages\b/)]);
    }
    expect(fs.readFileSync(path.join(site, 'dist', 'zh', 'guide', 'components.html'), 'utf8')).toContain('点击次数');

    const port = await freePort();
    const server = spawn('npx', ['--no-install', 'quire', 'preview', '--port', String(port), '--host', '127.0.0.1'], { cwd: site, env, stdio: ['ignore', 'pipe', 'ignore'], detached: true });
    try {
      await new Promise<void>((resolve, reject) => {
        server.on('error', reject);
        server.stdout!.on('data', (d: Buffer) => String(d).includes('serving') && resolve());
        server.on('exit', (code) => reject(new Error(`preview exited with ${code}`)));
      });
      const page = await httpGet(`http://127.0.0.1:${port}/guide/components`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<button type="button" class="counter">Clicked<!-- -->: <!-- -->0</button>');
      const etag = page.headers.etag;
      expect(typeof etag).toBe('string');
      const again = await httpGet(`http://127.0.0.1:${port}/guide/components`, { 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect((await httpGet(`http://127.0.0.1:${port}/logo.svg`)).body).toContain('<svg');
      expect((await httpGet(`http://127.0.0.1:${port}/`)).body).toContain('<html lang="en">');
      expect((await httpGet(`http://127.0.0.1:${port}/zh/guide/getting-started`)).body).toContain('快速开始');
      expect((await httpGet(`http://127.0.0.1:${port}/missing`)).status).toBe(404);
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
    }
  });

  test('quire/client and quire/theme are compiled JavaScript with .d.ts beside, not TypeScript sources', () => {
    const installed = path.join(site, 'node_modules', 'quire');
    const entries = JSON.parse(
      execFileSync(process.execPath, ['-e', "console.log(JSON.stringify(['quire/client', 'quire/theme'].map((e) => require.resolve(e))))"], { cwd: site, encoding: 'utf8' }),
    );
    expect(entries).toEqual([
      path.join(fs.realpathSync(installed), 'lib', 'browser', 'client', 'index.js'),
      path.join(fs.realpathSync(installed), 'lib', 'browser', 'theme', 'index.js'),
    ]);
    for (const file of ['lib/types/client/index.d.ts', 'lib/types/theme/index.d.ts', 'lib/types/theme-modules.d.ts', 'types/client.d.ts', 'lib/browser/theme/Sidebar/Sidebar.css']) {
      expect([file, fs.existsSync(path.join(installed, file))]).toEqual([file, true]);
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
    expect(manifest.peerDependencies).toEqual({ react: expect.any(String), 'react-dom': expect.any(String) });
    expect(manifest.dependencies.react).toBeUndefined();
    // The starter's own dependencies: React for the peers, TypeScript and React's types for tsc.
    const starter = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8'));
    expect(Object.keys(starter.dependencies).sort()).toEqual(['quire', 'react', 'react-dom']);
    expect(Object.keys(starter.devDependencies).sort()).toEqual(['@types/react', '@types/react-dom', 'typescript']);
  });

  test("tsc gives 0 errors on a swizzled theme component, a CSS module, images and a page component; a wrong prop is caught", () => {
    // Wraps the original layout: @theme-original, @theme, a theme component's own props type,
    // quire/client hooks, a CSS module's class map, a plain stylesheet, a PNG and an SVG from @site.
    write(
      'theme/Layout/index.tsx',
      [
        "import OriginalLayout from '@theme-original/Layout';",
        "import Sidebar, { type SidebarProps } from '@theme/Sidebar';",
        "import { useI18n } from '@theme';",
        "import { usePageData, useLang } from 'quire/client';",
        "import styles from './Layout.module.css';",
        "import './extra.css';",
        "import stamp from './stamp.png';",
        "import logo from '@site/public/logo.svg';",
        '',
        'const noSidebar: SidebarProps = { entries: [] };',
        '',
        'export default function Layout() {',
        '  const page = usePageData();',
        '  const t = useI18n();',
        '  return (',
        '    <div className={styles.frame} data-route={page.routePath} data-lang={useLang()}>',
        '      <img className="site-stamp" src={stamp} alt="" />',
        "      <img className=\"site-logo\" src={logo} alt={t('search')} />",
        '      <OriginalLayout />',
        '      {noSidebar.entries?.length ? <Sidebar {...noSidebar} /> : null}',
        '    </div>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    write('theme/Layout/Layout.module.css', '.frame { display: contents; }\n');
    write('theme/Layout/extra.css', '.site-stamp { width: 1px; }\n');
    write('theme/Layout/stamp.png', Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082', 'hex'));
    write(
      'components/PageInfo.tsx',
      [
        "import { Link, useSidebar, usePageData, withBase } from 'quire/client';",
        "import { Badge, Callout, Tabs, Tab } from 'quire/theme';",
        "import Components, { frontmatter } from '../docs/en/guide/components.mdx';",
        "import siteData from '@generated/site-data.json';",
        '',
        'export function PageInfo() {',
        '  const page = usePageData();',
        '  return (',
        "    <Callout type=\"tip\" title={String(frontmatter.title ?? siteData.title)}>",
        '      <Badge type="info" text={page.lang} />',
        "      <Link href={withBase('/guide/getting-started')}>{page.title}</Link>",
        '      <Tabs>',
        '        <Tab label="Sidebar">{useSidebar().length} entries</Tab>',
        '      </Tabs>',
        '      {Components === undefined ? null : <span className="page-info" />}',
        '    </Callout>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    write('docs/en/info.mdx', "import { PageInfo } from '../../components/PageInfo';\n\n# Info\n\n<PageInfo />\n");

    const clean = tsc();
    expect(clean.stdout).toBe('');
    expect(clean.status).toBe(0);

    // The types are the theme's own, not `any`: a wrong Badge prop and a wrong hook use fail.
    const info = fs.readFileSync(path.join(site, 'components/PageInfo.tsx'), 'utf8');
    write('components/PageInfo.tsx', info.replace('text={page.lang}', 'text={page.lang} outline="yes"').replace('page.title}', 'page.titel}'));
    try {
      const wrong = tsc();
      expect(wrong.status).toBe(2);
      expect(wrong.stdout).toContain("components/PageInfo.tsx(10,43): error TS2322: Type 'string' is not assignable to type 'boolean | undefined'.");
      expect(wrong.stdout).toContain("components/PageInfo.tsx(11,61): error TS2551: Property 'titel' does not exist on type 'PageRecord'.");
    } finally {
      write('components/PageInfo.tsx', info);
    }
  });

  test('the same site builds: the swizzled layout wraps the original, with its class map and image URLs', () => {
    const out = execFileSync('npx', ['--no-install', 'quire', 'build'], { cwd: site, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(out).toMatch(/built \d+ pages/);
    const html = fs.readFileSync(path.join(site, 'dist', 'info.html'), 'utf8');
    // The CSS module's class (hashed) on the wrapper, the original layout inside it.
    const frame = /<div class="([\w-]+)" data-route="\/info" data-lang="en"><img/.exec(html)?.[1];
    expect(frame).toBeDefined();
    const cssDir = path.join(site, 'dist', 'assets', 'css');
    const css = fs.readdirSync(cssDir).map((file) => fs.readFileSync(path.join(cssDir, file), 'utf8')).join('\n');
    expect(css).toMatch(new RegExp(`\\.${frame}\\s*\\{\\s*display:\\s*contents`));
    expect(html).toContain('<header class="quire-navbar">');
    expect(html).toMatch(/<img class="site-stamp" src="\/assets\/media\/stamp\.[0-9a-f]{8}\.png"/);
    expect(html).toMatch(/<img class="site-logo" src="\/assets\/media\/logo\.[0-9a-f]{8}\.svg"/);
    expect(html).toContain('quire-callout--tip');
    expect(html).toContain('class="page-info"');
  });
});
