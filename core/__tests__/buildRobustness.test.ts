import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { copyFixture } from '../../test-utils/fixtures';
import { quireBin, repoRoot, runQuire } from '../../test-utils/runQuire';
import { treeChecksums } from '../../test-utils/treeChecksums';

jest.setTimeout(400_000);

const fixture = path.join(__dirname, '__fixtures__', 'basic-site');

/**
 * The basic site with the sitemap and llms plugins (more generated files to compare), and a
 * plugin whose postBuild takes a while when SLOW_POST_BUILD is set: a build can then be killed
 * during postBuild.
 */
const config = `import fs from 'node:fs/promises';
import path from 'node:path';
import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Fixture Docs',
  description: 'A small bilingual site used by the tests.',
  siteUrl: 'https://example.com',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文', title: '示例文档' },
  ],
  plugins: [
    ['quire/plugins/sitemap', {}],
    ['quire/plugins/llms', {}],
    {
      name: 'slow-post-build',
      async postBuild({ outDir }) {
        if (!process.env.SLOW_POST_BUILD) return;
        await fs.writeFile(path.join(outDir, 'post-build.txt'), 'written by postBuild');
        console.log('slow postBuild: started');
        await new Promise((resolve) => setTimeout(resolve, 5000));
      },
    },
  ],
});
`;

interface KilledBuild {
  output: string;
  signal: NodeJS.Signals | null;
}

/** Runs `quire build` and kills it with SIGKILL as soon as its output matches `at`. */
function buildKilledAt({ site, at, env = {} }: { site: string; at: RegExp; env?: NodeJS.ProcessEnv }): Promise<KilledBuild> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [quireBin, 'build', site], { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1', QUIRE_PERF: '1', ...env } });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the build never reached ${at}:\n${output}`));
    }, 240_000);
    const onData = (data: Buffer) => {
      output += data;
      if (at.test(output)) child.kill('SIGKILL');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (_code, signal) => {
      clearTimeout(timer);
      resolve({ output, signal });
    });
  });
}

/** Folders beside dist/ that builds left (`dist.tmp-<pid>`, `dist.old-<pid>`). */
const leftovers = (site: string) => fs.readdirSync(site).filter((name) => name.startsWith('dist.'));

describe('quire build: killed, cache broken, two at once, disk full or read-only', () => {
  let site: string;
  let dist: string;
  /** The first (cold) build of the sources as the fixture has them. */
  let reference: Record<string, string>;
  const page = () => path.join(site, 'docs/en/guide/start.mdx');
  let original: string;

  beforeAll(async () => {
    site = copyFixture(fixture);
    dist = path.join(site, 'dist');
    fs.writeFileSync(path.join(site, 'quire.config.ts'), config);
    original = fs.readFileSync(page(), 'utf8');
    const first = await runQuire(['build', site], { timeout: 240_000 });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    reference = treeChecksums(dist);
    expect(Object.keys(reference)).toEqual(expect.arrayContaining(['sitemap.xml', 'llms.txt', 'guide/start.md', 'index.html']));
  });

  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

  test('SIGKILL during load, compile, the cache write, render and postBuild leaves dist/ as it was; the next build succeeds, with the same bytes as a cold one', async () => {
    // An edit, so that a killed build's output would differ from what dist/ holds.
    fs.writeFileSync(page(), `${original}\nAn edit that the killed builds were making.\n`);
    const phases: { phase: string; at: RegExp; env?: NodeJS.ProcessEnv }[] = [
      { phase: 'load', at: /\[perf\] load site > load config/ },
      { phase: 'compile', at: /\[perf\] bundle > compile > modules/ },
      // Printed when the compilation ends, as webpack starts writing its cache.
      { phase: 'cache write', at: /\[perf\] bundle > compile \d+ms/ },
    ];
    for (const { phase, at } of phases) {
      const killed = await buildKilledAt({ site, at });
      expect([phase, killed.signal, /built \d+ pages/.test(killed.output)]).toEqual([phase, 'SIGKILL', false]);
      expect(treeChecksums(dist)).toEqual(reference);
    }
    expect(leftovers(site).length).toBeGreaterThan(0);
    // The next build: no stale lock to wait for, no corrupt cache, the killed builds' folders gone.
    const next = await runQuire(['build', site], { timeout: 240_000 });
    expect([next.code, next.stderr]).toEqual([0, '']);
    expect(next.stdout).not.toContain('waiting for another build');
    expect(fs.readFileSync(path.join(dist, 'guide/start.md'), 'utf8')).toContain('An edit that the killed builds were making.');
    expect(leftovers(site)).toEqual([]);
    const edited = treeChecksums(dist);

    fs.writeFileSync(page(), original);
    for (const { phase, at, env } of [
      // (A slow postBuild behind it: a kill that lands late, on a busy machine, still lands before the swap.)
      { phase: 'render', at: /rendering pages \d+\/\d+/, env: { SLOW_POST_BUILD: '1' } },
      { phase: 'postBuild', at: /slow postBuild: started/, env: { SLOW_POST_BUILD: '1' } },
    ]) {
      const killed = await buildKilledAt({ site, at, env });
      expect([phase, killed.signal, /built \d+ pages/.test(killed.output)]).toEqual([phase, 'SIGKILL', false]);
      expect(treeChecksums(dist)).toEqual(edited);
    }
    const last = await runQuire(['build', site], { timeout: 240_000 });
    expect([last.code, last.stderr]).toEqual([0, '']);
    expect(treeChecksums(dist)).toEqual(reference);
    expect(leftovers(site)).toEqual([]);
    expect(fs.existsSync(path.join(site, '.quire', 'build.lock'))).toBe(false);
  });

  test("a cache that cannot be read (webpack's pack files, Quire's Markdown cache) is discarded with one line each, and the build goes on", async () => {
    const cache = path.join(site, '.quire', 'cache');
    const packs = path.join(cache, 'webpack', 'production');
    // The pack's index garbled, and the Markdown cache cut short.
    const index = fs.readFileSync(path.join(packs, 'index.pack'));
    index.fill(0x5a, Math.floor(index.length / 2), Math.floor(index.length / 2) + 4096);
    fs.writeFileSync(path.join(packs, 'index.pack'), index);
    const markdownCache = path.join(cache, 'markdown-production.json');
    fs.writeFileSync(markdownCache, fs.readFileSync(markdownCache).subarray(0, 100));
    const first = await runQuire(['build', site], { timeout: 240_000 });
    expect(first.code).toBe(0);
    const warnings = first.stderr.split('\n').filter(Boolean).sort();
    expect(warnings).toEqual([
      expect.stringMatching(/^\[quire\] warning: the Markdown cache .*\.quire\/cache\/markdown-production\.json could not be read \(.+\): it is discarded and the pages compile again$/),
      expect.stringMatching(/^\[quire\] warning: webpack's cache in .*\.quire\/cache\/webpack\/production could not be read \(.+\): what could not be read is discarded and built again$/),
    ]);
    expect(treeChecksums(dist)).toEqual(reference);

    // Each of webpack's pack files cut to half: the entries in them are built again.
    for (const name of fs.readdirSync(packs).filter((file) => /^\d+\.pack$/.test(file))) {
      const file = path.join(packs, name);
      fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2));
    }
    const second = await runQuire(['build', site], { timeout: 240_000 });
    expect(second.code).toBe(0);
    expect(second.stderr.split('\n').filter(Boolean)).toEqual([expect.stringMatching(/^\[quire\] warning: webpack's cache in .* could not be read \(.+\): what could not be read is discarded and built again$/)]);
    expect(treeChecksums(dist)).toEqual(reference);
    // The caches that build wrote read without a word: the builds of the next test print nothing on stderr.
  });

  test('two builds of the site at once: the second waits for the first, both succeed, dist/ is one whole build', async () => {
    const [one, two] = await Promise.all([runQuire(['build', site], { timeout: 300_000 }), runQuire(['build', site], { timeout: 300_000 })]);
    expect([one.code, one.stderr, two.code, two.stderr]).toEqual([0, '', 0, '']);
    expect([one.stdout, two.stdout].filter((out) => /waiting for another build of this site to finish \(process \d+\); if none is running, delete .*build\.lock/.test(out))).toHaveLength(1);
    expect(treeChecksums(dist)).toEqual(reference);
    expect(leftovers(site)).toEqual([]);
  });

  test('on a full disk, then a read-only one, the build fails with a message naming the folder and what to do; the previous site stays', async () => {
    // A 3 MB tmpfs in a mount namespace of its own (test-utils/tinyDisk.cjs): room for the
    // previous site (2.3 MB), not for a second copy. Root mounts it; anyone else maps to root in
    // a user namespace of their own.
    const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-tiny-disk-report-'));
    const namespace = process.getuid?.() === 0 ? ['--mount'] : ['--user', '--map-root-user', '--mount'];
    const args = [...namespace, process.execPath, path.join(repoRoot, 'test-utils', 'tinyDisk.cjs'), path.join(reportDir, 'disk'), '3', dist, site, reportDir, quireBin];
    const ran = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn('unshare', args);
      let [stdout, stderr] = ['', ''];
      child.stdout.on('data', (data) => (stdout += data));
      child.stderr.on('data', (data) => (stderr += data));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
    if (ran.code !== 0) throw new Error(`the tiny disk could not be set up (unshare ${namespace.join(' ')}, mount -t tmpfs): ${ran.stderr}`);
    const { full, readOnly } = JSON.parse(ran.stdout) as Record<'full' | 'readOnly', { out: string; code: number; stdout: string; stderr: string; disk: string[] }>;
    expect([full.code, full.stderr]).toEqual([
      1,
      `[quire] error: Could not write the site into ${full.out}: the disk is full (ENOSPC).\nFree some space on that disk (until it replaces the previous site, a build needs room for both), or build elsewhere with --out-dir <folder>.\n`,
    ]);
    expect(full.disk).toEqual(['dist']);
    expect(treeChecksums(path.join(reportDir, 'full'))).toEqual(reference);
    expect([readOnly.code, readOnly.stderr]).toEqual([1, `[quire] error: Could not write the site into ${readOnly.out}: the file system is read-only (EROFS).\nBuild into a folder on a writable disk with --out-dir <folder>.\n`]);
    // It stopped before compiling anything.
    expect(readOnly.stdout).not.toContain('compiling the site');
    expect(treeChecksums(path.join(reportDir, 'readOnly'))).toEqual(reference);
    fs.rmSync(reportDir, { recursive: true, force: true });
  });
});
