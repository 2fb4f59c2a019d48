/**
 * Which outline entry is active while the reader scrolls: the last heading whose top has passed
 * the reading line (just below the sticky navbar), or the last heading once the page is scrolled
 * to the bottom (short final sections never reach the line). -1 above the first heading.
 */
export function activeHeadingIndex({ tops, line, atBottom }: { tops: number[]; line: number; atBottom: boolean }): number {
  if (tops.length === 0) return -1;
  if (atBottom) return tops.length - 1;
  let active = -1;
  tops.forEach((top, index) => {
    if (top <= line) active = index;
  });
  return active;
}
