// Rebuilds with the cache of the last build: (a) no change, (b) one page's text edited, (c) a page
// added, (d) that page removed again. Each is timed and its effect on the output folder counted
// from snapshots before and after (files rewritten, files whose bytes changed, added, removed).
import fs from 'node:fs';
import path from 'node:path';
import { median } from './measure.mjs';
import { diffSnapshots, snapshotFolder, summarizeDiff } from './outputSnapshot.mjs';

/** Of several runs' file summaries, the one that touched the most files (the budget is about any run). */
function worst(summaries) {
  const touched = (s) => s.rewritten + s.changed + s.added + s.removed;
  return summaries.reduce((a, b) => (touched(b) > touched(a) ? b : a));
}

/**
 * Measures the four rebuilds of a site whose last build is in `outDir`. `build()` runs one build
 * (a measured run, see measure.mjs); `edit` is { file, route } of the page whose text changes,
 * `added` { file, route, content } of the page added then removed (omitted: no (c) and (d)).
 * (a) and (b) run `runs` times (at least twice for (b): its last run puts the page's text back,
 * so the output ends as the corpus is) and report the median time.
 * Returns { noChange, edit, add, remove }: each { ms, runs, samples: [ms], memory (the largest of
 * the runs': timeMaxRssMB, peakRssMB), files } or { error }.
 */
export async function measureRebuilds({ build, outDir, edit, added, runs, log, label }) {
  const once = async (routes) => {
    const before = snapshotFolder(outDir);
    const result = await build();
    if (result.code !== 0) return { error: `failed (exit ${result.code}${result.timedOut ? ', timed out' : ''}): ${(result.stderr || result.stdout).trim().split('\n').slice(-2).join(' | ')}` };
    return { ms: result.ms, memory: result.memory, files: summarizeDiff(diffSnapshots(before, snapshotFolder(outDir)), { routes }) };
  };
  const series = async (name, count, prepare, routes) => {
    const samples = [];
    for (let i = 0; i < count; i += 1) {
      prepare?.(i, count);
      const sample = await once(routes);
      if (sample.error) return { error: sample.error };
      log(`${label} rebuild, ${name} ${i + 1}/${count}: ${(sample.ms / 1000).toFixed(1)} s, ${sample.files.rewritten} rewritten, ${sample.files.changed} changed, ${sample.files.added} added, ${sample.files.removed} removed`);
      samples.push(sample);
    }
    const peak = (key) => Math.max(...samples.map((s) => s.memory?.[key] ?? 0)) || undefined;
    return {
      ms: median(samples.map((s) => s.ms)),
      runs: samples.length,
      samples: samples.map((s) => s.ms),
      memory: { timeMaxRssMB: peak('timeMaxRssMB'), peakRssMB: peak('peakMB') },
      files: worst(samples.map((s) => s.files)),
    };
  };

  const results = {};
  results.noChange = await series('no change', runs, undefined, []);
  const original = fs.readFileSync(edit.file, 'utf8');
  try {
    results.edit = await series(
      'one page edited',
      Math.max(runs, 2),
      (i, count) => fs.writeFileSync(edit.file, i === count - 1 ? original : `${original}\nEdited for rebuild ${i + 1}: the page's text changes.\n`),
      [edit.route],
    );
  } finally {
    fs.writeFileSync(edit.file, original);
  }
  if (added) {
    try {
      results.add = await series('page added', 1, () => {
        fs.mkdirSync(path.dirname(added.file), { recursive: true });
        fs.writeFileSync(added.file, added.content);
      }, [added.route]);
      results.remove = await series('page removed', 1, () => fs.rmSync(added.file, { force: true }), [added.route]);
    } finally {
      fs.rmSync(added.file, { force: true });
    }
  }
  return results;
}
