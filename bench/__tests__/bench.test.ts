/**
 * The benchmark's own parts: the corpus it writes for each tool, the QUIRE_PERF phases it reads,
 * the budget verdicts it prints, and one real measured build of a small corpus with Quire.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The bench is plain JavaScript; these are the shapes this test relies on.
interface Corpus {
  pageMarkdown(options: { index: number; lang: string; total: number; link: (index: number) => string }): string;
  writeCorpus(options: { tool: string; root: string; pagesPerLang: number }): void;
  pageFile(options: { tool: string; root: string; lang: string; index: number }): string;
}
interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  peakRssMB: number;
}
interface Measure {
  parsePhases(output: string): Record<string, number>;
  median(values: Array<number | undefined>): number | undefined;
  run(command: string, args: string[], options: { cwd: string; env: Record<string, string> }): Promise<RunResult>;
  folderSize(dir: string): { bytes: number; files: number };
  searchIndexSizes(outDir: string): Record<string, { bytes: number; gzip: number }>;
}
interface BudgetLine {
  label: string;
  status: string;
}
interface Report {
  budget(results: object): BudgetLine[];
  budgetTable(lines: BudgetLine[]): string;
  searchIndexLine(results: object, previous?: object): string;
}
interface ToolSpec {
  prepare(root: string, pagesPerLang: number): void;
  makeCold(root: string): void;
  build(root: string): { command: string; args: string[]; cwd: string; env: Record<string, string> };
  outDir(root: string): string;
}
interface Tools {
  tools: Record<'quire', ToolSpec>;
}

let corpus: Corpus;
let measure: Measure;
let report: Report;
let toolsModule: Tools;
let tmp: string;

beforeAll(async () => {
  // File URLs keep these native imports (the bench is plain ESM; relative imports become require).
  const load = (file: string) => import(pathToFileURL(path.join(__dirname, '..', file)).href);
  corpus = await load('corpus.mjs');
  measure = await load('lib/measure.mjs');
  report = await load('lib/report.mjs');
  toolsModule = await load('lib/tools.mjs');
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-bench-'));
});

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
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

  it('lays the same pages out for each tool, and pageFile finds the page a warm build edits', () => {
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
      expect(written.filter((f) => f.endsWith('.md'))).toHaveLength(2 * 13);
      for (const lang of ['en', 'zh']) {
        const file = corpus.pageFile({ tool, root, lang, index: 11 });
        expect(fs.readFileSync(file, 'utf8')).toContain(lang === 'zh' ? '另见' : 'See also');
      }
    }
  });
});

describe('report', () => {
  const build = (ms: number, peakRssMB: number, warmMs?: number) => ({
    cold: { ms, peakRssMB, runs: 3 },
    warm: warmMs === undefined ? undefined : { ms: warmMs, peakRssMB, runs: 3 },
  });
  const firstLoad = (gzip: number) => ({ js: { raw: gzip * 3, gzip }, css: { raw: 1, gzip: 1 }, files: { js: 3, css: 1 } });

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

    const results = { searchIndex: { 'quire 60/lang': { en: { bytes: 2048, gzip: 512 }, zh: { bytes: 4096, gzip: 1024 } }, 'quire 500/lang': {} } };
    const previous = { searchIndex: { 'quire 60/lang': { en: { bytes: 2048, gzip: 1024 } } } };
    expect(report.searchIndexLine(results, previous)).toBe(
      'search index: quire 60/lang en 2.0 KB (gzip 0.5 KB (-50%)), zh 4.0 KB (gzip 1.0 KB); quire 500/lang none in the build',
    );
  });

  it('says met, NOT MET, or not measured for each budget line', () => {
    const results = {
      builds: {
        'quire 60/lang': build(9000, 350, 5000),
        'rspress 60/lang': build(10_000, 900),
        'quire 500/lang': build(40_000, 1600),
        'vitepress 500/lang': build(35_000, 1200),
      },
      firstLoad: { 'quire 60/lang doc': firstLoad(95 * 1024), 'quire 500/lang doc': firstLoad(95 * 1024 + 2000) },
      dev: { 'quire 60/lang': { cold: { firstPageMs: 4000 }, warm: { editMs: 600 } } },
    };
    const verdicts = Object.fromEntries(report.budget(results).map((line) => [line.label, line.status]));
    expect(verdicts).toEqual({
      'cold build 60/lang ≤ Rspress cold': 'met',
      'warm build 60/lang ≤ 0.5 × Rspress cold': 'met',
      '500/lang peak memory ≤ 1.5 GB': 'NOT MET',
      '500/lang cold build ≤ VitePress cold': 'NOT MET',
      '2000/lang builds, peak ≤ 2 GB': 'not measured (needs --full)',
      '2000/lang build ≤ 150 s': 'not measured (needs --full)',
      'first-load JS of a doc page ≤ 100 KB gzip': 'met',
      'first-load JS the same at every size': 'NOT MET',
      'dev: first page ≤ 5 s (cold cache)': 'met',
      'dev: edit visible ≤ 500 ms': 'NOT MET',
    });
    expect(report.budgetTable(report.budget(results))).toContain('1600 MB');
  });

  it('is a median of the numbers it has', () => {
    expect(measure.median([3, 1, 2])).toBe(2);
    expect(measure.median([4, 1, 3, 2])).toBe(2.5);
    expect(measure.median([undefined, 5])).toBe(5);
    expect(measure.median([])).toBeUndefined();
  });
});

describe('a measured Quire build of the corpus', () => {
  it('builds, reports its phases and the peak memory of its process tree', async () => {
    const { tools } = toolsModule;
    const root = path.join(tmp, 'quire-3');
    tools.quire.prepare(root, 3);
    tools.quire.makeCold(root);
    const { command, args, cwd, env } = tools.quire.build(root);
    const result = await measure.run(command, args, { cwd, env });
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    expect(result.peakRssMB).toBeGreaterThan(50);
    expect(Object.keys(measure.parsePhases(result.stdout + result.stderr))).toEqual(
      expect.arrayContaining(['load site', 'bundle > compile', 'render pages', 'worker tasks', 'postBuild']),
    );
    const { files } = measure.folderSize(tools.quire.outDir(root));
    // The local search's index, one per language, measured as the benchmark prints it.
    const search = measure.searchIndexSizes(tools.quire.outDir(root));
    expect(Object.keys(search).sort()).toEqual(['en', 'zh']);
    for (const { bytes, gzip } of Object.values(search)) expect(gzip).toBeLessThan(bytes);
    const html = listFiles(tools.quire.outDir(root)).filter((f) => f.endsWith('.html'));
    expect(html).toEqual(expect.arrayContaining(['index.html', 'zh/index.html', 'guide/section-1/page-3.html', 'zh/guide/section-1/page-1.html']));
    expect(files).toBeGreaterThan(html.length);
  }, 120_000);
});
