// Terminal tables, the budget verdicts, and the comparison with the previous run.
import { PAGE_TYPES, PRESETS } from './readers.mjs';

const fmtMs = (ms) => (ms === undefined ? '—' : ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${(ms / 1000).toFixed(2)} s`);
const fmtShortMs = (ms) => (ms === undefined ? '—' : `${Math.round(ms)} ms`);
const fmtMB = (mb) => (mb === undefined ? '—' : `${Math.round(mb)} MB`);
const fmtKB = (bytes) => (bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} KB`);
const fmtRatio = (r) => (r === undefined || !Number.isFinite(r) ? '—' : `${r.toFixed(2)}×`);
const fmtPct = (r) => (r === undefined || !Number.isFinite(r) ? '—' : `${Math.round(r * 100)}%`);

/** A text table; the first `leftColumns` columns are aligned left (labels), the others right (figures). */
export function table(headers, rows, { leftColumns = 1 } = {}) {
  const cells = [headers, ...rows].map((row) => row.map((c) => String(c ?? '—')));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => row.map((c, i) => (i < leftColumns ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

function change(now, before) {
  if (now === undefined || before === undefined || before === 0) return '';
  const pct = ((now - before) / before) * 100;
  return Math.abs(pct) < 0.5 ? ' (=)' : ` (${pct > 0 ? '+' : ''}${pct.toFixed(0)}%)`;
}

/** The larger of a build's two peak memory figures (/usr/bin/time -v and the sampler), in MB. */
export const peakOf = (memory) => (memory ? Math.max(memory.timeMaxRssMB ?? 0, memory.peakRssMB ?? memory.peakMB ?? 0) || undefined : undefined);

export function buildsTable(results, previous) {
  const rows = Object.entries(results.builds).map(([key, r]) => {
    const before = previous?.builds?.[key];
    const floor = results.floor?.[key];
    return [
      key,
      r.cold ? fmtMs(r.cold.ms) + change(r.cold.ms, before?.cold?.ms) : (r.error ?? '—'),
      fmtMB(r.cold?.timeMaxRssMB),
      fmtMB(r.cold?.peakRssMB) + change(r.cold?.peakRssMB, before?.cold?.peakRssMB),
      floor?.ms !== undefined ? `${fmtMs(floor.ms)} (${floor.pages} pages)` : (floor?.error ?? ''),
      floor?.ms && r.cold ? fmtRatio(r.cold.ms / floor.ms) : '',
      fmtKB(r.docHtmlBytes),
      r.output ? `${(r.output.bytes / 1024 / 1024).toFixed(1)} MB / ${r.output.files}` : '—',
      r.phases ? Object.entries(r.phases).map(([k, v]) => `${k.replace('bundle > ', '')} ${fmtMs(v)}`).join(', ') : '',
    ];
  });
  return table(['build (median)', 'cold', 'peak (time -v)', 'peak (sampler)', 'MDX floor, 1 core', 'cold ÷ floor', 'doc HTML', 'output', 'cold phases (Quire)'], rows);
}

const REBUILDS = [
  ['noChange', 'no change'],
  ['edit', 'one page edited'],
  ['add', 'page added'],
  ['remove', 'page removed'],
];

/** Each build's rebuilds: time, ratio to its cold build, and what each did to the output folder. */
export function rebuildsTable(results) {
  const rows = [];
  const details = [];
  for (const [key, r] of Object.entries(results.builds)) {
    for (const [name, label] of REBUILDS) {
      const rebuild = r.rebuilds?.[name];
      if (!rebuild) continue;
      const f = rebuild.files;
      rows.push(
        rebuild.error
          ? [`${key}: ${label}`, rebuild.error, '', '', '', '', '', '', '']
          : [
              `${key}: ${label}`,
              `${fmtMs(rebuild.ms)}${rebuild.runs > 1 ? ` (median of ${rebuild.runs})` : ''}`,
              fmtPct(rebuild.ms / r.cold?.ms),
              `${fmtMB(rebuild.memory?.timeMaxRssMB)} / ${fmtMB(rebuild.memory?.peakRssMB)}`,
              f.rewritten,
              f.changed,
              f.added,
              f.removed,
              f.otherPagesChanged,
            ],
      );
      if (name === 'edit' && f && !rebuild.error) {
        details.push(`${key}, one page edited: bytes changed in ${f.changedFiles.join(', ') || 'nothing'}${f.changed > f.changedFiles.length ? `, ... (${f.changed} in all)` : ''}`);
      }
    }
  }
  if (!rows.length) return '';
  return [table(['rebuild (cache of the last build)', 'time', '÷ cold', 'peak (time -v / sampler)', 'rewritten', 'bytes changed', 'added', 'removed', 'other pages changed'], rows), ...details].join('\n');
}

/** The search index sizes per build and language, raw and gzip, with the change since the previous run. */
export function searchIndexLine(results, previous) {
  const builds = Object.entries(results.searchIndex ?? {}).map(([key, langs]) => {
    const entries = Object.entries(langs);
    if (entries.length === 0) return `${key} none in the build`;
    const sizes = entries.map(([lang, size]) => {
      const before = previous?.searchIndex?.[key]?.[lang];
      return `${lang} ${fmtKB(size.bytes)} (gzip ${fmtKB(size.gzip)}${change(size.gzip, before?.gzip)})`;
    });
    return `${key} ${sizes.join(', ')}`;
  });
  return `search index: ${builds.length ? builds.join('; ') : 'not measured'}`;
}

export function firstLoadTable(results, previous) {
  const rows = Object.entries(results.firstLoad ?? {}).map(([key, r]) => {
    const before = previous?.firstLoad?.[key];
    return [
      key,
      `${fmtKB(r.js.raw)} / ${fmtKB(r.js.gzip)}${change(r.js.gzip, before?.js?.gzip)}`,
      `${fmtKB(r.css.raw)} / ${fmtKB(r.css.gzip)}`,
      `${r.js.files} + ${r.css.files}`,
      r.idleJs ? `${fmtKB(r.idleJs.gzip)} (${r.idleJs.files} files)` : '—',
    ];
  });
  return rows.length ? table(['first load', 'JS raw / gzip (to load)', 'CSS raw / gzip', 'files', 'JS until idle (gzip sent)'], rows) : '';
}

export function devTable(results) {
  const rows = Object.entries(results.dev ?? {}).map(([key, d]) =>
    d.error
      ? [key, d.error, '', '', '', '', '']
      : [
          key,
          `${fmtMs(d.firstPageMs)} (${d.firstPageSamples.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s)`,
          fmtShortMs(d.editMs),
          d.editSamples.length ? `${Math.round(Math.min(...d.editSamples))}-${Math.round(Math.max(...d.editSamples))} ms of ${d.editSamples.length}` : '—',
          fmtMB(d.memory?.timeMaxRssMB),
          fmtMB(d.memory?.peakMB),
          fmtMs(d.idleAfterMs),
        ],
  );
  return rows.length ? table(['dev server (cold starts)', 'first page: median (each start)', 'edit visible', 'edits', 'peak (time -v)', 'peak (sampler)', 'idle after'], rows) : '';
}

const PAGE_LABELS = { home: 'home', doc: 'doc page', overview: 'overview', zhDoc: 'Chinese doc page', notFound: '404 page' };

/** A table per page type: each site and preset's Lighthouse medians, then the doc page's JS and the navigation. */
export function readersTables(results) {
  const sites = Object.entries(results.readers ?? {});
  if (!sites.length) return '';
  const parts = [];
  for (const type of PAGE_TYPES) {
    const rows = [];
    for (const [site, r] of sites) {
      const entry = r.pages?.[type];
      if (!entry) continue;
      for (const preset of PRESETS) {
        const f = entry[preset];
        rows.push([
          `${site} ${preset}`,
          f.score,
          fmtShortMs(f.fcpMs),
          fmtShortMs(f.lcpMs),
          fmtShortMs(f.tbtMs),
          f.cls === undefined ? '—' : f.cls.toFixed(3),
          fmtKB(f.jsBytes),
          fmtKB(f.unusedJsBytes),
          preset === 'mobile' ? fmtShortMs(entry.longestTaskMs) : '',
          f.errors ? f.errors.length : '',
        ]);
      }
    }
    if (rows.length) parts.push(`${PAGE_LABELS[type]} (Lighthouse 12.2.3, median of ${results.runs})`, table(['site', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'JS transferred', 'unused JS', 'longest task, 4x CPU', 'audit errors'], rows), '');
  }
  const rows = sites.map(([site, r]) => [site, r.docJs ? `${fmtKB(r.docJs.gzip)} (${r.docJs.files} files, ${fmtKB(r.docJs.raw)} raw)` : '—', r.navigation?.samples ? `${fmtShortMs(r.navigation.ms)} (${r.navigation.samples.join(', ')}; ${r.navigation.via} link${r.navigation.fullReload ? ', full reload' : ''})` : (r.navigation?.error ?? r.error ?? '—')]);
  parts.push(table(['site', 'doc page JS until network idle (gzip)', 'click to new h1, 4x CPU'], rows));
  return parts.join('\n');
}

export function ratiosTable(results) {
  const rows = [];
  for (const peer of ['rspress', 'vitepress', 'docusaurus']) {
    for (const size of results.sizes) {
      const other = results.builds[`${peer} ${size}/lang`];
      const ours = results.builds[`quire ${size}/lang`];
      if (!other) continue;
      rows.push([
        `Quire / ${peer} at ${size}/lang`,
        other.cold?.ms ? fmtRatio(ours?.cold?.ms / other.cold.ms) : (other.error ?? '—'),
        other.rebuilds?.edit?.ms ? fmtRatio(ours?.rebuilds?.edit?.ms / other.rebuilds.edit.ms) : '—',
        peakOf(other.cold) ? fmtRatio(peakOf(ours?.cold) / peakOf(other.cold)) : '—',
      ]);
    }
  }
  return rows.length ? table(['ratio (lower is better)', 'cold time', 'edit rebuild', 'peak memory'], rows) : '';
}

/**
 * Each budget line of issues 21 and 22 (and the earlier ones still in force): the budget, the
 * figure, and met, NOT MET, or not measured in this run (and what measures it).
 */
export function budget(results) {
  const b = results.builds ?? {};
  const lines = [];
  const check = (issue, label, value, ok, needs) => lines.push({ issue, label, value, status: value === undefined ? `not measured (${needs})` : ok ? 'met' : 'NOT MET' });
  const quire = (size) => b[`quire ${size}/lang`];
  const quireSizes = Object.keys(b)
    .map((key) => /^quire (\d+)\/lang$/.exec(key)?.[1])
    .filter(Boolean)
    .map(Number)
    .filter((size) => quire(size).cold);
  const bothPeaks = (cold) => `${fmtMB(cold.timeMaxRssMB)} (time -v) / ${fmtMB(cold.peakRssMB)} (sampler)`;

  // Issue 21: scale.
  for (const [size, maxMs, maxMB] of [
    [5000, 300_000, 2048],
    [2000, 120_000, 1536],
  ]) {
    const cold = quire(size)?.cold;
    check('#21', `cold build ${size}/lang ≤ ${maxMs / 1000} s`, cold ? fmtMs(cold.ms) : undefined, cold?.ms <= maxMs, `--full or --sizes ${size}`);
    check('#21', `peak memory ${size}/lang ≤ ${maxMB / 1024} GB (both figures)`, cold ? bothPeaks(cold) : undefined, peakOf(cold) <= maxMB, `--full or --sizes ${size}`);
  }
  // time -v reports the largest process of the tree (ru_maxrss); the sampler reads the same as that
  // process's high-water mark, and adds the tree's other processes (esbuild's services) to it.
  const agreement = quireSizes
    .filter((size) => quire(size).cold.timeMaxRssMB !== undefined && quire(size).cold.largestMB !== undefined)
    .map((size) => {
      const { timeMaxRssMB, largestMB, peakRssMB } = quire(size).cold;
      return { size, timeMaxRssMB, largestMB, others: peakRssMB - largestMB, gap: Math.abs(timeMaxRssMB - largestMB) / Math.max(timeMaxRssMB, largestMB) };
    });
  const worstGap = agreement.reduce((a, x) => (!a || x.gap > a.gap ? x : a), undefined);
  check(
    '#21',
    'time -v and the sampler agree on the largest process (within 5%)',
    worstGap ? `${fmtMB(worstGap.timeMaxRssMB)} / ${fmtMB(worstGap.largestMB)} at ${worstGap.size}/lang (largest gap; the tree's other processes add ${fmtMB(worstGap.others)})` : undefined,
    worstGap?.gap <= 0.05,
    quireSizes.length ? 'needs /usr/bin/time' : 'builds of the corpus',
  );
  const html = quireSizes.filter((size) => quire(size).docHtmlBytes !== undefined).map((size) => ({ size, bytes: quire(size).docHtmlBytes }));
  const biggest = html.reduce((a, x) => (!a || x.bytes > a.bytes ? x : a), undefined);
  check('#21', 'doc page HTML ≤ 80 KB at every size', biggest ? `${fmtKB(biggest.bytes)} at ${biggest.size}/lang (largest)` : undefined, biggest?.bytes <= 80 * 1024, 'builds of the corpus');

  // Issue 21: incremental.
  for (const [size, share] of [
    [500, 0.2],
    [2000, 0.1],
  ]) {
    const r = quire(size);
    const edit = r?.rebuilds?.edit;
    const ratio = edit?.ms && r.cold ? edit.ms / r.cold.ms : undefined;
    check('#21', `edit rebuild ≤ ${share * 100}% of cold at ${size}/lang`, ratio === undefined ? undefined : `${fmtPct(ratio)} (${fmtMs(edit.ms)})`, ratio <= share, size === 500 ? 'builds at 500/lang' : '--full or --sizes 2000');
  }
  const edits = quireSizes.map((size) => ({ size, files: quire(size).rebuilds?.edit?.files })).filter((x) => x.files);
  const editWorst = edits.reduce((a, x) => (!a || x.files.otherPagesChanged + x.files.rewrittenUnchanged > a.files.otherPagesChanged + a.files.rewrittenUnchanged ? x : a), undefined);
  check(
    '#21',
    "edit rebuild changes only the edited page's files",
    editWorst ? `${editWorst.files.otherPagesChanged} other pages changed, ${editWorst.files.rewrittenUnchanged} unchanged files rewritten at ${editWorst.size}/lang (other files: ${editWorst.files.otherFilesChanged.filter((f) => !f.endsWith('.html') && !f.endsWith('.md')).join(', ') || 'none'})` : undefined,
    editWorst && editWorst.files.otherPagesChanged === 0 && editWorst.files.rewrittenUnchanged === 0,
    'builds of the corpus',
  );
  const noChanges = quireSizes.map((size) => ({ size, files: quire(size).rebuilds?.noChange?.files })).filter((x) => x.files);
  const noChangeWorst = noChanges.reduce((a, x) => (!a || x.files.rewritten + x.files.added + x.files.removed > a.files.rewritten + a.files.added + a.files.removed ? x : a), undefined);
  check(
    '#21',
    'rebuild with no change writes nothing',
    noChangeWorst ? `${noChangeWorst.files.rewritten} rewritten, ${noChangeWorst.files.added} added, ${noChangeWorst.files.removed} removed at ${noChangeWorst.size}/lang` : undefined,
    noChangeWorst && noChangeWorst.files.rewritten + noChangeWorst.files.added + noChangeWorst.files.removed === 0,
    'builds of the corpus',
  );

  // Issue 21: dev loop.
  const dev = (size) => results.dev?.[`quire ${size}/lang`];
  for (const size of [500, 2000]) {
    const d = dev(size);
    const worst = d?.firstPageSamples?.length ? Math.max(...d.firstPageSamples) : undefined;
    check('#21', `dev: first page ≤ 2 s at ${size}/lang, every start`, worst === undefined ? undefined : `${fmtMs(worst)} slowest of ${d.firstPageSamples.length} (median ${fmtMs(d.firstPageMs)})`, worst <= 2000, '--dev');
  }
  const devSizes = Object.entries(results.dev ?? {}).filter(([key, d]) => key.startsWith('quire ') && d.editMs !== undefined);
  const slowestEdit = devSizes.reduce((a, [key, d]) => (!a || d.editMs > a.ms ? { key, ms: d.editMs } : a), undefined);
  check('#21', 'dev: edit visible ≤ 150 ms at every size', slowestEdit ? `${fmtShortMs(slowestEdit.ms)} (${slowestEdit.key}, slowest median)` : undefined, slowestEdit?.ms <= 150, '--dev');
  const devMemory = peakOf(dev(2000)?.memory);
  check('#21', 'dev: memory ≤ 500 MB at 2000/lang', devMemory === undefined ? undefined : `${fmtMB(dev(2000).memory.timeMaxRssMB)} (time -v) / ${fmtMB(dev(2000).memory.peakMB)} (sampler)`, devMemory <= 500, '--dev');

  // Issue 21: the floor.
  const floor500 = results.floor?.['quire 500/lang'];
  const cold500 = quire(500)?.cold;
  const floorRatio = floor500?.ms && cold500 ? cold500.ms / floor500.ms : undefined;
  check('#21', 'cold build ≤ 2× the MDX floor at 500/lang', floorRatio === undefined ? undefined : `${fmtRatio(floorRatio)} (${fmtMs(cold500.ms)} / ${fmtMs(floor500.ms)})`, floorRatio <= 2, 'builds at 500/lang');

  // Earlier budgets still in force.
  const peerRatios = [];
  for (const size of [60, 500]) {
    for (const peer of ['rspress', 'vitepress']) {
      const theirs = b[`${peer} ${size}/lang`]?.cold?.ms;
      if (theirs && quire(size)?.cold) peerRatios.push({ label: `${peer} ${size}`, ratio: quire(size).cold.ms / theirs });
    }
  }
  check(
    '#21',
    "cold build ≤ Rspress's and VitePress's at 60 and 500/lang",
    peerRatios.length ? peerRatios.map((p) => `${fmtRatio(p.ratio)} ${p.label}`).join(', ') : undefined,
    peerRatios.every((p) => p.ratio <= 1),
    'needs --peers',
  );
  check('earlier', '500/lang peak memory ≤ 1.5 GB', quire(500)?.cold ? bothPeaks(quire(500).cold) : undefined, peakOf(quire(500)?.cold) <= 1536, 'builds at 500/lang');
  const docLoads = Object.entries(results.firstLoad ?? {}).filter(([k]) => /^quire \d+\/lang doc$/.test(k)).map(([, v]) => v.js.gzip);
  check(
    'earlier',
    'first-load JS the same at every size',
    docLoads.length > 1 ? `${fmtKB(Math.max(...docLoads) - Math.min(...docLoads))} apart` : undefined,
    docLoads.length > 1 && Math.max(...docLoads) - Math.min(...docLoads) <= 1024,
    'needs two sizes',
  );

  // Issue 22, on the website and Quire's corpus.
  const readerSites = Object.entries(results.readers ?? {}).filter(([site]) => site === 'website' || site.startsWith('quire '));
  if (!readerSites.length) check('#22', "readers' budgets (Lighthouse, JS, long tasks, navigation)", undefined, false, '--readers');
  for (const [site, r] of readerSites) {
    const entries = Object.entries(r.pages ?? {});
    const worstOf = (preset, field, higherIsWorse) =>
      entries
        .map(([type, e]) => ({ type, value: e[preset]?.[field] }))
        .filter((x) => x.value !== undefined)
        .reduce((a, x) => (!a || (higherIsWorse ? x.value > a.value : x.value < a.value) ? x : a), undefined);
    const line = (label, worst, ok, format) => check('#22', `${site}: ${label}`, worst ? `${format(worst.value)} (${PAGE_LABELS[worst.type]}, worst)` : undefined, worst && ok(worst.value), 'Lighthouse failed');
    line('Lighthouse mobile ≥ 98, every page type', worstOf('mobile', 'score', false), (v) => v >= 98, String);
    line('Lighthouse desktop 100, every page type', worstOf('desktop', 'score', false), (v) => v >= 100, String);
    line('mobile FCP ≤ 1.2 s', worstOf('mobile', 'fcpMs', true), (v) => v <= 1200, fmtShortMs);
    line('mobile LCP ≤ 1.5 s', worstOf('mobile', 'lcpMs', true), (v) => v <= 1500, fmtShortMs);
    line('mobile TBT ≤ 100 ms', worstOf('mobile', 'tbtMs', true), (v) => v <= 100, fmtShortMs);
    // CLS as Lighthouse shows it (three decimals): a shift of 0.0002 reads 0 there.
    line('mobile CLS 0 (to 3 decimals)', worstOf('mobile', 'cls', true), (v) => v < 0.0005, (v) => v.toFixed(4));
    line('unused JS at load ≤ 15 KB (Lighthouse)', worstOf('mobile', 'unusedJsBytes', true), (v) => v <= 15 * 1024, fmtKB);
    const tasks = entries.map(([type, e]) => ({ type, value: e.longestTaskMs })).filter((x) => x.value !== undefined);
    line('no main-thread task > 100 ms at load, 4x CPU', tasks.reduce((a, x) => (!a || x.value > a.value ? x : a), undefined), (v) => v <= 100, fmtShortMs);
    check('#22', `${site}: doc page JS until network idle ≤ 80 KB gzip`, r.docJs ? fmtKB(r.docJs.gzip) : undefined, r.docJs?.gzip <= 80 * 1024, r.error ?? 'not measured');
    check('#22', `${site}: sidebar click to new h1 ≤ 100 ms, 4x CPU`, r.navigation?.ms === undefined ? undefined : fmtShortMs(r.navigation.ms), r.navigation?.ms <= 100, r.navigation?.error ?? 'not measured');
  }
  return lines;
}

export function budgetTable(lines) {
  return table(['issue', 'budget', 'measured', 'verdict'], lines.map((l) => [l.issue, l.label, l.value ?? '—', l.status]), { leftColumns: 4 });
}
