// Terminal tables, the budget verdicts, and the comparison with the previous run.
const fmtMs = (ms) => (ms === undefined ? '—' : ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${(ms / 1000).toFixed(2)} s`);
const fmtMB = (mb) => (mb === undefined ? '—' : `${Math.round(mb)} MB`);
const fmtKB = (bytes) => (bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} KB`);
const fmtRatio = (r) => (r === undefined ? '—' : `${r.toFixed(2)}×`);

export function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((c) => String(c ?? '—')));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

function change(now, before) {
  if (now === undefined || before === undefined || before === 0) return '';
  const pct = ((now - before) / before) * 100;
  return Math.abs(pct) < 0.5 ? ' (=)' : ` (${pct > 0 ? '+' : ''}${pct.toFixed(0)}%)`;
}

export function buildsTable(results, previous) {
  const rows = [];
  for (const [key, r] of Object.entries(results.builds)) {
    const before = previous?.builds?.[key];
    rows.push([
      key,
      fmtMs(r.cold?.ms) + change(r.cold?.ms, before?.cold?.ms),
      fmtMs(r.warm?.ms) + change(r.warm?.ms, before?.warm?.ms),
      fmtMB(r.cold?.peakRssMB) + change(r.cold?.peakRssMB, before?.cold?.peakRssMB),
      r.output ? `${(r.output.bytes / 1024 / 1024).toFixed(1)} MB / ${r.output.files}` : r.error ?? '—',
      r.phases ? Object.entries(r.phases).map(([k, v]) => `${k.replace('bundle > ', '')} ${fmtMs(v)}`).join(', ') : '',
    ]);
  }
  return table(['build (median)', 'cold', 'warm', 'peak memory', 'output', 'cold phases (Quire)'], rows);
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
  const rows = Object.entries(results.firstLoad).map(([key, r]) => {
    const before = previous?.firstLoad?.[key];
    return [
      key,
      `${fmtKB(r.js.raw)} / ${fmtKB(r.js.gzip)}${change(r.js.gzip, before?.js?.gzip)}`,
      `${fmtKB(r.css.raw)} / ${fmtKB(r.css.gzip)}`,
      `${r.js.files} + ${r.css.files}`,
    ];
  });
  return table(['first load', 'JS raw / gzip', 'CSS raw / gzip', 'files'], rows);
}

export function ratiosTable(results) {
  const quire = (size) => results.builds[`quire ${size}/lang`];
  const rows = [];
  for (const peer of ['rspress', 'vitepress', 'docusaurus']) {
    for (const size of results.sizes) {
      const other = results.builds[`${peer} ${size}/lang`];
      const ours = quire(size);
      if (!other) continue;
      rows.push([
        `Quire / ${peer} at ${size}/lang`,
        other.cold?.ms ? fmtRatio(ours?.cold?.ms / other.cold.ms) : other.error ?? '—',
        other.cold?.ms ? fmtRatio(ours?.warm?.ms / other.cold.ms) : '—',
        other.cold?.peakRssMB ? fmtRatio(ours?.cold?.peakRssMB / other.cold.peakRssMB) : '—',
      ]);
    }
  }
  return rows.length ? table(['ratio (lower is better)', 'cold time', 'warm / their cold', 'peak memory'], rows) : '';
}

/** Each budget line: met, not met, or not measured in this run (and why). */
export function budget(results) {
  const b = results.builds;
  const lines = [];
  const check = (label, value, ok, needs) => lines.push({ label, value, status: value === undefined ? `not measured (${needs})` : ok ? 'met' : 'NOT MET' });
  const q60 = b['quire 60/lang'];
  const q500 = b['quire 500/lang'];
  const q2000 = b['quire 2000/lang'];
  const rs60 = b['rspress 60/lang']?.cold?.ms;
  const vp500 = b['vitepress 500/lang']?.cold?.ms;
  check('cold build 60/lang ≤ Rspress cold', rs60 && q60?.cold ? `${fmtRatio(q60.cold.ms / rs60)}` : undefined, rs60 && q60.cold.ms <= rs60, 'needs --peers');
  check('warm build 60/lang ≤ 0.5 × Rspress cold', rs60 && q60?.warm ? `${fmtRatio(q60.warm.ms / rs60)}` : undefined, rs60 && q60.warm.ms <= 0.5 * rs60, 'needs --peers');
  check('500/lang peak memory ≤ 1.5 GB', q500?.cold ? fmtMB(q500.cold.peakRssMB) : undefined, q500?.cold?.peakRssMB <= 1536, 'not built');
  check('500/lang cold build ≤ VitePress cold', vp500 && q500?.cold ? `${fmtRatio(q500.cold.ms / vp500)}` : undefined, vp500 && q500.cold.ms <= vp500, 'needs --peers');
  check('2000/lang builds, peak ≤ 2 GB', q2000?.cold ? fmtMB(q2000.cold.peakRssMB) : undefined, q2000?.cold?.peakRssMB <= 2048, 'needs --full');
  check('2000/lang build ≤ 150 s', q2000?.cold ? fmtMs(q2000.cold.ms) : undefined, q2000?.cold?.ms <= 150_000, 'needs --full');
  const docLoads = Object.entries(results.firstLoad).filter(([k]) => /^quire \d+\/lang doc$/.test(k)).map(([, v]) => v.js.gzip);
  const maxDoc = docLoads.length ? Math.max(...docLoads) : undefined;
  check('first-load JS of a doc page ≤ 100 KB gzip', maxDoc === undefined ? undefined : fmtKB(maxDoc), maxDoc <= 100 * 1024, 'not measured');
  check(
    'first-load JS the same at every size',
    docLoads.length > 1 ? `${fmtKB(Math.max(...docLoads) - Math.min(...docLoads))} apart` : undefined,
    docLoads.length > 1 && Math.max(...docLoads) - Math.min(...docLoads) <= 1024,
    'needs two sizes',
  );
  const dev = results.dev['quire 60/lang'];
  check('dev: first page ≤ 5 s (cold cache)', dev ? fmtMs(dev.cold.firstPageMs) : undefined, dev?.cold.firstPageMs <= 5000, 'not measured');
  check('dev: edit visible ≤ 500 ms', dev ? `${Math.round(dev.warm.editMs)} ms` : undefined, dev?.warm.editMs <= 500, 'not measured');
  return lines;
}

export function budgetTable(lines) {
  return table(['budget', 'measured', 'verdict'], lines.map((l) => [l.label, l.value ?? '—', l.status]));
}
