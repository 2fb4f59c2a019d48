import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_REQUEST_TARGET, readRequestPath } from '../requestPath';
import { fileInRoot } from '../fileInRoot';

describe('readRequestPath', () => {
  test.each([
    ['/', '/'],
    ['/guide/start?x=1', '/guide/start'],
    ['/zh/%E5%BF%AB%E9%80%9F', '/zh/快速'],
    ['/a%20b.md', '/a b.md'],
    ['/%252e%252e%252fsecret', '/%2e%2e%2fsecret'],
    ['/a/..b/c..', '/a/..b/c..'],
    ['/.well-known/x', '/.well-known/x'],
    ['http://localhost:3000/guide?q', '/guide'],
  ])('%s reads as %s', (target, pathname) => {
    expect(readRequestPath(target)).toEqual({ ok: true, pathname });
  });

  test.each([
    ['/../secret', '".." segment'],
    ['/a/%2e%2e/secret', '".." segment'],
    ['/a/.%2E/secret', '".." segment'],
    ['/..%2fsecret', '".." segment'],
    ['/..%5csecret', '".." segment'],
    ['/a\\..\\secret', '".." segment'],
    ['/a/..', '".." segment'],
    ['http://x/../secret', '".." segment'],
    ['/%', 'malformed'],
    ['/%zz', 'malformed'],
    ['/%ff', 'malformed'],
    ['/%c0%ae%c0%ae/secret', 'malformed'],
    ['/%ed%a0%80', 'malformed'],
    ['/index.html%00', 'NUL'],
    ['*', 'does not start with /'],
    [`/${'a'.repeat(MAX_REQUEST_TARGET)}`, 'longer than 8192'],
  ])('%s is refused (%s)', (target, reason) => {
    const read = readRequestPath(target);
    expect(read.ok).toBe(false);
    expect(read.ok ? '' : read.reason).toContain(reason);
  });
});

describe('fileInRoot', () => {
  const outer = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'quire-file-in-root-')));
  const root = path.join(outer, 'root');
  fs.mkdirSync(path.join(root, 'sub'), { recursive: true });
  fs.writeFileSync(path.join(outer, 'secret.txt'), 'secret');
  fs.writeFileSync(path.join(root, 'sub', 'page.html'), 'page');
  fs.symlinkSync(path.join(outer, 'secret.txt'), path.join(root, 'leak.txt'));
  fs.symlinkSync(outer, path.join(root, 'up'));
  fs.symlinkSync(path.join(root, 'sub', 'page.html'), path.join(root, 'alias.html'));

  test('a file inside, also through a symlink that stays inside', () => {
    expect(fileInRoot({ root, urlPath: '/sub/page.html' })).toEqual({ kind: 'file', path: path.join(root, 'sub', 'page.html') });
    expect(fileInRoot({ root, urlPath: '/alias.html' })).toEqual({ kind: 'file', path: path.join(root, 'sub', 'page.html') });
  });

  test('symlinks out of the root and `..` are outside; folders and missing files are none', () => {
    for (const urlPath of ['/leak.txt', '/up/secret.txt', '/../secret.txt', '/sub/../../secret.txt', '/a\0b']) expect(fileInRoot({ root, urlPath }).kind).toBe('outside');
    for (const urlPath of ['/sub', '/', '/missing.html']) expect(fileInRoot({ root, urlPath }).kind).toBe('none');
  });
});
