/**
 * The benchmark's own parts: the corpus it writes for each tool, the command line, the memory of a
 * process tree (/usr/bin/time -v and the sampler), what a rebuild did to an output folder, the
 * MDX floor, Lighthouse's results as it reads them, and the budget verdicts; plus one real
 * measured build of a small corpus with Quire. Fake data and tiny inputs: performance stays out.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The bench is plain JavaScript; these are the shapes this test relies on.
interface Corpus {
  pageMarkdown(options: { index: number; lang: string; total: number; link: (index: number) => string }): string;
  pageTitle(options: { index: number; lang: string }): string;
  writeCorpus(options: { tool: string; root: string; pagesPerLang: number }): void;
  pageFile(options: { tool: string; root: string; lang: string; index: number }): string;
  addedPage(options: { tool: string; root: string; pagesPerLang: number }): { file: string; route: string; content: string };
  PLUGIN_PAGES: { demos: number; twoslash: number; api: number };
}
interface Memory {
  timeMaxRssMB?: number;
  sampledMB: number;
  hwmMB: number;
  largestMB: number;
  peakMB: number;
  processes: number;
}
interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  peakRssMB: number;
  memory: Memory;
  ms: number;
}
interface Measure {
  TIME_BIN: string;
  parsePhases(output: string): Record<string, number>;
  parseTimeVerbose(text: string): { maxRssMB?: number; exitStatus?: number; signal?: number };
  median(values: Array<number | undefined>): number | undefined;
  run(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<RunResult>;
  folderSize(dir: string): { bytes: number; files: number };
  searchIndexSizes(outDir: string): Record<string, { bytes: number; gzip: number }>;
}
type Snapshot = Map<string, unknown>;
interface Diff {
  total: number;
  rewritten: string[];
  changed: string[];
  added: string[];
  removed: string[];
}
interface Summary {
  rewritten: number;
  changed: number;
  added: number;
  removed: number;
  rewrittenUnchanged: number;
  otherPagesChanged: number;
  changedFiles: string[];
  otherFilesChanged: string[];
}
interface OutputSnapshot {
  snapshotFolder(dir: string): Snapshot;
  diffSnapshots(before: Snapshot, after: Snapshot): Diff;
  routeOfOutputFile(file: string): string | undefined;
  summarizeDiff(diff: Diff, options: { routes: string[] }): Summary;
}
interface Rebuild {
  ms: number;
  runs: number;
  samples: number[];
  files: Summary;
  error?: string;
}
interface Rebuilds {
  measureRebuilds(options: {
    build: () => Promise<{ code: number; ms: number; stdout: string; stderr: string }>;
    outDir: string;
    edit: { file: string; route: string };
    added?: { file: string; route: string; content: string };
    runs: number;
    log: (message: string) => void;
    label: string;
  }): Promise<Record<'noChange' | 'edit' | 'add' | 'remove', Rebuild>>;
}
interface Floor {
  parseFloorOutput(stdout: string): { pages: number; ms: number };
  measureFloor(options: { root: string; removeCache: (root: string) => void; timeoutMs: number; pin?: boolean }): Promise<{ pages: number; ms: number; cpuMs: number; setupMs: number; oneCore: boolean; error?: string }>;
}
interface Figures {
  score?: number;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  jsBytes?: number;
  unusedJsBytes?: number;
  errors: string[];
}
interface Lighthouse {
  lighthouseFigures(lhr: object): Figures;
}
interface Readers {
  medianFigures(runs: Figures[]): Figures & { runs: number };
  firstHeadingText(html: string): string | undefined;
}
interface BudgetLine {
  issue: string;
  label: string;
  value?: string;
  status: string;
}
interface Report {
  budget(results: object): BudgetLine[];
  budgetTable(lines: BudgetLine[]): string;
  buildsTable(results: object, previous?: object): string;
  rebuildsTable(results: object): string;
  devTable(results: object): string;
  readersTables(results: object): string;
  searchIndexLine(results: object, previous?: object): string;
}
interface Options {
  readArgs(argv: string[]): { full: boolean; dev: boolean; readers: boolean; website: boolean; peers?: string[]; sizes?: number[]; runs: number };
  plan(options: ReturnType<Options['readArgs']>): {
    builds?: { sizes: number[] };
    dev?: { sizes: number[] };
    readers?: { sizes: number[] };
    peersAt(size: number): string[];
  };
}
interface ToolSpec {
  prepare(root: string, pagesPerLang: number): void;
  makeCold(root: string): void;
  removeCache(root: string): void;
  build(root: string): { command: string; args: string[]; cwd: string; env: Record<string, string> };
  outDir(root: string): string;
}
interface Tools {
  tools: Record<'quire', ToolSpec>;
  htmlFileOf(outDir: string, route: string): string;
}

let corpus: Corpus;
let measure: Measure;
let outputSnapshot: OutputSnapshot;
let rebuilds: Rebuilds;
let floor: Floor;
let lighthouse: Lighthouse;
let readers: Readers;
let report: Report;
let options: Options;
let toolsModule: Tools;
let tmp: string;

beforeAll(async () => {
  // File URLs keep these native imports (the bench is plain ESM; relative imports become require).
  const load = (file: string) => import(pathToFileURL(path.join(__dirname, '..', file)).href);
  // One after the other: Jest's module loader fails imports in parallel that share a module.
  corpus = await load('corpus.mjs');
  measure = await load('lib/measure.mjs');
  outputSnapshot = await load('lib/outputSnapshot.mjs');
  rebuilds = await load('lib/rebuilds.mjs');
  floor = await load('lib/floor.mjs');
  lighthouse = await load('lib/lighthouse.mjs');
  readers = await load('lib/readers.mjs');
  report = await load('lib/report.mjs');
  options = await load('lib/options.mjs');
  toolsModule = await load('lib/tools.mjs');
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-bench-'));
});

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !path.relative(dir, e.parentPath).split(path.sep).includes('.git'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('corpus', () => {
  const link = (j: number) => `/guide/x-${j}`;

  it('writes pages with what the issue lists: frontmatter, 4-8 sections, a list, a table, 2-3 code blocks, a tip, internal links', () => {
    for (let index = 0; index < 40; index += 1) {
      const page = corpus.pageMarkdown({ index, lang: 'en', total: 40, link });
      expect(page).toMatch(/^---\ntitle: ".+"\ndescription: ".+"\n---\n/);
      const sections = page.match(/^#{2,3} /gm) ?? [];
      expect(sections.length).toBeGreaterThanOrEqual(4);
      expect(sections.length).toBeLessThanOrEqual(8);
      expect(page).toMatch(/^- \S/m);
      expect(page).toContain('| Option | Type | Default |');
      const fences = [...page.matchAll(/^```(\w+)$/gm)].map((m) => m[1]);
      expect(fences.length).toBeGreaterThanOrEqual(2);
      expect(fences.length).toBeLessThanOrEqual(3);
      for (const lang of fences) expect(['ts', 'bash', 'json']).toContain(lang);
      expect(page).toMatch(/^:::tip\n.+\n:::$/m);
      expect(page).toMatch(/\[See also \d+\]\(\/guide\/x-\d+\)/);
      // The title the dev and navigation measures wait for is the page's h1.
      expect(page).toContain(`\n# ${corpus.pageTitle({ index, lang: 'en' })}\n`);
    }
  });

  it('writes Chinese pages in Chinese, and the same page the same way every time', () => {
    const zh = corpus.pageMarkdown({ index: 3, lang: 'zh', total: 10, link });
    expect(zh).toContain('| 选项 | 类型 | 默认值 |');
    expect(zh).toMatch(/^# [\u4e00-\u9fff]+ 4$/m);
    expect(zh).toMatch(/另见/);
    expect(corpus.pageMarkdown({ index: 3, lang: 'zh', total: 10, link })).toBe(zh);
    expect(corpus.pageMarkdown({ index: 4, lang: 'zh', total: 10, link })).not.toBe(zh);
  });

  it('lays the same pages out for each tool; pageFile finds a page, addedPage one the corpus lacks', () => {
    const expected: Record<string, string[]> = {
      quire: ['quire.config.ts', 'docs/en/index.md', 'docs/zh/index.md'],
      rspress: ['rspress.config.ts', 'docs/en/index.md', 'docs/zh/index.md'],
      vitepress: ['docs/.vitepress/config.mjs', 'docs/index.md', 'docs/zh/index.md'],
      docusaurus: ['docusaurus.config.js', 'sidebars.js', 'docs/index.md', 'i18n/zh/docusaurus-plugin-content-docs/current/index.md'],
    };
    for (const [tool, files] of Object.entries(expected)) {
      const root = path.join(tmp, `layout-${tool}`);
      corpus.writeCorpus({ tool, root, pagesPerLang: 12 });
      const written = listFiles(root);
      for (const file of files) expect(written).toContain(file);
      expect(written.filter((f) => /^(docs|i18n)\/.*\.mdx?$/.test(f))).toHaveLength(2 * 13);
      for (const lang of ['en', 'zh']) {
        const file = corpus.pageFile({ tool, root, lang, index: 11 });
        expect(fs.readFileSync(file, 'utf8')).toContain(lang === 'zh' ? '另见' : 'See also');
      }
      const added = corpus.addedPage({ tool, root, pagesPerLang: 12 });
      expect(added.route).toBe('guide/section-1/page-added');
      expect(fs.existsSync(added.file)).toBe(false);
      expect(path.dirname(added.file)).toBe(path.dirname(corpus.pageFile({ tool, root, lang: 'en', index: 0 })));
      expect(added.content).toMatch(/^---\ntitle: ".+ 13"/);
    }
  });

  it("turns on every plugin of the website for Quire, gives three pages work for them, and leaves the peers' pages plain", () => {
    const root = path.join(tmp, 'plugins-quire');
    corpus.writeCorpus({ tool: 'quire', root, pagesPerLang: 6 });
    const config = fs.readFileSync(path.join(root, 'quire.config.ts'), 'utf8');
    for (const plugin of ['sitemap', 'rss', 'llms', 'client-redirects', 'preview', 'playground', 'twoslash', 'api-docgen', 'typedoc']) expect(config).toContain(`'quire/plugins/${plugin}'`);
    expect(config).toContain("siteUrl: 'https://bench.example.com'");
    expect(config).toContain('lastUpdated: true');
    expect(config).toMatch(/from: \['\/start', '\/guide\/start'\], to: '\/guide\/section-1\/page-1'/);
    expect(fs.readFileSync(path.join(root, 'components', 'Button.tsx'), 'utf8')).toContain('export function Button');
    expect(fs.readFileSync(path.join(root, 'src', 'index.ts'), 'utf8')).toContain('export function createSite');
    const { demos, twoslash, api } = corpus.PLUGIN_PAGES;
    for (const lang of ['en', 'zh']) {
      const read = (index: number) => fs.readFileSync(corpus.pageFile({ tool: 'quire', root, lang, index }), 'utf8');
      expect(read(demos)).toMatch(/^```tsx preview$/m);
      expect(read(demos)).toMatch(/^```tsx playground$/m);
      expect(read(twoslash)).toMatch(/^```ts twoslash$/m);
      expect(corpus.pageFile({ tool: 'quire', root, lang, index: api })).toMatch(/page-5\.mdx$/);
      expect(read(api)).toContain('<API moduleName="Button" />');
      expect(read(0)).not.toMatch(/^```\w+ (preview|playground|twoslash)$|<API/m);
    }
    // The peers' corpus is what it was: the same pages, plain.
    const peerRoot = path.join(tmp, 'plugins-rspress');
    corpus.writeCorpus({ tool: 'rspress', root: peerRoot, pagesPerLang: 6 });
    for (const index of [demos, twoslash, api]) {
      const page = fs.readFileSync(corpus.pageFile({ tool: 'rspress', root: peerRoot, lang: 'en', index }), 'utf8');
      expect(page).toBe(corpus.pageMarkdown({ index, lang: 'en', total: 6, link: (j) => `/guide/section-${Math.floor(j / 10) + 1}/page-${(j % 10) + 1}` }));
    }
    expect(fs.existsSync(path.join(peerRoot, '.git'))).toBe(false);

    // A git repository of one commit holding everything (last-updated reads its history).
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    expect(git('rev-list', '--count', 'HEAD')).toBe('1');
    expect(git('status', '--porcelain')).toBe('');
    expect(git('ls-files').split('\n')).toEqual(expect.arrayContaining(['quire.config.ts', 'docs/en/guide/section-1/page-5.mdx', 'docs/zh/index.md', 'components/Button.tsx']));
  });
});

describe('command line', () => {
  it('runs the builds by default, and each part at its default sizes or the ones given', () => {
    const parts = (argv: string[]) => {
      const p = options.plan(options.readArgs(argv));
      return { builds: p.builds?.sizes, dev: p.dev?.sizes, readers: p.readers?.sizes };
    };
    expect(parts([])).toEqual({ builds: [60, 500], dev: undefined, readers: undefined });
    expect(parts(['--dev'])).toEqual({ builds: undefined, dev: [500, 2000], readers: undefined });
    expect(parts(['--readers', '--sizes', '20'])).toEqual({ builds: undefined, dev: undefined, readers: [20] });
    expect(parts(['--full'])).toEqual({ builds: [60, 500, 2000, 5000], dev: [60, 500, 2000], readers: [500] });
    expect(parts(['--sizes', '5000'])).toEqual({ builds: [5000], dev: undefined, readers: undefined });
    expect(parts(['--builds', '--dev', '--sizes', '60'])).toEqual({ builds: [60], dev: [60], readers: undefined });
  });

  it('runs the peers at 2,000 pages and more only when --sizes asks for those sizes', () => {
    const full = options.plan(options.readArgs(['--full', '--peers']));
    expect(full.peersAt(500)).toEqual(['rspress', 'vitepress', 'docusaurus']);
    expect(full.peersAt(2000)).toEqual([]);
    expect(full.peersAt(5000)).toEqual([]);
    expect(options.plan(options.readArgs(['--sizes', '2000', '--peers', 'vitepress'])).peersAt(2000)).toEqual(['vitepress']);
    expect(options.plan(options.readArgs(['--full'])).peersAt(60)).toEqual([]);
  });
});

describe('memory of a process tree', () => {
  it('reads "Maximum resident set size" and the exit from /usr/bin/time -v', () => {
    const text = [
      '\tCommand being timed: "node bin/quire.js build"',
      '\tElapsed (wall clock) time (h:mm:ss or m:ss): 2:03.50',
      '\tMaximum resident set size (kbytes): 2495611',
      '\tAverage resident set size (kbytes): 0',
      '\tExit status: 0',
    ].join('\n');
    expect(measure.parseTimeVerbose(text)).toEqual({ maxRssMB: 2495611 / 1024, exitStatus: 0, signal: undefined });
    expect(measure.parseTimeVerbose('Command terminated by signal 9\n\tMaximum resident set size (kbytes): 1024\n\tExit status: 0\n').signal).toBe(9);
    expect(measure.parseTimeVerbose('no report')).toEqual({ maxRssMB: undefined, exitStatus: undefined, signal: undefined });
  });

  it("counts a peak between two samples, every process of the tree, and agrees with time -v on the largest one", async () => {
    // A parent holding 120 MB for good, and a child that holds 200 MB for 10 ms and frees it:
    // the 100 ms sampler alone would rarely see the child's peak; its high-water mark keeps it.
    const child = `const b = Buffer.alloc(200 * 1024 * 1024, 1); setTimeout(() => { b.fill(0, 0, 1); global.gc(); setTimeout(() => {}, 600); }, 10);`;
    const parent = `const keep = Buffer.alloc(120 * 1024 * 1024, 1); const c = require('node:child_process').spawn(process.execPath, ['--expose-gc', '-e', ${JSON.stringify(child)}], { stdio: 'inherit' }); c.on('exit', () => setTimeout(() => keep.fill(2, 0, 1), 300));`;
    const result = await measure.run(process.execPath, ['-e', parent], { cwd: tmp });
    expect(result.code).toBe(0);
    const { memory } = result;
    expect(memory.processes).toBe(2);
    // Both processes' marks are summed: at least 120 + 200 MB, whatever the sampler caught.
    expect(memory.hwmMB).toBeGreaterThan(320);
    expect(memory.peakMB).toBe(Math.max(memory.sampledMB, memory.hwmMB));
    expect(result.peakRssMB).toBe(memory.peakMB);
    expect(memory.largestMB).toBeGreaterThan(200);
    if (fs.existsSync(measure.TIME_BIN)) {
      // time -v reports the largest process (the child's peak), as the sampler's largest mark does.
      expect(memory.timeMaxRssMB).toBeGreaterThan(200);
      expect(Math.abs(memory.timeMaxRssMB! - memory.largestMB) / memory.timeMaxRssMB!).toBeLessThan(0.1);
    }
  }, 30_000);
});

describe('output folder snapshots', () => {
  it('tells rewritten from changed, added and removed files, and which pages changed', () => {
    const out = path.join(tmp, 'snapshot-out');
    const write = (file: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
      fs.writeFileSync(path.join(out, file), content);
    };
    write('index.html', '<h1>Home</h1>');
    write('guide/a.html', '<h1>A</h1>');
    write('guide/a.md', '# A');
    write('guide/b.html', '<h1>B</h1>');
    write('guide/c/index.html', '<h1>C</h1>');
    write('assets/main.1234abcd.js', 'main');
    write('sitemap.xml', '<urlset/>');
    const before = outputSnapshot.snapshotFolder(out);
    expect(before.size).toBe(7);

    // The same bytes written again through a new file (new inode), an edited page, a page whose
    // navigation changed, an asset renamed, a file written in place with the same bytes.
    fs.writeFileSync(path.join(out, 'index.html.tmp'), '<h1>Home</h1>');
    fs.renameSync(path.join(out, 'index.html.tmp'), path.join(out, 'index.html'));
    write('guide/a.html', '<h1>A, edited</h1>');
    write('guide/a.md', '# A, edited');
    write('guide/b.html', '<h1>B</h1><a href="/guide/a">A, edited</a>');
    fs.rmSync(path.join(out, 'assets/main.1234abcd.js'));
    write('assets/main.5678ef01.js', 'main 2');
    const sitemap = path.join(out, 'sitemap.xml');
    const future = new Date(fs.statSync(sitemap).mtimeMs + 5000);
    fs.utimesSync(sitemap, future, future);

    const diff = outputSnapshot.diffSnapshots(before, outputSnapshot.snapshotFolder(out));
    expect(diff).toEqual({
      total: 7,
      rewritten: ['guide/a.html', 'guide/a.md', 'guide/b.html', 'index.html', 'sitemap.xml'],
      changed: ['guide/a.html', 'guide/a.md', 'guide/b.html'],
      added: ['assets/main.5678ef01.js'],
      removed: ['assets/main.1234abcd.js'],
    });
    const summary = outputSnapshot.summarizeDiff(diff, { routes: ['guide/a'] });
    expect(summary).toMatchObject({ rewritten: 5, changed: 3, added: 1, removed: 1, rewrittenUnchanged: 2, otherPagesChanged: 1, otherFilesChanged: ['guide/b.html'] });

    expect(outputSnapshot.routeOfOutputFile('guide/a.html')).toBe('guide/a');
    expect(outputSnapshot.routeOfOutputFile('guide/a/index.html')).toBe('guide/a');
    expect(outputSnapshot.routeOfOutputFile('guide/a.md')).toBe('guide/a');
    expect(outputSnapshot.routeOfOutputFile('index.html')).toBe('');
    expect(outputSnapshot.routeOfOutputFile('assets/main.5678ef01.js')).toBeUndefined();
    expect(outputSnapshot.snapshotFolder(path.join(tmp, 'no-such-output')).size).toBe(0);
  });

  it('measures the four rebuilds, restores the edited page and removes the added one', async () => {
    // A stand-in "build": every source page becomes a page of the output; the nav page lists them all.
    const site = path.join(tmp, 'rebuild-site');
    const docs = path.join(site, 'docs');
    const out = path.join(site, 'out');
    fs.mkdirSync(docs, { recursive: true });
    for (const name of ['a', 'b', 'c']) fs.writeFileSync(path.join(docs, `${name}.md`), `# ${name}\n`);
    let builds = 0;
    const build = async () => {
      builds += 1;
      const pages = fs.readdirSync(docs).sort();
      fs.mkdirSync(out, { recursive: true });
      for (const file of fs.readdirSync(out)) if (!pages.includes(file.replace('.html', '.md')) && file !== 'nav.txt') fs.rmSync(path.join(out, file));
      for (const page of pages) {
        const target = path.join(out, page.replace('.md', '.html'));
        const html = `<main>${fs.readFileSync(path.join(docs, page), 'utf8')}</main>`;
        // Like a good incremental build: a page whose bytes are the same is not written.
        if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== html) fs.writeFileSync(target, html);
      }
      fs.writeFileSync(path.join(out, 'nav.txt'), pages.join(','));
      return { code: 0, ms: 1000 * builds, stdout: '', stderr: '' };
    };
    await build();
    const edited = path.join(docs, 'a.md');
    const messages: string[] = [];
    const result = await rebuilds.measureRebuilds({
      build,
      outDir: out,
      edit: { file: edited, route: 'a' },
      added: { file: path.join(docs, 'new.md'), route: 'new', content: '# new\n' },
      runs: 3,
      log: (message) => messages.push(message),
      label: 'stand-in',
    });
    // (a) three runs: the nav is written each time with the same bytes; (b) three runs, the last puts a.md back.
    expect(result.noChange).toMatchObject({ runs: 3, samples: [2000, 3000, 4000], ms: 3000 });
    expect(result.noChange.files).toMatchObject({ rewritten: 1, changed: 0, added: 0, removed: 0, rewrittenUnchanged: 1 });
    expect(result.edit).toMatchObject({ runs: 3, samples: [5000, 6000, 7000], ms: 6000 });
    expect(result.edit.files).toMatchObject({ changed: 1, changedFiles: ['a.html'], otherPagesChanged: 0 });
    expect(result.add.files).toMatchObject({ added: 1, changed: 1, otherFilesChanged: ['nav.txt'], otherPagesChanged: 0 });
    expect(result.remove.files).toMatchObject({ removed: 1, changed: 1 });
    expect(fs.readFileSync(edited, 'utf8')).toBe('# a\n');
    expect(fs.existsSync(path.join(docs, 'new.md'))).toBe(false);
    expect(messages).toHaveLength(8);

    // A failed build is said as such.
    const failing = await rebuilds.measureRebuilds({
      build: async () => ({ code: 1, ms: 1, stdout: '', stderr: 'boom' }),
      outDir: out,
      edit: { file: edited, route: 'a' },
      runs: 1,
      log: () => {},
      label: 'failing',
    });
    expect(failing.noChange.error).toMatch(/failed \(exit 1\).*boom/);
    expect(failing.add).toBeUndefined();
  });
});

describe('Lighthouse results', () => {
  const lhr = (over: { score?: number | null; fcp?: number; unused?: number[]; error?: string } = {}) => ({
    categories: { performance: { score: over.score === undefined ? 0.97 : over.score } },
    audits: {
      'first-contentful-paint': { numericValue: over.fcp ?? 1730, scoreDisplayMode: 'numeric' },
      'largest-contentful-paint': { numericValue: 1800, scoreDisplayMode: 'numeric' },
      'total-blocking-time': over.error ? { scoreDisplayMode: 'error', errorMessage: over.error } : { numericValue: 150, scoreDisplayMode: 'numeric' },
      'cumulative-layout-shift': { numericValue: 0, scoreDisplayMode: 'numeric' },
      'network-requests': {
        scoreDisplayMode: 'informative',
        details: {
          items: [
            { resourceType: 'Document', transferSize: 9000 },
            { resourceType: 'Script', transferSize: 94_000 },
            { resourceType: 'Script', transferSize: 12_000 },
            { resourceType: 'Stylesheet', transferSize: 20_000 },
          ],
        },
      },
      'unused-javascript': { scoreDisplayMode: 'metricSavings', details: { items: (over.unused ?? [41_000, 2000]).map((wastedBytes) => ({ wastedBytes })) } },
    },
  });

  it('reads the score, the headline metrics, the scripts transferred and the unused JavaScript', () => {
    expect(lighthouse.lighthouseFigures(lhr())).toEqual({ score: 97, fcpMs: 1730, lcpMs: 1800, tbtMs: 150, cls: 0, jsBytes: 106_000, unusedJsBytes: 43_000, errors: [] });
  });

  it('leaves out what an audit could not compute, and says why', () => {
    const figures = lighthouse.lighthouseFigures({ ...lhr({ score: null, error: 'trace unreadable' }), runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } });
    expect(figures.score).toBeUndefined();
    expect(figures.tbtMs).toBeUndefined();
    expect(figures.fcpMs).toBe(1730);
    expect(figures.errors).toEqual(['NO_FCP: The page did not paint', 'total-blocking-time: trace unreadable']);
  });

  it('takes the median of each figure over the runs', () => {
    const runs = [lhr({ score: 0.9, fcp: 1000 }), lhr({ score: 0.99, fcp: 3000 }), lhr({ score: 0.95, fcp: 2000, unused: [] })].map(lighthouse.lighthouseFigures);
    expect(readers.medianFigures(runs)).toEqual({ score: 95, fcpMs: 2000, lcpMs: 1800, tbtMs: 150, cls: 0, jsBytes: 106_000, unusedJsBytes: 43_000, runs: 3 });
  });

  it('finds the h1 text a navigation waits for', () => {
    expect(readers.firstHeadingText('<main><h1 id="x">Build &amp; page 2<a class="anchor" href="#x">#</a></h1><h1>Other</h1></main>')).toBe('Build & page 2');
    expect(readers.firstHeadingText('<h1>\n  <span>构建页面</span> 2\n</h1>')).toBe('构建页面 2');
    expect(readers.firstHeadingText('<p>no heading</p>')).toBeUndefined();
  });
});

describe('report', () => {
  const cold = (ms: number, peakRssMB: number, timeMaxRssMB = peakRssMB * 0.9, largestMB = timeMaxRssMB) => ({ ms, peakRssMB, timeMaxRssMB, largestMB, runs: 3 });
  const files = (over: Partial<Summary> = {}): Summary => ({ rewritten: 0, changed: 0, added: 0, removed: 0, rewrittenUnchanged: 0, otherPagesChanged: 0, changedFiles: [], otherFilesChanged: [], ...over });
  const lhFigures = (score: number, fcpMs: number, tbtMs: number, unusedJsBytes: number, cls = 0) => ({ score, fcpMs, lcpMs: fcpMs, tbtMs, cls, jsBytes: 100_000, unusedJsBytes, runs: 3 });
  const results = {
    runs: 3,
    sizes: [60, 500, 2000, 5000],
    builds: {
      'quire 60/lang': { cold: cold(9000, 350), docHtmlBytes: 30_000 },
      'rspress 60/lang': { cold: cold(10_000, 900), rebuilds: { edit: { ms: 4000, runs: 3, files: files() } } },
      'vitepress 60/lang': { cold: cold(8000, 500) },
      'quire 500/lang': {
        cold: cold(40_000, 1600),
        docHtmlBytes: 60_000,
        rebuilds: {
          noChange: { ms: 5000, runs: 3, files: files() },
          edit: { ms: 7000, runs: 3, memory: { timeMaxRssMB: 900, peakRssMB: 1000 }, files: files({ rewritten: 4, changed: 4, changedFiles: ['guide/section-1/page-1.html', 'guide/section-1/page-1.md', 'assets/search/en.json', 'assets/chunks.json'], otherFilesChanged: ['assets/search/en.json', 'assets/chunks.json'] }) },
          add: { ms: 9000, runs: 1, files: files({ added: 2, changed: 11 }) },
          remove: { ms: 8000, runs: 1, files: files({ removed: 2, changed: 11 }) },
        },
      },
      'quire 2000/lang': {
        cold: cold(110_000, 1400, 1350, 1340),
        docHtmlBytes: 85_000,
        rebuilds: { noChange: { ms: 9000, runs: 1, files: files({ rewritten: 3025 }) }, edit: { ms: 15_000, runs: 2, files: files({ changed: 1003, otherPagesChanged: 1001, rewrittenUnchanged: 2022 }) } },
      },
      'quire 5000/lang': { cold: cold(309_000, 5437, 4900, 4950) },
    },
    floor: { 'quire 500/lang': { pages: 1002, ms: 25_000 } },
    firstLoad: {},
    dev: {
      'quire 500/lang': { firstPageMs: 1500, firstPageSamples: [1400, 1500, 2100], editMs: 120, editSamples: [100, 120, 140], memory: { peakMB: 400, timeMaxRssMB: 380 } },
      'quire 2000/lang': { firstPageMs: 1800, firstPageSamples: [1700, 1800, 1900], editMs: 140, editSamples: [140], memory: { peakMB: 520, timeMaxRssMB: 480 }, idleAfterMs: 30_000 },
    },
    readers: {
      website: {
        pages: {
          home: { path: '/', mobile: lhFigures(99, 1100, 40, 9000, 0.0002), desktop: lhFigures(100, 400, 0, 9000), longestTaskMs: 90 },
          doc: { path: '/guide/start/introduction', mobile: lhFigures(92, 1300, 301, 41_000), desktop: lhFigures(100, 500, 10, 40_000), longestTaskMs: 529 },
        },
        docJs: { raw: 300_000, gzip: 106 * 1024, files: 7 },
        navigation: { ms: 96, samples: [90, 96, 110], via: 'sidebar', fullReload: false },
      },
      'rspress 500/lang': {
        pages: { doc: { path: '/guide/section-1/page-1', mobile: lhFigures(80, 3000, 900, 90_000), desktop: lhFigures(90, 900, 300, 90_000), longestTaskMs: 700 } },
        docJs: { raw: 500_000, gzip: 160 * 1024, files: 6 },
        navigation: { error: 'no visible link to /guide/section-2/page-4 on the page' },
      },
    },
  };

  it('gives each budget of issues 21 and 22 its verdict, from the figures', () => {
    const verdicts = Object.fromEntries(report.budget(results).map((line) => [line.label, line.status]));
    expect(verdicts).toEqual({
      'cold build 5000/lang ≤ 300 s': 'NOT MET',
      'peak memory 5000/lang ≤ 2 GB (both figures)': 'NOT MET',
      'cold build 2000/lang ≤ 120 s': 'met',
      'peak memory 2000/lang ≤ 1.5 GB (both figures)': 'met',
      'time -v and the sampler agree on the largest process (within 5%)': 'met',
      'doc page HTML ≤ 80 KB at every size': 'NOT MET',
      'edit rebuild ≤ 20% of cold at 500/lang': 'met',
      'edit rebuild ≤ 10% of cold at 2000/lang': 'NOT MET',
      "edit rebuild changes only the edited page's files": 'NOT MET',
      'rebuild with no change writes nothing': 'NOT MET',
      'dev: first page ≤ 2 s at 500/lang, every start': 'NOT MET',
      'dev: first page ≤ 2 s at 2000/lang, every start': 'met',
      'dev: edit visible ≤ 150 ms at every size': 'met',
      'dev: memory ≤ 500 MB at 2000/lang': 'NOT MET',
      'cold build ≤ 2× the MDX floor at 500/lang': 'met',
      "cold build ≤ Rspress's and VitePress's at 60 and 500/lang": 'NOT MET',
      '500/lang peak memory ≤ 1.5 GB': 'NOT MET',
      'first-load JS the same at every size': 'not measured (needs two sizes)',
      'website: Lighthouse mobile ≥ 98, every page type': 'NOT MET',
      'website: Lighthouse desktop 100, every page type': 'met',
      'website: mobile FCP ≤ 1.2 s': 'NOT MET',
      'website: mobile LCP ≤ 1.5 s': 'met',
      'website: mobile TBT ≤ 100 ms': 'NOT MET',
      'website: mobile CLS 0 (to 3 decimals)': 'met',
      'website: unused JS at load ≤ 15 KB (Lighthouse)': 'NOT MET',
      'website: no main-thread task > 100 ms at load, 4x CPU': 'NOT MET',
      'website: doc page JS until network idle ≤ 80 KB gzip': 'NOT MET',
      'website: sidebar click to new h1 ≤ 100 ms, 4x CPU': 'met',
    });
    const lines = report.budget(results);
    const value = (label: string) => lines.find((line) => line.label === label)?.value;
    expect(value('peak memory 5000/lang ≤ 2 GB (both figures)')).toBe('4900 MB (time -v) / 5437 MB (sampler)');
    expect(value('doc page HTML ≤ 80 KB at every size')).toBe('83.0 KB at 2000/lang (largest)');
    expect(value('cold build ≤ 2× the MDX floor at 500/lang')).toBe('1.60× (40.0 s / 25.0 s)');
    expect(value("edit rebuild changes only the edited page's files")).toMatch(/^1001 other pages changed, 2022 unchanged files rewritten at 2000\/lang/);
    expect(value('website: Lighthouse mobile ≥ 98, every page type')).toBe('92 (doc page, worst)');
    expect(value('website: no main-thread task > 100 ms at load, 4x CPU')).toBe('529 ms (doc page, worst)');
    // Lighthouse shows CLS to three decimals: 0.0002 is its 0.
    expect(value('website: mobile CLS 0 (to 3 decimals)')).toBe('0.0002 (home, worst)');
    expect(value('dev: first page ≤ 2 s at 500/lang, every start')).toBe('2.10 s slowest of 3 (median 1.50 s)');
    const table = report.budgetTable(lines);
    expect(table).toContain('#22');
    expect(table).toContain('not measured (needs two sizes)');
  });

  it('says what is not measured, and what would measure it', () => {
    const verdicts = Object.fromEntries(report.budget({ builds: {}, dev: {}, readers: {}, firstLoad: {} }).map((line) => [line.label, line.status]));
    expect(verdicts['cold build 5000/lang ≤ 300 s']).toBe('not measured (--full or --sizes 5000)');
    expect(verdicts['dev: memory ≤ 500 MB at 2000/lang']).toBe('not measured (--dev)');
    expect(verdicts["readers' budgets (Lighthouse, JS, long tasks, navigation)"]).toBe('not measured (--readers)');
    expect(verdicts["cold build ≤ Rspress's and VitePress's at 60 and 500/lang"]).toBe('not measured (needs --peers)');
  });

  it('prints both memory figures, the floor, the rebuilds with their files, the dev servers and a table per page type', () => {
    const builds = report.buildsTable(results);
    expect(builds).toMatch(/quire 500\/lang\s+40\.0 s\s+1440 MB\s+1600 MB\s+25\.0 s \(1002 pages\)\s+1\.60×\s+58\.6 KB/);
    const rebuildLines = report.rebuildsTable(results);
    expect(rebuildLines).toMatch(/quire 500\/lang: one page edited\s+7\.00 s \(median of 3\)\s+18%\s+900 MB \/ 1000 MB\s+4\s+4\s+0\s+0\s+0/);
    expect(rebuildLines).toMatch(/quire 2000\/lang: no change\s+9\.00 s\s+8%\s+— \/ —\s+3025/);
    expect(rebuildLines).toContain('quire 500/lang, one page edited: bytes changed in guide/section-1/page-1.html, guide/section-1/page-1.md, assets/search/en.json, assets/chunks.json');
    expect(report.devTable(results)).toMatch(/quire 2000\/lang\s+1\.80 s \(1\.7, 1\.8, 1\.9 s\)\s+140 ms\s+140-140 ms of 1\s+480 MB\s+520 MB\s+30\.0 s/);
    const readerTables = report.readersTables(results);
    expect(readerTables).toContain('doc page (Lighthouse 12.2.3, median of 3)');
    expect(readerTables).toMatch(/website mobile\s+92\s+1300 ms\s+1300 ms\s+301 ms\s+0\.000\s+97\.7 KB\s+40\.0 KB\s+529 ms/);
    expect(readerTables).toMatch(/rspress 500\/lang desktop\s+90/);
    expect(readerTables).toMatch(/website\s+106\.0 KB \(7 files, 293\.0 KB raw\)\s+96 ms \(90, 96, 110; sidebar link\)/);
    // A navigation that could not run says why, beside the page's other figures.
    expect(readerTables).toMatch(/rspress 500\/lang\s+160\.0 KB \(6 files, 488\.3 KB raw\)\s+no visible link to \/guide\/section-2\/page-4 on the page/);
  });

  it('reads the top-level phases from QUIRE_PERF output', () => {
    const output = [
      '[perf] load site 320ms at 0.32s heap 80MB',
      '[perf] bundle > compile 6260ms at 6.60s heap 300MB',
      '[perf] bundle > compile > seal 800ms at 6.50s heap 300MB',
      '[perf] bundle > persist cache 1590ms at 8.20s heap 310MB',
      '[perf] render pages 1610ms heap 200MB',
      '[perf] worker tasks > search 900ms at 8.90s heap 200MB',
      '[perf] worker tasks 910ms at 8.90s heap 200MB',
      '[perf] postBuild 350ms at 10.2s heap 200MB',
    ].join('\n');
    expect(measure.parsePhases(output)).toEqual({
      'load site': 320,
      'bundle > compile': 6260,
      'bundle > persist cache': 1590,
      'render pages': 1610,
      'worker tasks': 910,
      postBuild: 350,
    });
  });

  it('measures the search index of each language, raw and gzip, from the search manifest', () => {
    const out = path.join(tmp, 'search-out');
    const dir = path.join(out, 'assets', 'search');
    fs.mkdirSync(dir, { recursive: true });
    const en = JSON.stringify({ terms: 'word '.repeat(400) });
    fs.writeFileSync(path.join(dir, 'search-index.en.0123abcd.json'), en);
    fs.writeFileSync(path.join(dir, 'search-index.zh.4567ef01.json'), '{"terms":"词"}');
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ en: 'search-index.en.0123abcd.json', zh: 'search-index.zh.4567ef01.json' }));
    const sizes = measure.searchIndexSizes(out);
    expect(Object.keys(sizes).sort()).toEqual(['en', 'zh']);
    expect(sizes.en!.bytes).toBe(Buffer.byteLength(en));
    expect(sizes.en!.gzip).toBeGreaterThan(0);
    expect(sizes.en!.gzip).toBeLessThan(sizes.en!.bytes / 10);
    expect(sizes.zh!.bytes).toBe(Buffer.byteLength('{"terms":"词"}'));
    expect(measure.searchIndexSizes(path.join(tmp, 'no-such-output'))).toEqual({});

    const searchResults = { searchIndex: { 'quire 60/lang': { en: { bytes: 2048, gzip: 512 }, zh: { bytes: 4096, gzip: 1024 } }, 'quire 500/lang': {} } };
    const previous = { searchIndex: { 'quire 60/lang': { en: { bytes: 2048, gzip: 1024 } } } };
    expect(report.searchIndexLine(searchResults, previous)).toBe(
      'search index: quire 60/lang en 2.0 KB (gzip 0.5 KB (-50%)), zh 4.0 KB (gzip 1.0 KB); quire 500/lang none in the build',
    );
  });

  it('is a median of the numbers it has', () => {
    expect(measure.median([3, 1, 2])).toBe(2);
    expect(measure.median([4, 1, 3, 2])).toBe(2.5);
    expect(measure.median([undefined, 5])).toBe(5);
    expect(measure.median([])).toBeUndefined();
  });
});

describe('a measured Quire build of the corpus, with every plugin on, and its MDX floor', () => {
  it('builds, reports its phases, both peak memory figures and the doc page, and compiles the corpus on one core', async () => {
    const { tools, htmlFileOf } = toolsModule;
    const root = path.join(tmp, 'quire-3');
    tools.quire.prepare(root, 3);

    // Not pinned to one CPU here: on a machine shared with other tests, that CPU may be the busy one.
    const floorFigures = await floor.measureFloor({ root, removeCache: tools.quire.removeCache, timeoutMs: 120_000, pin: false });
    expect(floorFigures.error).toBeUndefined();
    expect(floorFigures.oneCore).toBe(false);
    // Every page of docs/: 3 per language and the two homes.
    expect(floorFigures.pages).toBe(8);
    expect(floorFigures.ms).toBeGreaterThan(0);
    expect(floorFigures.cpuMs).toBeGreaterThan(0);
    expect(floor.parseFloorOutput('noise\n{"pages":2,"ms":10.5}\n')).toEqual({ pages: 2, ms: 10.5 });
    expect(() => floor.parseFloorOutput('{"nothing":1}')).toThrow(/no figures/);

    tools.quire.makeCold(root);
    const { command, args, cwd, env } = tools.quire.build(root);
    const result = await measure.run(command, args, { cwd, env });
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    expect(result.memory.peakMB).toBeGreaterThan(50);
    if (fs.existsSync(measure.TIME_BIN)) expect(result.memory.timeMaxRssMB).toBeGreaterThan(50);
    expect(Object.keys(measure.parsePhases(result.stdout + result.stderr))).toEqual(
      expect.arrayContaining(['load site', 'bundle > compile', 'render pages', 'worker tasks', 'postBuild']),
    );
    const outDir = tools.quire.outDir(root);
    const { files } = measure.folderSize(outDir);
    // The local search's index, one per language, measured as the benchmark prints it.
    const search = measure.searchIndexSizes(outDir);
    expect(Object.keys(search).sort()).toEqual(['en', 'zh']);
    for (const { bytes, gzip } of Object.values(search)) expect(gzip).toBeLessThan(bytes);
    const html = listFiles(outDir).filter((f) => f.endsWith('.html'));
    expect(html).toEqual(expect.arrayContaining(['index.html', 'zh/index.html', 'guide/section-1/page-3.html', 'zh/guide/section-1/page-1.html']));
    expect(files).toBeGreaterThan(html.length);
    expect(htmlFileOf(outDir, 'guide/section-1/page-1')).toBe(path.join(outDir, 'guide/section-1/page-1.html'));
    // The plugins did their work: a preview demo, the client redirect, the sitemap, the feed, llms.txt, TypeDoc's pages.
    expect(fs.readFileSync(path.join(outDir, 'guide/section-1/page-3.html'), 'utf8')).toContain('quire-preview');
    for (const file of ['start.html', 'sitemap.xml', 'rss.xml', 'llms.txt', 'api/reference/index.html']) expect(fs.existsSync(path.join(outDir, file))).toBe(true);
  }, 180_000);
});
