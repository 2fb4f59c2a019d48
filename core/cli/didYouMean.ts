/** Edit distance (insertions, deletions, substitutions, and swaps of two neighbours) between two words. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The known word closest to `input` (`biuld` -> `build`, `--prot` -> `--port`), or undefined when
 * none is close: at most one edit for short words, two for words of five letters or more, and a
 * word that starts the input's way (`prev` -> `preview`).
 */
export function didYouMean({ input, candidates }: { input: string; candidates: readonly string[] }): string | undefined {
  const word = input.toLowerCase();
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  const bare = (s: string) => s.replace(/^-+/, '');
  const limit = bare(word).length >= 5 ? 2 : 1;
  if (best && best.distance > 0 && best.distance <= limit) return best.candidate;
  if (bare(word).length >= 3) return candidates.find((c) => c.toLowerCase().startsWith(word) && c !== input);
  return best?.distance === 0 ? best.candidate : undefined;
}
