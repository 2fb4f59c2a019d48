import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, PageRecord } from '../../../core/types';
import { makeLoadContext } from '../../../test-utils/loadContext';
import { logger } from '../../../core/logger/logger';
import lastUpdatedPlugin from '..';
import { commit, countingSpawn, makeRepo, tempDir, writeFiles } from './gitFixture';

const contextFor = (siteDir: string): LoadContext => makeLoadContext({ siteDir });

function pageFor(relativePath: string): PageRecord {
  return { title: relativePath, routePath: `/${relativePath}`, lang: 'en', version: '', pageType: 'doc', toc: [], frontmatter: {}, _relativePath: relativePath };
}

/** Runs the plugin the way the core does: loadContent, then extendPageData for each page. */
async function datesOf({ siteDir, files, spawn }: { siteDir: string; files: string[]; spawn?: ReturnType<typeof countingSpawn>['spawn'] }) {
  const plugin = lastUpdatedPlugin(contextFor(siteDir), { spawn });
  await plugin.loadContent!();
  const pages = files.map((file) => ({ file, page: pageFor(file) }));
  for (const { file, page } of pages) await plugin.extendPageData!({ page, sourceFilePath: path.join(siteDir, 'docs', file) });
  return Object.fromEntries(pages.map(({ file, page }) => [file, page.lastUpdatedTime]));
}

describe('last-updated plugin', () => {
  let info: jest.SpyInstance;
  beforeEach(() => {
    info = jest.spyOn(logger, 'info').mockImplementation(() => {});
  });
  afterEach(() => info.mockRestore());

  test('tracked pages get their last commit time, untracked ones none, with one git log for the site', async () => {
    const siteDir = makeRepo();
    const many = Array.from({ length: 200 }, (_, i) => `en/many/page-${i}.md`);
    commit({ repo: siteDir, seconds: 1_600_000_000, files: Object.fromEntries([...many, 'en/a.md', 'en/指南.md'].map((f) => [`docs/${f}`, f])) });
    commit({ repo: siteDir, seconds: 1_700_000_000, files: { 'docs/en/a.md': 'changed' } });
    writeFiles({ root: siteDir, files: { 'docs/en/draft.md': 'not committed' } });

    const { spawn, subcommands } = countingSpawn();
    const dates = await datesOf({ siteDir, files: ['en/a.md', 'en/指南.md', 'en/draft.md', ...many], spawn });
    expect(subcommands).toEqual(['log']);
    expect(dates['en/a.md']).toBe(1_700_000_000_000);
    expect(dates['en/指南.md']).toBe(1_600_000_000_000);
    expect(dates['en/draft.md']).toBeUndefined();
    expect(many.every((file) => dates[file] === 1_600_000_000_000)).toBe(true);
    expect(info).not.toHaveBeenCalled();
  });

  test('a site outside git builds without dates and says so in one line', async () => {
    const siteDir = tempDir('site');
    writeFiles({ root: siteDir, files: { 'docs/en/a.md': 'a', 'docs/en/b.md': 'b' } });
    const ceiling = process.env.GIT_CEILING_DIRECTORIES;
    process.env.GIT_CEILING_DIRECTORIES = [os.tmpdir(), fs.realpathSync(os.tmpdir())].join(path.delimiter);
    try {
      const dates = await datesOf({ siteDir, files: ['en/a.md', 'en/b.md'] });
      expect(dates).toEqual({ 'en/a.md': undefined, 'en/b.md': undefined });
    } finally {
      if (ceiling === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
      else process.env.GIT_CEILING_DIRECTORIES = ceiling;
    }
    expect(info).toHaveBeenCalledTimes(1);
    const line = info.mock.calls[0]![0] as string;
    expect(line).toMatch(/^last-updated: pages get no date, no git history for docs: not a git repository/);
    expect(line).not.toContain('\n');
  });

  test('extendPageData alone reads the history once, however many pages ask at the same time', async () => {
    const siteDir = makeRepo();
    commit({ repo: siteDir, seconds: 1_650_000_000, files: { 'docs/en/a.md': 'a', 'docs/en/b.md': 'b' } });
    const { spawn, subcommands } = countingSpawn();
    const plugin = lastUpdatedPlugin(contextFor(siteDir), { spawn });
    const pages = [pageFor('en/a.md'), pageFor('en/b.md')];
    await Promise.all(pages.map((page) => plugin.extendPageData!({ page, sourceFilePath: path.join(siteDir, 'docs', page._relativePath) })));
    expect(subcommands).toEqual(['log']);
    expect(pages.map((page) => page.lastUpdatedTime)).toEqual([1_650_000_000_000, 1_650_000_000_000]);
  });
});
