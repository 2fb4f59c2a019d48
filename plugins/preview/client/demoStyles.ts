import { useSyncExternalStore } from 'react';

/**
 * The stylesheets an iframe demo imports, kept out of the site's one stylesheet (they would reach
 * every page) and rendered by the demo's own page instead (client/DemoPage.tsx), on the server and
 * in the browser alike. Filled when the demo's module loads (demoStyleLoader.ts), by demo.
 */
const styles = new Map<string, Map<string, string>>();
const listeners = new Set<() => void>();
let version = 0;

/** Records (or, in dev after an edit, replaces) one stylesheet of a demo. */
export function addDemoStyle(demo: string, file: string, css: string): void {
  let sheets = styles.get(demo);
  if (!sheets) styles.set(demo, (sheets = new Map()));
  if (sheets.get(file) === css) return;
  sheets.set(file, css);
  version += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The demo's stylesheets, in the order its module imported them. */
export function useDemoStyles(demo: string): string[] {
  useSyncExternalStore(subscribe, () => version, () => version);
  return [...(styles.get(demo)?.values() ?? [])];
}
