import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { builtSite } from '../../../test-utils/builtSites';
import { copyFixtureTo } from '../../../test-utils/fixtures';
import { runQuire } from '../../../test-utils/runQuire';

const fixtureDir = path.join(__dirname, '__fixtures__', 'feeds-site');

/** When the fixture's one commit was made: every page's last-updated time. */
export const FIXTURE_COMMIT_TIME = Date.parse('2024-01-15T00:00:00Z');

/**
 * The output folder of the fixture both the sitemap and the rss plugins' tests read, built once per
 * test run: a git repository of one commit (dated FIXTURE_COMMIT_TIME), so pages have last-updated times.
 */
export async function builtFeedsSite(): Promise<string> {
  const site = await builtSite({
    variant: 'feeds-site',
    build: async (target) => {
      copyFixtureTo({ fixtureDir, target });
      const date = new Date(FIXTURE_COMMIT_TIME).toISOString();
      const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
      const git = (...args: string[]) => execFileSync('git', args, { cwd: target, stdio: 'ignore', env });
      git('init', '-q');
      git('add', '-A');
      git('-c', 'user.name=Quire Tests', '-c', 'user.email=tests@quire.invalid', 'commit', '-q', '-m', 'fixture');
      const build = await runQuire(['build', target], { timeout: 240_000 });
      if (build.code !== 0) throw new Error(`the feeds fixture did not build:\n${build.stdout}\n${build.stderr}`);
    },
  });
  return path.join(site, 'dist');
}
