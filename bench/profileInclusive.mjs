// Inclusive time of named functions in a .cpuprofile (each counted once per stack).
// Usage: node bench/profileInclusive.mjs <file.cpuprofile> name1 name2 ...
import fs from 'node:fs';

const [file, ...names] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const totals = new Map(names.map((n) => [n, 0]));
for (let i = 0; i < profile.samples.length; i += 1) {
  const seen = new Set();
  for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
    const fn = byId.get(id).callFrame.functionName;
    if (totals.has(fn) && !seen.has(fn)) {
      seen.add(fn);
      totals.set(fn, totals.get(fn) + (profile.timeDeltas[i] ?? 0));
    }
  }
}
for (const [name, us] of totals) console.log(`${(us / 1e3).toFixed(0).padStart(8)} ms  ${name}`);
