import path from 'node:path';
import { builtSite } from './builtSites';
import { freePort } from './ports';
import { repoRoot, runQuire, startQuire } from './runQuire';
import type { RunningServer } from './servedSites';

/**
 * Quire's own website (`website/`), built once per Jest run (test-utils/builtSites.ts) into the run's
 * folder, however many test files read or serve it.
 */

export const websiteDir = path.join(repoRoot, 'website');

/** The production build's folder (`dist`), built now if this run has not built it yet. */
export async function builtWebsite(): Promise<string> {
  const root = await builtSite({
    variant: 'website',
    build: async (dir) => {
      const build = await runQuire(['build', websiteDir, '--out-dir', path.join(dir, 'dist')], { timeout: 240_000 });
      if (build.code !== 0) throw new Error(`the website did not build:\n${build.stdout}\n${build.stderr}`);
    },
  });
  return path.join(root, 'dist');
}

/** The built website served by `quire preview` on a free port of 127.0.0.1; `dist` is shared: read it, never change it. */
export async function serveWebsite(): Promise<RunningServer & { dist: string }> {
  const dist = await builtWebsite();
  const port = await freePort();
  const server = await startQuire(['preview', websiteDir, '--out-dir', dist, '--port', String(port), '--host', '127.0.0.1', '--strict-port'], { ready: /serving/ });
  return { dist, origin: `http://127.0.0.1:${port}`, ...server };
}
