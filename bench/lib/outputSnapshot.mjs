// What a build did to its output folder: a snapshot of every file (path -> inode, modification
// time, size, content hash) before and after, and their difference. Works on any tool's output.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir`: relative path (with "/") -> { ino, mtimeNs, size, hash }. Empty when there is no folder. */
export function snapshotFolder(dir) {
  const files = new Map();
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const stat = fs.statSync(full, { bigint: true });
        const hash = createHash('sha1').update(fs.readFileSync(full)).digest('hex');
        files.set(path.relative(dir, full).split(path.sep).join('/'), { ino: stat.ino, mtimeNs: stat.mtimeNs, size: Number(stat.size), hash });
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return files;
}

/**
 * How `after` differs from `before`: the files `rewritten` (there before and after, with a new
 * inode or modification time: written again), `changed` (their bytes differ; a subset of the
 * rewritten ones when the tool writes in place), `added` and `removed`, each a sorted list of
 * relative paths, and `total` files after.
 */
export function diffSnapshots(before, after) {
  const rewritten = [];
  const changed = [];
  const added = [];
  for (const [file, now] of after) {
    const was = before.get(file);
    if (!was) {
      added.push(file);
      continue;
    }
    if (was.ino !== now.ino || was.mtimeNs !== now.mtimeNs) rewritten.push(file);
    if (was.hash !== now.hash) changed.push(file);
  }
  const removed = [...before.keys()].filter((file) => !after.has(file));
  const sort = (list) => list.sort();
  return { total: after.size, rewritten: sort(rewritten), changed: sort(changed), added: sort(added), removed: sort(removed) };
}

/**
 * The pages among output files: an HTML file or Markdown twin, by its route (`guide/a.html`,
 * `guide/a/index.html` and `guide/a.md` are all `guide/a`); other files give undefined.
 */
export function routeOfOutputFile(file) {
  const match = /^(.*?)(?:\/index)?\.(?:html|md)$/.exec(file);
  if (!match) return undefined;
  return match[1] === 'index' ? '' : match[1];
}

/**
 * A diff in short, for the results and the report: the counts, and the files whose bytes changed
 * apart from the pages of `routes` (the pages the rebuild had a reason to change), with the other
 * pages among them counted apart. Lists are kept to `keep` entries.
 */
export function summarizeDiff(diff, { routes = [], keep = 20 } = {}) {
  const own = new Set(routes);
  const otherFiles = diff.changed.filter((file) => !own.has(routeOfOutputFile(file)));
  const otherPages = otherFiles.filter((file) => routeOfOutputFile(file) !== undefined);
  const changedSet = new Set(diff.changed);
  const rewrittenUnchanged = diff.rewritten.filter((file) => !changedSet.has(file));
  return {
    total: diff.total,
    rewritten: diff.rewritten.length,
    changed: diff.changed.length,
    added: diff.added.length,
    removed: diff.removed.length,
    rewrittenUnchanged: rewrittenUnchanged.length,
    otherPagesChanged: otherPages.length,
    changedFiles: diff.changed.slice(0, keep),
    otherFilesChanged: otherFiles.slice(0, keep),
    addedFiles: diff.added.slice(0, keep),
    removedFiles: diff.removed.slice(0, keep),
  };
}
