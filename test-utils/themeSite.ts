import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { builtSite } from './builtSites';
import { copyFixtureTo } from './fixtures';
import { freePort } from './ports';
import { repoRoot, runQuire, startQuire } from './runQuire';

/**
 * The theme fixture (`e2e/__fixtures__/theme-site`) and its variants, each built once per Jest run
 * (test-utils/builtSites.ts) however many test files use it, and served by `quire preview` per file.
 */

const fixtureDir = path.join(repoRoot, 'e2e', '__fixtures__', 'theme-site');

/** What each variant changes in its copy of the fixture before the build. */
export const themeSiteVariants = {
  /** The fixture as it is. */
  plain: () => {},
  /** The copy is a git repository of one commit: pages get their last-updated dates from it. */
  gitHistory: (site: string) => {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: site, stdio: 'ignore' });
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=Quire Tests', '-c', 'user.email=tests@quire.invalid', 'commit', '-q', '-m', 'fixture');
  },
  /** `themeConfig.darkMode: false`: light appearance only. */
  lightOnly: (site: string) => {
    const config = path.join(site, 'quire.config.ts');
    const source = fs.readFileSync(config, 'utf8');
    fs.writeFileSync(config, source.replace('themeConfig: {', 'themeConfig: {\n    darkMode: false,'));
  },
} satisfies Record<string, (site: string) => void>;

export type ThemeSiteVariant = keyof typeof themeSiteVariants;

/** The folder of the built variant (its output in `dist/`), built now if this run has not built it yet. */
export function builtThemeSite({ variant = 'plain' }: { variant?: ThemeSiteVariant } = {}): Promise<string> {
  return builtSite({
    variant: `theme-site-${variant}`,
    build: async (site) => {
      copyFixtureTo({ fixtureDir, target: site });
      themeSiteVariants[variant](site);
      const build = await runQuire(['build', site], { timeout: 240_000 });
      if (build.code !== 0) throw new Error(`the theme fixture (${variant}) did not build:\n${build.stdout}\n${build.stderr}`);
    },
  });
}

/** A built variant of the theme fixture, served by `quire preview`. */
export interface ServedThemeSite {
  /** The built site's folder: shared by every test file of the run, so read it, never change it. */
  site: string;
  origin: string;
  /** Stops the server (the built site stays for the other test files; the run's teardown removes it). */
  stop(): Promise<void>;
}

/** Serves the built variant (building it first if this run has not yet) on a free port. */
export async function serveThemeSite({ variant = 'plain' }: { variant?: ThemeSiteVariant } = {}): Promise<ServedThemeSite> {
  const site = await builtThemeSite({ variant });
  const port = await freePort();
  const server = await startQuire(['preview', site, '--port', String(port), '--host', '127.0.0.1'], { ready: /serving/ });
  return { site, origin: `http://127.0.0.1:${port}`, stop: server.stop };
}
