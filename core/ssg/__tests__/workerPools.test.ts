import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeSite } from '../../../test-utils/fixtures';
import { repoRoot } from '../../../test-utils/runQuire';

/*
 * The worker-thread paths of the compile pool (core/markdown/compilePool.ts, compileWorker.ts) and
 * the render pool (core/ssg/renderPool.ts, renderPagesWorker.ts) in a real build. Their workers
 * run only from the compiled lib/ (from source, in the other tests, this thread does the work),
 * so the build runs from lib/ in a child process (test-utils/buildWithWorkerProbe.cjs) that
 * records each worker thread it starts and what that worker reports back.
 */

jest.setTimeout(240_000);

const PAGES = 40;

interface WorkerRecord {
  file: string;
  compiled: string[];
  failed: string[];
  rendered: number;
}

let site: string;
let probe: { pages: number; outDir: string; workers: WorkerRecord[] };

beforeAll(() => {
  // The pools look for their worker files next to their own compiled code.
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'build-lib.mjs')], { cwd: repoRoot, stdio: 'ignore' });
  const files: Record<string, string> = {};
  for (let i = 0; i < PAGES; i += 1) {
    files[`docs/page-${i}.md`] = `# Page ${i}\n\nThe text of page ${i}.\n\n## Part ${i}\n\n\`\`\`ts\nconst page = ${i};\n\`\`\`\n\n[Next](./page-${(i + 1) % PAGES}.md)\n`;
  }
  site = makeSite(files);
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'test-utils', 'buildWithWorkerProbe.cjs'), site], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 230_000,
  });
  const line = run.stdout.split('\n').find((l) => l.startsWith('PROBE '));
  if (run.status !== 0 || !line) throw new Error(`the build failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
  probe = JSON.parse(line.slice('PROBE '.length));
});

afterAll(() => {
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

const workersOf = (file: string) => probe.workers.filter((w) => w.file === file);
const pageFiles = Array.from({ length: PAGES }, (_, i) => path.join('docs', `page-${i}.md`)).sort();

test('every page compiles on a compile worker, each once, without errors', () => {
  const compileWorkers = workersOf(path.join('lib', 'core', 'markdown', 'compileWorker.js'));
  expect(compileWorkers.length).toBeGreaterThanOrEqual(1);
  const compiled = compileWorkers.flatMap((w) => w.compiled).sort();
  expect(compileWorkers.flatMap((w) => w.failed)).toEqual([]);
  expect(compiled).toEqual(pageFiles);
});

test('the pages are rendered by render workers: together they report every page the build wrote', () => {
  const renderWorkers = workersOf(path.join('lib', 'core', 'ssg', 'renderPagesWorker.js'));
  expect(renderWorkers.length).toBeGreaterThanOrEqual(1);
  expect(renderWorkers.length).toBeLessThanOrEqual(2);
  // The site's pages and its 404 page.
  expect(probe.pages).toBe(PAGES + 1);
  expect(renderWorkers.reduce((sum, w) => sum + w.rendered, 0)).toBe(probe.pages);
  // Besides them, only the search index's worker task ran, on a thread of its own.
  const taskThreads = workersOf(path.join('lib', 'core', 'ssg', 'workerTaskThread.js'));
  expect(taskThreads).toHaveLength(1);
  expect(probe.workers.length).toBe(workersOf(path.join('lib', 'core', 'markdown', 'compileWorker.js')).length + renderWorkers.length + taskThreads.length);
});

test('the pages the workers compiled and rendered are complete: content, highlighted code, resolved links', () => {
  for (const i of [0, 17, PAGES - 1]) {
    const html = fs.readFileSync(path.join(probe.outDir, `page-${i}.html`), 'utf8');
    expect(html).toContain(`<h1`);
    expect(html).toContain(`The text of page ${i}.`);
    expect(html).toMatch(new RegExp(`<h2[^>]*id="part-${i}"`));
    // Shiki's highlighting: the code is split into coloured tokens.
    expect(html).toMatch(/<pre[^>]*class="[^"]*shiki/);
    expect(html).toContain(`href="/page-${(i + 1) % PAGES}"`);
  }
  expect(fs.existsSync(path.join(probe.outDir, '404.html'))).toBe(true);
});
