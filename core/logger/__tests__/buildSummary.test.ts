import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { formatBuildSummary, formatBytes, measureOutput, previewCommand } from '../buildSummary';
import { writeFiles } from '../../../test-utils/fixtures';

describe('build summary', () => {
  const saved = process.env.NO_COLOR;
  beforeAll(() => {
    process.env.NO_COLOR = '1';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.NO_COLOR;
    else process.env.NO_COLOR = saved;
  });

  test('measureOutput: every file, and JS and CSS raw and gzipped', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-summary-'));
    const js = `console.log(${JSON.stringify('a'.repeat(5000))});`;
    const css = 'body{color:red}'.repeat(100);
    writeFiles(dir, { 'index.html': '<p>hi</p>', 'assets/js/main.1234abcd.js': js, 'assets/css/s.1234abcd.css': css, 'logo.svg': '<svg/>' });
    const size = await measureOutput(dir);
    expect(size.files).toBe(4);
    expect(size.bytes).toBe(9 + js.length + css.length + 6);
    expect(size.js).toEqual({ files: 1, bytes: js.length, gzip: zlib.gzipSync(js).length });
    expect(size.css).toEqual({ files: 1, bytes: css.length, gzip: zlib.gzipSync(css).length });
  });

  test.each([
    [512, '512 B'],
    [1500, '1.5 kB'],
    [2_340_000, '2.34 MB'],
  ])('formatBytes(%d) = %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  test('previewCommand names the folder and the flags the build was given', () => {
    expect(previewCommand({ cwd: '/work/site', siteDir: '/work/site' })).toBe('quire preview');
    expect(previewCommand({ cwd: '/work', siteDir: '/work/site' })).toBe('quire preview site');
    expect(previewCommand({ cwd: '/work', siteDir: '/work/my site', outDir: 'out', base: '/docs/' })).toBe("quire preview 'my site' --out-dir out --base /docs/");
  });

  test('four lines: pages and phase times, output size, what changed, how to preview', () => {
    const lines = formatBuildSummary({
      pages: 12,
      outDir: 'dist',
      totalMs: 8240,
      phases: [
        ['load', 1100],
        ['compile', 4300],
        ['render', 2000],
        ['postBuild', 340],
        ['write', 12],
      ],
      output: { files: 48, bytes: 1_240_000, js: { files: 5, bytes: 310_200, gzip: 95_100 }, css: { files: 1, bytes: 40_000, gzip: 8_200 } },
      changes: { changed: 3, added: 1, removed: 0, kept: 44, rendered: 2 },
      previewCommand: 'quire preview',
    });
    expect(lines).toEqual([
      'built 12 pages into dist in 8.2s (load 1.1s, compile 4.3s, render 2.0s, postBuild 340ms, write 12ms)',
      'output 1.24 MB in 48 files; JS 310.2 kB (gzip 95.1 kB), CSS 40.0 kB (gzip 8.2 kB)',
      'since the last build: 3 changed, 1 added, 44 unchanged; 2 of 12 pages rendered',
      'preview it with `quire preview`',
    ]);
  });

  test('a build that changed nothing says so', () => {
    const [, , changes] = formatBuildSummary({
      pages: 1,
      outDir: 'dist',
      totalMs: 900,
      phases: [],
      output: { files: 3, bytes: 3_000, js: { files: 0, bytes: 0, gzip: 0 }, css: { files: 0, bytes: 0, gzip: 0 } },
      changes: { changed: 0, added: 0, removed: 0, kept: 3, rendered: 0 },
      previewCommand: 'quire preview',
    });
    expect(changes).toBe('nothing changed since the last build (0 of 1 page rendered), the output folder was left as it was');
  });
});
