/**
 * The keyboard of WAI-ARIA horizontal tabs: Left and Right move to the neighbouring tab (wrapping
 * around), Home and End to the first and last. Undefined for any other key, which the tabs then
 * leave to the browser.
 */
export function nextTabIndex({ key, active, count }: { key: string; active: number; count: number }): number | undefined {
  if (count <= 0) return undefined;
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return active >= last ? 0 : active + 1;
    case 'ArrowLeft':
      return active <= 0 ? last : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}
