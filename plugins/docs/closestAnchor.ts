/** Levenshtein distance: the fewest single-character insertions, deletions and substitutions from `a` to `b`. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The anchor of a page closest to one a link asks for, for a "did you mean" hint: the fewest edits,
 * the first in page order on a tie, and only when the edits are at most a third of the longer
 * name (at least one), so an unrelated heading is never suggested.
 */
export function closestAnchor({ anchor, anchors }: { anchor: string; anchors: Iterable<string> }): string | undefined {
  const wanted = anchor.toLowerCase();
  let best: { anchor: string; distance: number } | undefined;
  for (const candidate of anchors) {
    const distance = editDistance(wanted, candidate.toLowerCase());
    const limit = Math.max(1, Math.floor(Math.max(wanted.length, candidate.length) / 3));
    if (distance > limit) continue;
    if (!best || distance < best.distance) best = { anchor: candidate, distance };
  }
  return best?.anchor;
}
