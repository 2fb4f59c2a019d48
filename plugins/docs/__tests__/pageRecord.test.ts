import fs from 'node:fs';
import path from 'node:path';
import { makeSite } from '../../../test-utils/fixtures';
import { runQuire } from '../../../test-utils/runQuire';
import { commit, git } from '../../last-updated/__tests__/gitFixture';

/**
 * One complete page record: the plugins' `extendPageData` hooks see the page's toc (they run in
 * the data loader, once the page has compiled), and what they add stays right on a warm build
 * (webpack's cache and the Markdown cache in place) when only the git history changed.
 */

jest.setTimeout(300_000);

/** An inline plugin that logs what extendPageData saw and what postBuild got, one JSON per line. */
const config = `import fs from 'node:fs';
import path from 'node:path';
const log = (entry) => fs.appendFileSync(path.join(import.meta.dirname, 'seen.log'), JSON.stringify(entry) + '\\n');
export default {
  title: 'Records',
  themeConfig: { lastUpdated: true },
  plugins: [
    {
      name: 'record-probe',
      extendPageData({ page, sourceFilePath }) {
        log({ hook: 'extendPageData', routePath: page.routePath, file: path.basename(sourceFilePath), toc: page.toc.map((item) => item.id), lastUpdatedTime: page.lastUpdatedTime ?? null });
        page.probed = true;
      },
      postBuild({ pages }) {
        for (const page of pages) log({ hook: 'postBuild', routePath: page.routePath, toc: page.toc.map((item) => item.id), lastUpdatedTime: page.lastUpdatedTime ?? null });
      },
    },
  ],
};
`;

const start = '# Start\n\n## Install\n\ntext\n\n### With npm\n\nmore\n\n## Configure\n\nend\n';

interface Seen {
  hook: 'extendPageData' | 'postBuild';
  routePath: string;
  file?: string;
  toc: string[];
  lastUpdatedTime: number | null;
}

function readSeen(site: string): Seen[] {
  const file = path.join(site, 'seen.log');
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
  fs.rmSync(file);
  return lines.map((line) => JSON.parse(line) as Seen);
}

async function build(site: string): Promise<void> {
  const result = await runQuire(['build', site], { timeout: 240_000 });
  expect(`${result.code}\n${result.stderr}`).toBe('0\n');
}

describe('page records', () => {
  let site: string;
  const T1 = 1_700_000_000;
  const T2 = 1_750_000_000;

  beforeAll(() => {
    site = makeSite({ 'quire.config.mjs': config });
    git({ cwd: site, args: ['-c', 'init.defaultBranch=main', 'init', '-q'] });
    fs.writeFileSync(path.join(site, '.gitignore'), 'node_modules\n.quire\ndist\nseen.log\n');
    commit({
      repo: site,
      files: { 'docs/en/index.md': '# Home\n\nWelcome.\n', 'docs/en/guide/start.md': start },
      seconds: T1,
    });
  });

  test('extendPageData sees the complete record, toc included, and postBuild gets what it added', async () => {
    await build(site);
    const seen = readSeen(site);
    const extended = seen.find((entry) => entry.hook === 'extendPageData' && entry.routePath === '/guide/start');
    expect(extended).toEqual({
      hook: 'extendPageData',
      routePath: '/guide/start',
      file: 'start.md',
      toc: ['install', 'with-npm', 'configure'],
      // last-updated (a built-in plugin, before the site's) has run on the same record.
      lastUpdatedTime: T1 * 1000,
    });
    const built = seen.find((entry) => entry.hook === 'postBuild' && entry.routePath === '/guide/start');
    expect(built).toMatchObject({ toc: ['install', 'with-npm', 'configure'], lastUpdatedTime: T1 * 1000 });
    // The field the hook added reaches the page's record: a Markdown page built as plain HTML carries it in its inline route data.
    const inline = JSON.parse(/<script id="__quire_route" type="application\/json">(.*?)<\/script>/.exec(fs.readFileSync(path.join(site, 'dist', 'guide', 'start.html'), 'utf8'))![1]!);
    expect(inline.static).toBe(true);
    expect(inline.data.page.probed).toBe(true);
  });

  test('a warm build after a commit that leaves the source as it was gives the new lastUpdatedTime', async () => {
    // Edit and build (uncommitted: the time is still the first commit's), then commit the same
    // text: webpack's cache sees no changed file, only the history moved.
    const edited = `${start}\n## Later\n\nadded\n`;
    fs.writeFileSync(path.join(site, 'docs/en/guide/start.md'), edited);
    await build(site);
    const before = readSeen(site).find((entry) => entry.hook === 'postBuild' && entry.routePath === '/guide/start');
    expect(before).toMatchObject({ toc: ['install', 'with-npm', 'configure', 'later'], lastUpdatedTime: T1 * 1000 });
    expect(fs.existsSync(path.join(site, '.quire', 'cache', 'webpack'))).toBe(true);

    commit({ repo: site, files: { 'docs/en/guide/start.md': edited }, seconds: T2 });
    await build(site);
    const after = readSeen(site);
    expect(after.find((entry) => entry.hook === 'postBuild' && entry.routePath === '/guide/start')).toMatchObject({
      toc: ['install', 'with-npm', 'configure', 'later'],
      lastUpdatedTime: T2 * 1000,
    });
    expect(after.find((entry) => entry.hook === 'postBuild' && entry.routePath === '/')).toMatchObject({ lastUpdatedTime: T1 * 1000 });
  });
});
