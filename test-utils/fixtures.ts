import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Copies a fixture site to a fresh temporary folder (tests never write into the repository). */
export function copyFixture(fixtureDir: string): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), `quire-${path.basename(fixtureDir)}-`));
  copyFixtureTo({ fixtureDir, target });
  return target;
}

/** Copies a fixture site into `target` (without its output, cache and modules) and links Quire there. */
export function copyFixtureTo({ fixtureDir, target }: { fixtureDir: string; target: string }): void {
  fs.cpSync(fixtureDir, target, {
    recursive: true,
    filter: (src) => !/(^|[\\/])(dist|\.quire|node_modules)([\\/]|$)/.test(path.relative(fixtureDir, src)),
  });
  linkQuire(target);
}

/** Makes `import ... from 'quire'` resolve in a site outside the repository. */
export function linkQuire(siteDir: string): void {
  const modules = path.join(siteDir, 'node_modules');
  fs.mkdirSync(modules, { recursive: true });
  const link = path.join(modules, 'quire');
  if (!fs.existsSync(link)) fs.symlinkSync(path.resolve(__dirname, '..'), link, 'dir');
}

/** Writes files (path -> content) under a folder. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

/** A fresh temporary site made of the given files. */
export function makeSite(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-site-'));
  writeFiles(dir, files);
  linkQuire(dir);
  return dir;
}
