import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../test-utils/runQuire';
import { installIntoNewProject, npm, pack } from '../test-utils/packedPackages';

jest.setTimeout(900_000);

/**
 * Quire's typed public API as a user's `tsc` sees it: the packed package installed into a project
 * made by `npm init -y`, `quire init`, `npm install`, then `tsc --noEmit` with the starter's
 * tsconfig.json over a swizzled theme component, a CSS module, an image and a page component that
 * uses `quire/client` and `quire/theme`; the same site then builds and renders them.
 */
describe('the typed public API of the packed quire', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-types-'));
  const app = path.join(work, 'app');
  const site = path.join(app, 'site');
  let tarball: string;
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), content);
  };
  const tsc = () =>
    spawnSync(process.execPath, [path.join(site, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', '.'], { cwd: site, encoding: 'utf8' });

  beforeAll(() => {
    tarball = pack(repoRoot, work);
    installIntoNewProject(app, [tarball]);
    execFileSync('npx', ['--no-install', 'quire', 'init', 'site'], { cwd: app, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    // `npm install` as the next steps say; the registry's quire is this tarball (offline).
    const pinned = npm(['pkg', 'set', `dependencies.quire=file:${tarball}`], site);
    expect(pinned.status).toBe(0);
    const install = npm(['install', '--prefer-offline'], site);
    if (install.status !== 0) throw new Error(`npm install failed:\n${install.stdout}\n${install.stderr}`);
  });

  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

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
