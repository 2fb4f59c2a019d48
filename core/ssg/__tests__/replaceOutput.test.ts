import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { replaceOutput } from '../replaceOutput';
import { writeFiles } from '../../../test-utils/fixtures';

function folders(previous: Record<string, string> | undefined, fresh: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-replace-'));
  const outDir = path.join(root, 'dist');
  const tempDir = path.join(root, 'dist.tmp');
  if (previous) writeFiles(outDir, previous);
  writeFiles(tempDir, fresh);
  return { root, outDir, tempDir };
}

const onNote = (message: string) => {
  throw new Error(`unexpected note: ${message}`);
};

const inode = (file: string) => `${fs.statSync(file).ino}:${fs.statSync(file).mtimeMs}`;

describe('replaceOutput', () => {
  test('keeps the very files whose bytes are unchanged, and counts what changed', async () => {
    const { outDir, tempDir } = folders(
      { 'index.html': 'home', 'a.html': 'old a', 'gone.html': 'gone', 'assets/js/main.0123abcd.js': 'main' },
      { 'index.html': 'home', 'a.html': 'new a', 'b.html': 'b', 'assets/js/main.0123abcd.js': 'main' },
    );
    const home = inode(path.join(outDir, 'index.html'));
    const main = inode(path.join(outDir, 'assets/js/main.0123abcd.js'));
    const changes = await replaceOutput({ tempDir, outDir, onNote });
    expect(changes).toEqual({ changed: 1, added: 1, removed: 1, kept: 2 });
    expect(fs.existsSync(tempDir)).toBe(false);
    expect(inode(path.join(outDir, 'index.html'))).toBe(home);
    expect(inode(path.join(outDir, 'assets/js/main.0123abcd.js'))).toBe(main);
    expect(fs.readFileSync(path.join(outDir, 'a.html'), 'utf8')).toBe('new a');
    expect(fs.existsSync(path.join(outDir, 'gone.html'))).toBe(false);
    expect(fs.readdirSync(path.dirname(outDir)).sort()).toEqual(['dist']);
  });

  test('when nothing changed, the output folder is left alone and the new one removed', async () => {
    const { outDir, tempDir } = folders({ 'index.html': 'home', 'zh/index.html': '首页' }, { 'index.html': 'home', 'zh/index.html': '首页' });
    const before = [inode(outDir), inode(path.join(outDir, 'index.html')), inode(path.join(outDir, 'zh/index.html'))];
    expect(await replaceOutput({ tempDir, outDir, onNote })).toEqual({ changed: 0, added: 0, removed: 0, kept: 2 });
    expect([inode(outDir), inode(path.join(outDir, 'index.html')), inode(path.join(outDir, 'zh/index.html'))]).toEqual(before);
    expect(fs.existsSync(tempDir)).toBe(false);
  });

  test('the first build moves the new folder into place', async () => {
    const { outDir, tempDir } = folders(undefined, { 'index.html': 'home' });
    expect(await replaceOutput({ tempDir, outDir, onNote })).toEqual({ changed: 0, added: 1, removed: 0, kept: 0 });
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('home');
  });
});
