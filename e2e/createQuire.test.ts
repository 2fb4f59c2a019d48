import { execFileSync, spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
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
 * made by `npm init -y`. Then every shell command of the website's getting-started page, read from
 * the page (both languages must show the same ones): `npm create quire@latest` runs the packed
 * create-quire, `npm install` installs the packed quire (in a `"type": "commonjs"` site, type-checked
 * with `tsc --noEmit`), dev and preview run until the page answers, build runs to its end. The
 * page's trees of the starter and of `dist/` are compared with the real folders.
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

  test('the getting-started page shows the same shell commands in both languages, each one this test knows how to run', () => {
    const en = pageCommands('en');
    expect(pageCommands('zh')).toEqual(en);
    expect(en.length).toBeGreaterThanOrEqual(10);
    for (const line of en) expect([line, commandKind(line)]).toEqual([line, expect.any(String)]);
    // create, cd, install, dev, build and preview are all there.
    expect(new Set(en.map(commandKind))).toEqual(new Set(['create', 'cd', 'install', 'dev', 'build', 'preview']));
  });

  test("every shell command of the getting-started page runs on a temporary folder: create, install, dev, build, preview", async () => {
    const commands = pageCommands('en');
    const ran: string[] = [];
    // The page's two ways to create the site are alternatives (questions, or flags instead): both
    // run first, from the empty folder; the rest then runs in the page's order.
    for (const line of commands.filter((l) => commandKind(l) === 'create')) {
      const args = line.split(/\s+/).slice(3);
      // npm hands what follows `--` to create-quire.
      const dash = args.indexOf('--');
      if (dash >= 0) args.splice(dash, 1);
      const created = createQuire(args);
      expect([line, created.stderr, created.status]).toEqual([line, '', 0]);
      if (args.length === 0) {
        // Outside a terminal nothing is asked: the defaults the page gives (quire-site, both languages, npm here).
        expect(created.stdout).toBe('[quire] created a Quire site in quire-site (English, 简体中文)\n[quire] next steps:\n  cd quire-site\n  npm install\n  npm run dev\n');
      } else {
        // The answers of the page's transcript, and the next steps it shows.
        expect(created.stdout).toBe('[quire] created a Quire site in my-docs (English, 简体中文)\n[quire] next steps:\n  cd my-docs\n  npm install\n  npm run dev\n');
      }
      ran.push(line);
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8'));
    const quireVersion = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version;
    expect(manifest.dependencies.quire).toBe(`^${quireVersion}`);
    expect(manifest.scripts).toEqual({ dev: 'quire dev', build: 'quire build', preview: 'quire preview' });
    // The starter's files are the page's tree of them, no more, no less.
    expect(treeMismatches(pageTree('en', 'my-docs/'), site)).toEqual([]);

    // A stand-in browser for `--open`: it writes down the URL it is given.
    const bin = path.join(work, 'bin');
    const opened = path.join(work, 'opened.txt');
    fs.mkdirSync(bin, { recursive: true });
    const fakeBrowser = path.join(bin, 'fake-browser');
    fs.writeFileSync(fakeBrowser, `#!/bin/sh\necho "$1" >> '${opened}'\n`, { mode: 0o755 });
    // macOS runs `open` from the PATH; Linux runs xdg-open, which with no desktop runs $BROWSER.
    fs.copyFileSync(fakeBrowser, path.join(bin, 'open'));
    const browserEnv: NodeJS.ProcessEnv = { ...env, BROWSER: fakeBrowser, PATH: `${bin}${path.delimiter}${env.PATH}` };
    for (const name of ['DISPLAY', 'WAYLAND_DISPLAY', 'XDG_CURRENT_DESKTOP', 'DESKTOP_SESSION', 'KDE_FULL_SESSION', 'GNOME_DESKTOP_SESSION_ID', 'MATE_DESKTOP_SESSION_ID']) {
      delete browserEnv[name];
    }

    let cwd = app;
    let builds = 0;
    for (const line of commands.filter((l) => commandKind(l) !== 'create')) {
      const words = line.split(/\s+/);
      const kind = commandKind(line);
      if (kind === 'cd') {
        cwd = path.join(cwd, words[1]!);
        expect(fs.existsSync(path.join(cwd, 'package.json'))).toBe(true);
      } else if (kind === 'install') {
        // `npm install` as the next steps say, with quire from the packed tarball (the registry's
        // quire is this one; the test is offline), and in a "type": "commonjs" package.
        npm(['pkg', 'set', `dependencies.quire=file:${tarballs.quire}`, 'type=commonjs'], cwd);
        const install = npm(['install', '--prefer-offline'], cwd);
        expect([line, install.stderr, install.status]).toEqual([line, '', 0]);
        // Not a command of the page: the starter type-checks as installed.
        const siteTsc = path.join(site, 'node_modules', 'typescript', 'bin', 'tsc');
        const checked = spawnSync(process.execPath, [fs.existsSync(siteTsc) ? siteTsc : path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', '.'], { cwd: site, encoding: 'utf8' });
        expect(checked.stdout).toBe('');
        expect(checked.status).toBe(0);
      } else if (kind === 'build') {
        // `npx quire build my-docs` names the site folder: it runs "from anywhere else", the folder above.
        const named = words.length > 3 && words[0] === 'npx';
        const result = runLine(words, named ? path.dirname(site) : cwd, env);
        expect([line, result.stderr, result.status]).toEqual([line, '', 0]);
        builds += 1;
        // The first build is cold, the next ones use the cache: the same 7 pages each time.
        expect([line, result.stdout]).toEqual([line, expect.stringMatching(/built 7 pages\b/)]);
        if (builds === 1) {
          expect(fs.readFileSync(path.join(site, 'dist', 'zh', 'guide', 'components.html'), 'utf8')).toContain('点击次数');
          // What the page shows of dist/ is what the build wrote.
          expect(treeMismatches(pageTree('en', 'dist/'), path.join(site, 'dist'))).toEqual([]);
        }
      } else {
        // dev and preview: a free port (PORT, or in place of the page's --port), until the page answers.
        const port = await freePort();
        const portAt = words.indexOf('--port');
        if (portAt >= 0) words[portAt + 1] = String(port);
        const server = startLine(words, cwd, { ...browserEnv, PORT: String(port) });
        try {
          const url = await server.url(kind === 'dev' ? /dev server running at (http:\/\/\S+)/ : /serving \S+ at (http:\/\/\S+)/);
          expect(url).toBe(`http://localhost:${port}/`);
          const home = await httpGet(url);
          expect([line, home.status]).toEqual([line, 200]);
          expect(home.body).toContain('<html lang="en"');
          if (words.includes('--open')) {
            await waitFor(() => fs.existsSync(opened) && fs.readFileSync(opened, 'utf8').includes(url), () => `${line}: the browser was not opened at ${url}`);
          }
          if (line === 'npm run preview') {
            const origin = url.replace(/\/$/, '');
            const page = await httpGet(`${origin}/guide/components`);
            expect(page.status).toBe(200);
            expect(page.body).toContain('<button type="button" class="counter">Clicked<!-- -->: <!-- -->0</button>');
            const etag = page.headers.etag;
            expect(typeof etag).toBe('string');
            const again = await httpGet(`${origin}/guide/components`, { 'if-none-match': etag! });
            expect(again.status).toBe(304);
            expect(again.body).toBe('');
            expect((await httpGet(`${origin}/logo.svg`)).body).toContain('<svg');
            expect((await httpGet(`${origin}/zh/guide/getting-started`)).body).toContain('快速开始');
            expect((await httpGet(`${origin}/missing`)).status).toBe(404);
          }
        } finally {
          await server.stop();
        }
      }
      ran.push(line);
    }
    expect(ran.sort()).toEqual([...commands].sort());
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
    // React is the site's; the Sass compiler too, and only sites with Sass files install it.
    expect(manifest.peerDependencies).toEqual({ react: expect.any(String), 'react-dom': expect.any(String), 'sass-embedded': expect.any(String) });
    expect(manifest.peerDependenciesMeta).toEqual({ 'sass-embedded': { optional: true } });
    expect(manifest.dependencies.react).toBeUndefined();
    expect(manifest.dependencies['sass-embedded']).toBeUndefined();
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

/** The shell commands of the getting-started page in `lang`: the lines of its `bash` blocks, in order. */
function pageCommands(lang: 'en' | 'zh'): string[] {
  const page = fs.readFileSync(path.join(repoRoot, 'website', 'docs', lang, 'guide', 'start', 'getting-started.md'), 'utf8');
  return [...page.matchAll(/^```(?:bash|sh|shell)\b[^\n]*\n([\s\S]*?)^```\s*$/gm)].flatMap((m) =>
    m[1]!.split('\n').map((l) => l.trim()).filter((l) => l !== ''),
  );
}

/** What a command of the page does, as this test runs it (undefined: a command the test does not know). */
function commandKind(line: string): string | undefined {
  if (/^npm create quire@latest( |$)/.test(line)) return 'create';
  if (/^cd [\w.-]+$/.test(line)) return 'cd';
  if (line === 'npm install') return 'install';
  return /^npm run (dev|build|preview)(?: -- [\w -]+)?$/.exec(line)?.[1] ?? /^npx quire (dev|build|preview)(?: [\w.-]+)?$/.exec(line)?.[1];
}

/**
 * The paths of the page's file tree that starts with the line `root` (`dist/`, `my-docs/`), a `/`
 * ending a folder's name; words after a name are comments.
 */
function pageTree(lang: 'en' | 'zh', root: string): string[] {
  const page = fs.readFileSync(path.join(repoRoot, 'website', 'docs', lang, 'guide', 'start', 'getting-started.md'), 'utf8');
  const block = [...page.matchAll(/^```text\n([\s\S]*?)^```\s*$/gm)].map((m) => m[1]!.split('\n')).find((lines) => lines[0] === root);
  if (!block) throw new Error(`no ${root} tree on the ${lang} getting-started page`);
  const parents: string[] = [];
  const paths: string[] = [];
  for (const line of block.slice(1)) {
    const entry = /^((?:│   |    )*)[├└]── (\S+)/.exec(line);
    if (!entry) continue;
    const depth = entry[1]!.length / 4;
    parents.length = depth;
    const full = [...parents, entry[2]!].join('');
    paths.push(full);
    parents.push(entry[2]!);
  }
  return paths;
}

/**
 * How a page's tree (pageTree) and a real folder differ: entries of the tree that are missing, and
 * entries of a folder whose content the tree lists that the tree does not show.
 */
function treeMismatches(tree: string[], dir: string): string[] {
  const problems: string[] = [];
  for (const entry of tree) {
    const real = path.join(dir, entry);
    if (!fs.existsSync(real)) problems.push(`on the page, not written: ${entry}`);
    else if (fs.statSync(real).isDirectory() !== entry.endsWith('/')) problems.push(`a folder on one side only: ${entry}`);
  }
  const listed = ['', ...tree.filter((e) => e.endsWith('/') && tree.some((other) => other !== e && other.startsWith(e)))];
  for (const folder of listed) {
    if (!fs.existsSync(path.join(dir, folder))) continue;
    for (const item of fs.readdirSync(path.join(dir, folder), { withFileTypes: true })) {
      const entry = `${folder}${item.name}${item.isDirectory() ? '/' : ''}`;
      if (!tree.includes(entry)) problems.push(`written, not on the page: ${entry}`);
    }
  }
  return problems;
}

/** The environment the commands run in: the user's, without Jest's NODE_ENV or color. */
function commandEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: '', NO_COLOR: '1', npm_config_loglevel: 'error', npm_config_update_notifier: 'false', ...extra };
  // Node warns when both are set, whatever FORCE_COLOR's value.
  delete env.FORCE_COLOR;
  return env;
}

/** A command of the page that ends (build): run to its end. */
function runLine(words: string[], cwd: string, env: NodeJS.ProcessEnv): SpawnSyncReturns<string> {
  return spawnSync(words[0]!, words.slice(1), { cwd, encoding: 'utf8', env: commandEnv(env) });
}

/** A command of the page that serves (dev, preview): started, with the URL it prints and a stop. */
function startLine(words: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(words[0]!, words.slice(1), { cwd, env: commandEnv(env), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  let exited: number | null | undefined;
  child.stdout!.on('data', (d: Buffer) => (output += String(d)));
  child.stderr!.on('data', (d: Buffer) => (output += String(d)));
  const done = new Promise<void>((resolve) => child.on('exit', (code) => ((exited = code), resolve())));
  return {
    async url(printed: RegExp): Promise<string> {
      await waitFor(() => printed.test(output) || exited !== undefined, () => `${words.join(' ')} printed no URL:\n${output}`, 180_000);
      const url = printed.exec(output)?.[1];
      if (!url) throw new Error(`${words.join(' ')} exited with ${exited}:\n${output}`);
      return url;
    },
    async stop(): Promise<void> {
      if (exited !== undefined) return;
      process.kill(-child.pid!, 'SIGTERM');
      const timer = setTimeout(() => exited === undefined && process.kill(-child.pid!, 'SIGKILL'), 10_000);
      await done;
      clearTimeout(timer);
    },
  };
}

async function waitFor(condition: () => boolean, message: () => string, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > end) throw new Error(message());
    await new Promise((r) => setTimeout(r, 100));
  }
}
