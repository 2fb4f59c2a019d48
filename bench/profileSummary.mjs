// Summarises a V8 .cpuprofile by package (self time): where a build spends its CPU.
// Usage: node bench/profileSummary.mjs <file.cpuprofile> [top]
import fs from 'node:fs';

const [file, top = '25'] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i += 1) {
  const node = byId.get(profile.samples[i]);
  self.set(node.id, (self.get(node.id) ?? 0) + (dt[i] ?? 0));
}
const groupOf = (url) => {
  if (!url) return '(native/gc/idle)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.includes('/lib/')) return 'quire lib';
  if (url.startsWith('node:')) return 'node internals';
  return url.replace(/^file:\/\//, '').split('/').slice(-2).join('/');
};
const groups = new Map();
const functions = new Map();
for (const [id, us] of self) {
  const node = byId.get(id);
  const g = groupOf(node.callFrame.url);
  groups.set(g, (groups.get(g) ?? 0) + us);
  const fn = `${node.callFrame.functionName || '(anon)'} ${groupOf(node.callFrame.url)}`;
  functions.set(fn, (functions.get(fn) ?? 0) + us);
}
const total = [...groups.values()].reduce((a, b) => a + b, 0);
const show = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(top))
    .map(([k, us]) => `${(us / 1e3).toFixed(0).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n');
console.log(`total ${(total / 1e3).toFixed(0)} ms\n-- by package --\n${show(groups)}\n-- by function --\n${show(functions)}`);
