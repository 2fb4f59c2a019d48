import { createGitLogParser } from '../parseGitLog';

/** Output in the shape `git log -z --format=%x00%ct --name-only` prints. */
function gitOutput(commits: { seconds: number; files: string[] }[]): Buffer {
  const text = commits.map(({ seconds, files }) => `\0${seconds}\0${files.length ? `\n${files.join('\0')}\0` : ''}`).join('');
  return Buffer.from(text, 'utf8');
}

const commits = [
  { seconds: 300, files: ['docs/a.md', '中文/页面.md'] },
  // A merge lists no files.
  { seconds: 250, files: [] },
  { seconds: 200, files: ['2023', 'docs/a.md', 'with space.md', '\nstarts-with-newline.md'] },
  { seconds: 100, files: ['docs/a.md', '中文/页面.md', 'old.md'] },
];

const expected = new Map([
  ['docs/a.md', 300_000],
  ['中文/页面.md', 300_000],
  ['2023', 200_000],
  ['with space.md', 200_000],
  ['\nstarts-with-newline.md', 200_000],
  ['old.md', 100_000],
]);

describe('createGitLogParser', () => {
  test('maps each file to its newest commit, in milliseconds', () => {
    const parser = createGitLogParser();
    parser.push(gitOutput(commits));
    expect(parser.end()).toEqual(expected);
  });

  test('chunk boundaries anywhere, even inside a multi-byte character, change nothing', () => {
    const output = gitOutput(commits);
    for (const size of [1, 2, 3, 7]) {
      const parser = createGitLogParser();
      for (let i = 0; i < output.length; i += size) parser.push(output.subarray(i, i + size));
      expect(parser.end()).toEqual(expected);
    }
  });

  test('empty output (no commits touch the paths) is an empty map', () => {
    const parser = createGitLogParser();
    expect(parser.end()).toEqual(new Map());
  });

  test('a big history is parsed in one pass', () => {
    // 4,000 files, 300 commits of 100 files each: 30,000 names, each file seen several times.
    const files = Array.from({ length: 4000 }, (_, i) => `docs/section-${i % 40}/page-${i}.mdx`);
    const history = Array.from({ length: 300 }, (_, c) => ({
      seconds: 2_000_000 - c,
      files: Array.from({ length: 100 }, (_, k) => files[(c * 100 + k) % files.length]!),
    }));
    const parser = createGitLogParser();
    const output = gitOutput(history);
    for (let i = 0; i < output.length; i += 65_536) parser.push(output.subarray(i, i + 65_536));
    const times = parser.end();
    expect(times.size).toBe(4000);
    // Commit c touches files c*100 .. c*100+99 (mod 4000): file 0 is first seen in commit 0, file 150 in commit 1.
    expect(times.get(files[0]!)).toBe(2_000_000_000);
    expect(times.get(files[150]!)).toBe(1_999_999_000);
  });
});
