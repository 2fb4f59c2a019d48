import path from 'node:path';
import type { LoadContext, QuirePlugin } from 'quire';
import { logger } from 'quire/plugin-utils';
import { readGitTimes, type SpawnFunction } from './gitLog';

export { readGitTimes, type ReadGitTimesOptions, type SpawnFunction } from './gitLog';

export interface LastUpdatedOptions {
  /** Replaces `child_process.spawn` (tests count the git processes with it). Users never need it. */
  spawn?: SpawnFunction;
}

export interface LastUpdatedContent {
  /** Absolute source path -> time in milliseconds of its newest commit (for sitemap, RSS, ...). */
  times: ReadonlyMap<string, number>;
}

/**
 * The `last-updated` plugin: gives every page whose source file git tracks a `lastUpdatedTime`,
 * the time of the newest commit that touched it. The whole docs folder's history is read by one
 * `git log` in `loadContent` (one process per page would cost seconds on a big site); each page
 * then only looks its file up. Without git or a repository, pages simply have no date.
 */
export default function lastUpdatedPlugin(context: LoadContext, options: LastUpdatedOptions = {}): QuirePlugin<LastUpdatedContent> {
  const docsDir = path.resolve(context.siteDir, context.siteConfig.docsDir);
  let times: Promise<Map<string, number>> | undefined;
  let told = false;

  const load = () =>
    (times = readGitTimes({
      cwd: docsDir,
      paths: [],
      spawn: options.spawn,
      onUnavailable: (reason) => {
        // One line per plugin instance, not one per page or per reload: it is not an error.
        if (told) return;
        told = true;
        logger.info(`last-updated: pages get no date, no git history for ${path.relative(context.siteDir, docsDir) || '.'}: ${reason}`);
      },
    }));

  return {
    name: 'last-updated',
    async loadContent() {
      return { times: await load() };
    },
    async extendPageData({ page, sourceFilePath }) {
      // loadContent has always run before pages are written; reading here too keeps the hook
      // correct when it is called on its own (a test, another plugin's tooling).
      const known = await (times ?? load());
      const time = known.get(path.resolve(sourceFilePath));
      if (time !== undefined) page.lastUpdatedTime = time;
    },
  };
}
