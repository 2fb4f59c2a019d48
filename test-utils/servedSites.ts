import type { Page } from 'playwright-core';
import { builtSite } from './builtSites';
import { copyFixtureTo } from './fixtures';
import { freePort } from './ports';
import { runQuire, startQuire } from './runQuire';

export interface RunningServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Everything the server has printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * A fixture site copied (then `prepare`d) and built once per test run (see `builtSite`); a failed
 * build throws with Quire's output.
 */
export function builtFixture({
  variant,
  fixtureDir,
  prepare,
  env,
}: {
  variant: string;
  fixtureDir: string;
  prepare?: (siteDir: string) => void;
  env?: NodeJS.ProcessEnv;
}): Promise<string> {
  return builtSite({
    variant,
    build: async (dir) => {
      copyFixtureTo({ fixtureDir, target: dir });
      prepare?.(dir);
      const build = await runQuire(['build', dir], { timeout: 240_000, env });
      if (build.code !== 0) throw new Error(`the "${variant}" fixture did not build:\n${build.stdout}\n${build.stderr}`);
    },
  });
}

/** `quire preview <site>` on a free port of 127.0.0.1, once it serves. */
export async function startPreview(site: string): Promise<RunningServer> {
  const port = await freePort();
  // --strict-port: a port taken since freePort() fails loudly instead of moving elsewhere.
  const server = await startQuire(['preview', site, '--port', String(port), '--host', '127.0.0.1', '--strict-port'], { ready: /serving/ });
  return { origin: `http://127.0.0.1:${port}`, ...server };
}

/** `quire dev <site>` on a free port of 127.0.0.1, once its first compile is done. */
export async function startDev(site: string, { timeout = 180_000 }: { timeout?: number } = {}): Promise<RunningServer> {
  const port = await freePort();
  const server = await startQuire(['dev', site, '--port', String(port), '--host', '127.0.0.1', '--strict-port'], { ready: /compiled in \d+ms/, timeout });
  return { origin: `http://127.0.0.1:${port}`, ...server };
}

/**
 * Reloads `url` on `server` until an element matching `selector` holds `text` (dev rebuilds after
 * an edit); throws with the server's output after `timeout` ms.
 */
export async function waitForText({
  page,
  server,
  url,
  selector,
  text,
  timeout,
}: {
  page: Page;
  server: RunningServer;
  url: string;
  selector: string;
  text: string;
  timeout: number;
}): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    await page.goto(server.origin + url, { waitUntil: 'networkidle' });
    if ((await page.locator(selector, { hasText: text }).count()) > 0) return;
    if (Date.now() > deadline) throw new Error(`${url} never showed "${text}":\n${server.output()}`);
    await page.waitForTimeout(1000);
  }
}
