import fs from 'node:fs';
import path from 'node:path';
import { copyFixture } from './fixtures';
import { freePort } from './ports';
import { repoRoot, runQuire, startQuire } from './runQuire';

/** A built copy of the theme fixture (`e2e/__fixtures__/theme-site`), served by `quire preview`. */
export interface ServedThemeSite {
  site: string;
  origin: string;
  /** Stops the server and removes the copy. */
  stop(): Promise<void>;
}

/** Copies the theme fixture, lets `configure` change the copy, builds it and serves it. */
export async function serveThemeSite(configure?: (site: string) => void): Promise<ServedThemeSite> {
  const site = copyFixture(path.join(repoRoot, 'e2e', '__fixtures__', 'theme-site'));
  configure?.(site);
  const build = await runQuire(['build', site], { timeout: 240_000 });
  if (build.code !== 0) throw new Error(`the fixture did not build:\n${build.stdout}\n${build.stderr}`);
  const port = await freePort();
  const server = await startQuire(['preview', site, '--port', String(port), '--host', '127.0.0.1'], { ready: /serving/ });
  return {
    site,
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      await server.stop();
      fs.rmSync(site, { recursive: true, force: true });
    },
  };
}
