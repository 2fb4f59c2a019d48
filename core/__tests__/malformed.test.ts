import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { linkQuire, writeFiles } from '../../test-utils/fixtures';
import { runQuire } from '../../test-utils/runQuire';
import { treeChecksums } from '../../test-utils/treeChecksums';
import { caseGroups, DEFAULT_CONFIG, malformedCases, type CaseGroup, type MalformedCase } from './malformed/corpus';
import { crashSigns, entryAt, htmlFileOf, PLACED, readReport, writeCaseFiles, type BuildReport } from './malformed/report';

/**
 * Bad content never crashes anything: the generated corpus of malformed inputs (./malformed/corpus.ts),
 * built with the `quire` binary. One site, built once per group of cases (all of a group's inputs
 * at once, so the build must report them together), after a first good build whose dist/ every
 * failing build must leave byte for byte as it was (and, after a group that builds, that group's).
 * Each case is then checked against its group's one output: the page built and holds its text, or
 * the report has an entry placed at the case's file:line:column, saying what is wrong and what to do.
 * A build that takes longer than BUILD_BOUND_MS is killed and fails its group as a hang.
 */

jest.setTimeout(900_000);

/** The longest a build of one group may take (the largest, 5 MB and 10,000 headings, takes ~15 s on a quiet machine). */
const BUILD_BOUND_MS = 180_000;

interface GroupRun {
  group: CaseGroup;
  code: number | null;
  output: string;
  report: BuildReport;
  ms: number;
  /** Killed at the bound. */
  hung: boolean;
  /** dist/ is not what the last good build wrote (for a failing group), or a half-written folder is left. */
  lost: string[];
  /** The pages of the cases that build, read right after the build (the next group's build replaces dist/). */
  html: Map<string, string | undefined>;
}

const cases = malformedCases();
const groups = caseGroups(cases);
const runs = new Map<string, GroupRun>();
let site: string;
let started = 0;

/** Removes what the previous group wrote, keeps dist/ and the caches, writes this group's files. */
function prepare(group: CaseGroup): void {
  for (const name of ['docs', 'components']) fs.rmSync(path.join(site, name), { recursive: true, force: true });
  // A home page, in the default version too when the group's config has versions.
  writeFiles(site, { 'quire.config.ts': group.config ?? DEFAULT_CONFIG, 'docs/index.md': '# Malformed\n', ...(group.config && { 'docs/main/index.md': '# Malformed\n' }) });
  writeCaseFiles(site, group.cases);
}

async function build(env: Record<string, string> = {}): Promise<{ code: number | null; output: string; ms: number; hung: boolean }> {
  const start = Date.now();
  try {
    const result = await runQuire(['build'], { cwd: site, timeout: BUILD_BOUND_MS, env });
    return { code: result.code, output: result.stdout + result.stderr, ms: Date.now() - start, hung: false };
  } catch (error) {
    return { code: null, output: String((error as Error).message), ms: Date.now() - start, hung: true };
  }
}

/** Folders a build must not leave beside dist/ (a half-written output). */
const leftovers = () => fs.readdirSync(site).filter((name) => /^dist\.(tmp|old)-/.test(name));

beforeAll(async () => {
  started = Date.now();
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-malformed-'));
  linkQuire(site);
  // The last good build: a failing group must leave its dist/ as it is.
  prepare({ name: 'baseline', outcome: 'builds', cases: [] });
  const baseline = await build();
  if (baseline.code !== 0) throw new Error(`The baseline site did not build:\n${baseline.output}`);
  let good = treeChecksums(path.join(site, 'dist'));
  // Failing groups first, then the ones that build (each of those is the next last good build).
  const ordered = [...groups.filter((g) => g.outcome === 'fails'), ...groups.filter((g) => g.outcome === 'builds')];
  for (const group of ordered) {
    prepare(group);
    const result = await build(group.env);
    const lost = leftovers().map((name) => `left ${name} behind`);
    const now = fs.existsSync(path.join(site, 'dist')) ? treeChecksums(path.join(site, 'dist')) : {};
    if (group.outcome === 'fails' || result.code !== 0) {
      const changed = [...new Set([...Object.keys(good), ...Object.keys(now)])].filter((file) => good[file] !== now[file]);
      if (changed.length > 0) lost.push(`dist/ changed: ${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ', ...' : ''}`);
    } else good = now;
    const html = new Map<string, string | undefined>();
    for (const c of group.cases) {
      if (c.expect.outcome !== 'builds') continue;
      const file = path.join(site, 'dist', htmlFileOf(c.expect.route));
      html.set(c.id, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);
    }
    runs.set(group.name, { group, ...result, report: readReport(result.output), lost, html });
  }
});

afterAll(() => {
  const all = [...runs.values()];
  const built = all.filter((run) => run.group.outcome === 'builds' && run.code === 0).flatMap((run) => run.group.cases);
  const failedPlaced = all
    .filter((run) => run.group.outcome === 'fails' && run.code === 1)
    .flatMap((run) => run.group.cases.filter((c) => c.expect.outcome === 'fails' && entryAt(run.report, c.expect.place)));
  const crashed = all.filter((run) => run.hung || run.code === null || crashSigns(run.output).length > 0);
  const unplaced = all.flatMap((run) => (run.code === 1 ? run.report.entries.filter((entry) => !PLACED.test(entry.split('\n')[0]!)) : []));
  const lost = all.filter((run) => run.lost.length > 0);
  console.log(
    [
      `Malformed inputs: ${cases.length} tried in ${runs.size} builds (${((Date.now() - started) / 1000).toFixed(1)} s, load average ${os.loadavg()[0]!.toFixed(1)})`,
      `  built: ${built.length}`,
      `  failed with a placed message: ${failedPlaced.length}`,
      `  crashes: ${crashed.length + unplaced.length}${crashed.length + unplaced.length ? ` (${[...crashed.map((r) => r.group.name), ...unplaced].join('; ')})` : ''}`,
      `  outputs lost: ${lost.length}`,
      ...all.map((run) => `  ${run.group.name}: ${run.group.cases.length} case(s), exit ${run.code}, ${(run.ms / 1000).toFixed(1)} s`),
    ].join('\n'),
  );
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

test('the corpus has at least 300 inputs, each in a group that builds or fails as a whole', () => {
  expect(cases.length).toBeGreaterThanOrEqual(300);
  expect(groups.map((group) => group.name).sort()).toEqual(['bundle', 'large', 'markdown', 'mdx-syntax', 'navigation', 'read', 'render', 'routes']);
});

describe.each(groups.map((group) => [group.name, group] as const))('group %s', (name, group) => {
  const run = () => runs.get(name)!;

  test(`finishes within ${BUILD_BOUND_MS / 1000} s, without a crash, and ${group.outcome === 'builds' ? 'builds' : 'exits with 1'}`, () => {
    const { hung, code, output } = run();
    expect(hung).toBe(false);
    expect(crashSigns(output)).toEqual([]);
    if (code !== (group.outcome === 'builds' ? 0 : 1)) throw new Error(`exit code ${code}:\n${output.slice(0, 20_000)}`);
  });

  test('leaves the last good dist/ byte for byte, and no half-written folder', () => {
    expect(run().lost).toEqual([]);
  });

  if (group.outcome === 'fails') {
    test('reports every broken input at once, each entry placed in a file of the site', () => {
      const { report } = run();
      const unplaced = report.entries.filter((entry) => !PLACED.test(entry.split('\n')[0]!));
      expect(unplaced).toEqual([]);
      const missing = group.cases.filter((c) => c.expect.outcome === 'fails' && !entryAt(report, c.expect.place)).map((c) => c.id);
      expect(missing).toEqual([]);
    });
  }

  test.each(group.cases.map((c) => [c.id, c] as const))('%s', (_id, c: MalformedCase) => {
    const { report, code, html: pages } = run();
    const expectation = c.expect;
    if (expectation.outcome === 'builds') {
      expect(code).toBe(0);
      const html = pages.get(c.id);
      if (html === undefined) throw new Error(`dist/${htmlFileOf(expectation.route)} was not written`);
      for (const text of expectation.html ?? []) {
        if (typeof text === 'string') expect(html).toContain(text);
        else expect(html).toMatch(text);
      }
      if (expectation.warning) expect(entryAt(report, expectation.warning.place)).toMatch(expectation.warning.message);
      return;
    }
    expect(code).toBe(1);
    const entry = entryAt(report, expectation.place);
    if (entry === undefined) throw new Error(`no entry at ${expectation.place}; the report:\n${report.entries.map((e) => `  - ${e}`).join('\n')}`);
    const firstLine = entry.split('\n')[0]!;
    expect(firstLine.slice(firstLine.indexOf(expectation.place) + expectation.place.length + 2)).toMatch(expectation.message);
    expect([entry, ...report.hints].join('\n')).toMatch(expectation.hint);
  });
});
