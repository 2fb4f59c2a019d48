import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFiles } from '../../../test-utils/fixtures';
import { detectPackageManager, installCommand, missingPackageOf } from '../missingPackage';

const folder = (files: Record<string, string>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-pm-'));
  writeFiles(dir, files);
  return dir;
};

describe('missingPackageOf', () => {
  const notFound = (code: string, message: string) => Object.assign(new Error(message), { code });

  test("names the package of Node's ESM and CommonJS not-found errors", () => {
    expect(missingPackageOf(notFound('ERR_MODULE_NOT_FOUND', "Cannot find package 'quire' imported from /s/x.mjs"))).toBe('quire');
    expect(missingPackageOf(notFound('ERR_MODULE_NOT_FOUND', "Cannot find package '@acme/thing' imported from /s/x.mjs"))).toBe('@acme/thing');
    expect(missingPackageOf(notFound('MODULE_NOT_FOUND', "Cannot find module 'remark-x/lib/a'\nRequire stack:\n- /s/x.mjs"))).toBe('remark-x');
    expect(missingPackageOf(notFound('MODULE_NOT_FOUND', "Cannot find module '@acme/thing/sub'"))).toBe('@acme/thing');
  });

  test('a missing file is not a missing package, nor is another error', () => {
    expect(missingPackageOf(notFound('ERR_MODULE_NOT_FOUND', "Cannot find module '/s/x.js' imported from /s/y.mjs"))).toBeUndefined();
    expect(missingPackageOf(notFound('MODULE_NOT_FOUND', "Cannot find module './local'"))).toBeUndefined();
    expect(missingPackageOf(new Error("Cannot find package 'quire'"))).toBeUndefined();
    expect(missingPackageOf(undefined)).toBeUndefined();
  });
});

describe('installCommand', () => {
  test("the site's lockfile decides the package manager, in the site or a parent folder", () => {
    expect(detectPackageManager({ siteDir: folder({ 'pnpm-lock.yaml': '' }) })).toBe('pnpm');
    expect(detectPackageManager({ siteDir: folder({ 'yarn.lock': '' }) })).toBe('yarn');
    expect(detectPackageManager({ siteDir: folder({ 'bun.lock': '' }) })).toBe('bun');
    const workspace = folder({ 'pnpm-lock.yaml': '', 'site/package.json': '{}' });
    expect(detectPackageManager({ siteDir: path.join(workspace, 'site') })).toBe('pnpm');
  });

  test('without a lockfile, the package manager running the command, else npm', () => {
    const dir = folder({ 'package.json': '{}' });
    expect(detectPackageManager({ siteDir: dir, userAgent: 'yarn/4.1.0 npm/? node/v20.19.0 linux x64' })).toBe('yarn');
    expect(detectPackageManager({ siteDir: dir, userAgent: '' })).toBe('npm');
  });

  test('install when package.json lists the package, add it when it does not', () => {
    const listed = folder({ 'package.json': JSON.stringify({ devDependencies: { quire: '^1.0.0' } }) });
    expect(installCommand({ siteDir: listed, packageName: 'quire', userAgent: '' })).toBe('npm install');
    expect(installCommand({ siteDir: listed, packageName: 'remark-x', userAgent: '' })).toBe('npm install remark-x');
    const pnpm = folder({ 'package.json': JSON.stringify({ dependencies: { quire: '1' } }), 'pnpm-lock.yaml': '' });
    expect(installCommand({ siteDir: pnpm, packageName: 'quire' })).toBe('pnpm install');
    expect(installCommand({ siteDir: pnpm, packageName: '@acme/x' })).toBe('pnpm add @acme/x');
  });
});
