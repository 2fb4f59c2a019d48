import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../test-utils/ports';
import { httpGet } from '../test-utils/http';
import { repoRoot } from '../test-utils/runQuire';
import { installIntoNewProject, npm, packQuireAndCreateQuire } from '../test-utils/packedPackages';

jest.setTimeout(900_000);

/**
 * Issue 14 end to end, as a user meets Quire: both packages packed once, installed into a project
 * made by `npm init -y`, then `create-quire` without questions, `npm install`, `tsc --noEmit`,
 * `quire build` twice in a `"type": "commonjs"` site, and `quire preview` answering 304.
 */
describe('npm create quire, from the packed quire and create-quire', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'create-quire-'));
  const app = path.join(work, 'app');
  let tarballs: { quire: string; createQuire: string };
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  // Node warns when both are set, whatever FORCE_COLOR's value.
  delete env.FORCE_COLOR;
  const createQuire = (args: string[], extraEnv: NodeJS.ProcessEnv = {}) =>
    spawnSync('npx', ['--no-install', 'create-quire', ...args], { cwd: app, encoding: 'utf8', env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });

  beforeAll(() => {
    tarballs = packQuireAndCreateQuire(work);
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
    const site = path.join(app, 'en-docs');
    expect(fs.existsSync(path.join(site, 'docs', 'zh'))).toBe(false);
    expect(fs.existsSync(path.join(site, 'README.zh.md'))).toBe(false);
    expect(fs.readFileSync(path.join(site, 'quire.config.ts'), 'utf8')).not.toContain('locales');
    expect(fs.readFileSync(path.join(site, 'docs', 'en', 'guide', 'getting-started.md'), 'utf8')).toContain('pnpm build\npnpm preview');
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
    const site = path.join(app, 'my-docs');
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
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
    }
  });
});
