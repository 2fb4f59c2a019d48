import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { makeSite, writeFiles } from '../../../test-utils/fixtures';
import { runQuire } from '../../../test-utils/runQuire';
import { loadConfig } from '../loadConfig';

const env = { mode: 'production', command: 'build' } as const;

describe('loadConfig', () => {
  test('a site without a config gets the defaults', async () => {
    const siteDir = makeSite({ 'docs/index.md': '# Hi' });
    const { config, configPath, configDeps } = await loadConfig({ siteDir, env });
    expect(config.title).toBe('Quire');
    expect(configPath).toBeUndefined();
    expect(configDeps).toEqual([]);
  });

  test('compiles a TypeScript config with imports, records its local dependencies', async () => {
    const siteDir = makeSite({
      'quire.config.ts': `import { defineConfig } from 'quire';\nimport { shared } from './config/shared';\nconst title: string = shared.title;\nexport default defineConfig({ title, description: import.meta.url.startsWith('file:') ? 'esm ok' : 'no' });\n`,
      'config/shared.ts': `export const shared = { title: 'From TS' as const };\n`,
    });
    const { config, configPath, configDeps } = await loadConfig({ siteDir, env });
    expect(config.title).toBe('From TS');
    expect(config.description).toBe('esm ok');
    expect(configPath).toBe(path.join(siteDir, 'quire.config.ts'));
    expect(configDeps.sort()).toEqual([path.join(siteDir, 'config/shared.ts'), path.join(siteDir, 'quire.config.ts')].sort());
  });

  test('evaluates the config fresh on every load (dev reloads)', async () => {
    const siteDir = makeSite({ 'quire.config.mjs': `import { t } from './t.mjs';\nexport default { title: t };\n`, 't.mjs': `export const t = 'one';\n` });
    expect((await loadConfig({ siteDir, env })).config.title).toBe('one');
    fs.writeFileSync(path.join(siteDir, 't.mjs'), `export const t = 'two';\n`);
    expect((await loadConfig({ siteDir, env })).config.title).toBe('two');
  });

  test("a .mjs config gets a local .mjs module's default export", async () => {
    const siteDir = makeSite({
      'quire.config.mjs': `import plugin from './plugins/x.mjs';\nimport { title } from './plugins/x.mjs';\nexport default { title: plugin() + title };\n`,
      'plugins/x.mjs': `export default function plugin() { return 'default'; }\nexport const title = ' and named';\n`,
    });
    expect((await loadConfig({ siteDir, env })).config.title).toBe('default and named');
  });

  test('a config function receives the mode and command', async () => {
    const siteDir = makeSite({ 'quire.config.js': `module.exports = ({ mode, command }) => ({ title: mode + ':' + command });\n` });
    expect((await loadConfig({ siteDir, env: { mode: 'development', command: 'dev' } })).config.title).toBe('development:dev');
  });

  test('process.env.NODE_ENV is the mode while the config and its files load, then what it was', async () => {
    const siteDir = makeSite({
      'quire.config.ts': `import { fromFile } from './env';\nexport default { title: process.env.NODE_ENV + '/' + fromFile };\n`,
      'env.ts': `export const fromFile = process.env.NODE_ENV;\n`,
    });
    const before = process.env.NODE_ENV;
    expect((await loadConfig({ siteDir, env })).config.title).toBe('production/production');
    expect(process.env.NODE_ENV).toBe(before);
    expect((await loadConfig({ siteDir, env: { mode: 'development', command: 'dev' } })).config.title).toBe('development/development');
    expect(process.env.NODE_ENV).toBe(before);
  });

  test('a syntax error names the file, line and column', async () => {
    const siteDir = makeSite({ 'quire.config.ts': `export default {\n  title: 'x',,\n};\n` });
    await expect(loadConfig({ siteDir, env })).rejects.toMatchObject({
      location: { file: path.join(siteDir, 'quire.config.ts'), line: 2, column: 14 },
    });
  });

  test('an invalid config reports the file and every field', async () => {
    const siteDir = makeSite({ 'quire.config.ts': `export default { title: 1, lang: 2 };\n` });
    await expect(loadConfig({ siteDir, env })).rejects.toThrow(/title: expected a string[\s\S]*lang: expected a string/);
  });
  test('an ES module config: top-level await, import.meta, an ESM-only package, local .ts and .mjs files', async () => {
    const siteDir = makeSite({
      'node_modules/esm-only/package.json': JSON.stringify({ name: 'esm-only', type: 'module', exports: './index.js' }),
      'node_modules/esm-only/index.js': `export const name = 'esm-only';\nexport default await Promise.resolve(42);\n`,
      'quire.config.ts': [
        `import path from 'node:path';`,
        `import answer, { name } from 'esm-only';`,
        `import { defineConfig } from 'quire';`,
        `import { sub } from './config/sub.mjs';`,
        `import { local } from './config/local';`,
        `const loaded: string = await Promise.resolve('awaited');`,
        `export default defineConfig({`,
        `  title: [loaded, name, answer, sub, local].join(' '),`,
        `  description: [import.meta.dirname === __dirname, path.basename(import.meta.filename), new URL(import.meta.url).pathname.endsWith('/quire.config.ts')].join(','),`,
        `});`,
      ].join('\n'),
      'config/sub.mjs': `export const sub = new URL(import.meta.url).pathname.endsWith('/config/sub.mjs') ? 'sub-url' : import.meta.url;\n`,
      'config/local.ts': `export const local: string = require('node:path').basename(__dirname);\n`,
    });
    const { config, configDeps } = await loadConfig({ siteDir, env });
    expect(config.title).toBe('awaited esm-only 42 sub-url config');
    expect(config.description).toBe('true,quire.config.ts,true');
    expect(configDeps.sort()).toEqual(['config/local.ts', 'config/sub.mjs', 'quire.config.ts'].map((f) => path.join(siteDir, f)).sort());
    // The bundle it imported is gone.
    expect(fs.readdirSync(path.join(siteDir, 'node_modules', '.quire'))).toEqual([]);
  });

  test('a .cjs config with require(), __dirname and a local CommonJS file', async () => {
    const siteDir = makeSite({
      'quire.config.cjs': `const path = require('node:path');\nconst { defineConfig } = require('quire');\nconst { t } = require('./config/t.cjs');\nmodule.exports = defineConfig({ title: t + ' ' + path.basename(__dirname) });\n`,
      // require.resolve in a bundled file resolves from that file, as a local plugin naming its remark step does.
      'config/t.cjs': `exports.t = require('node:path').basename(__filename) + ':' + require('node:path').relative(__dirname, require.resolve('./step.cjs'));\n`,
      'config/step.cjs': `module.exports = () => {};\n`,
    });
    const { config, configDeps } = await loadConfig({ siteDir, env });
    expect(config.title).toBe(`t.cjs:step.cjs ${path.basename(siteDir)}`);
    expect(configDeps.sort()).toEqual([path.join(siteDir, 'config/t.cjs'), path.join(siteDir, 'quire.config.cjs')].sort());
  });

  test('a site folder given relative to the current folder', async () => {
    const siteDir = makeSite({ 'quire.config.ts': `export default { title: 'relative' };\n` });
    const { config, configPath } = await loadConfig({ siteDir: path.relative(process.cwd(), siteDir), env });
    expect(config.title).toBe('relative');
    expect(configPath).toBe(path.join(siteDir, 'quire.config.ts'));
  });

  test('a CommonJS config with `exports.default` (compiled TypeScript) gives its default', async () => {
    const siteDir = makeSite({ 'quire.config.js': `Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = { title: 'compiled' };\n` });
    expect((await loadConfig({ siteDir, env })).config.title).toBe('compiled');
  });

  test('a config in a "type": "module" site, and one without node_modules (the bundle goes beside it)', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-site-'));
    writeFiles(siteDir, {
      'package.json': JSON.stringify({ type: 'module' }),
      'quire.config.js': `const parts = await Promise.all([import.meta.url.startsWith('file:'), 'module']);\nexport default { title: parts.join(' ') };\n`,
    });
    expect((await loadConfig({ siteDir, env })).config.title).toBe('true module');
    expect(fs.readdirSync(siteDir).sort()).toEqual(['package.json', 'quire.config.js']);
  });

  test('an error thrown by a file the config imports names that file, line and column', async () => {
    const siteDir = makeSite({
      'quire.config.ts': `import { helper } from './config/helper';\nexport default { title: helper() };\n`,
      'config/helper.ts': `export function helper(): string {\n  const x: number = 1;\n  throw new Error('boom ' + x);\n}\n`,
    });
    await expect(loadConfig({ siteDir, env })).rejects.toMatchObject({
      message: 'Could not load the config: boom 1',
      location: { file: path.join(siteDir, 'config/helper.ts'), line: 3, column: 9 },
    });
    expect(fs.readdirSync(path.join(siteDir, 'node_modules', '.quire'))).toEqual([]);
  });

  test('an error on line 1 and one in the config function keep their columns', async () => {
    const siteDir = makeSite({ 'quire.config.ts': `const a: any = undefined; export default () => ({ title: a.b });\n` });
    await expect(loadConfig({ siteDir, env })).rejects.toMatchObject({
      location: { file: path.join(siteDir, 'quire.config.ts'), line: 1, column: 60 },
    });
    const syntax = makeSite({ 'quire.config.ts': `export default { title: 'x' };\n`, 'x.ts': '' });
    fs.writeFileSync(path.join(syntax, 'quire.config.ts'), `import './x';\nexport default { title: 'x' } +;\n`);
    await expect(loadConfig({ siteDir: syntax, env })).rejects.toMatchObject({
      location: { file: path.join(syntax, 'quire.config.ts'), line: 2, column: 32 },
    });
    fs.writeFileSync(path.join(syntax, 'quire.config.ts'), `import './x';\nexport default { title: 'x' };\n`);
    fs.writeFileSync(path.join(syntax, 'x.ts'), `export const = 1;\n`);
    await expect(loadConfig({ siteDir: syntax, env })).rejects.toMatchObject({
      location: { file: path.join(syntax, 'x.ts'), line: 1, column: 14 },
    });
  });

  test('a site where quire is not installed is told to install it, not to fix the config (CLI)', async () => {
    // Jest maps `quire` to its sources (jest.config.ts), so this runs the real command on a site without node_modules.
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-site-'));
    writeFiles(siteDir, {
      'package.json': JSON.stringify({ name: 'site', devDependencies: { quire: '^1.0.0' } }),
      'quire.config.ts': `// My site\nimport { defineConfig } from 'quire';\nexport default defineConfig({ title: 'x' });\n`,
      'docs/index.md': '# Hi\n',
    });
    const result = await runQuire(['build'], { cwd: siteDir, env: { npm_config_user_agent: '' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'quire.config.ts:2:30: Could not load the config: Quire is not installed in this site (the config imports "quire").\n' +
        'Run `npm install`, then run quire again.',
    );
    expect(result.stderr).not.toMatch(/Fix the config/);
  });

  test('a missing package the config imports is named with the command that adds it', async () => {
    const siteDir = makeSite({
      'pnpm-lock.yaml': 'lockfileVersion: 9.0\n',
      'quire.config.mjs': `import { defineConfig } from 'quire';\nimport remarkThing from '@acme/remark-thing/sub';\nexport default defineConfig({ title: 'x', markdown: { remarkPlugins: [remarkThing] } });\n`,
    });
    await expect(loadConfig({ siteDir, env })).rejects.toMatchObject({
      message: 'Could not load the config: the package "@acme/remark-thing" it imports is not installed.',
      hint: expect.stringMatching(/^Run `pnpm add @acme\/remark-thing` in /),
      location: { file: path.join(siteDir, 'quire.config.mjs'), line: 2, column: 25 },
    });
  });

  // Through the CLI, as a user meets it: a module whose top-level await never settles would stay
  // pending in this process's module loader.
  test.each([
    ['a top-level await', `await new Promise(() => {});\nexport default { title: 'never' };\n`],
    ['an exported promise', `export default new Promise(() => {});\n`],
    ['a config function', `export default () => new Promise(() => { setInterval(() => {}, 1000); });\n`],
  ])('a config that never settles (%s) fails within the load timeout, naming the file and what to do', async (_what, code) => {
    const siteDir = makeSite({ 'quire.config.ts': code, 'docs/index.md': '# Hi\n' });
    const started = Date.now();
    const result = await runQuire(['build'], { cwd: siteDir, env: { QUIRE_CONFIG_TIMEOUT_MS: '500' }, timeout: 60_000 });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'quire.config.ts: Could not load the config: it did not finish loading within 0.5 s.\n' +
        'Something it waits for never settles: a top-level await, an exported promise or a config function waiting on a server, a file or input.',
    );
    expect(result.stderr).toContain('set QUIRE_CONFIG_TIMEOUT_MS (milliseconds) for a config that is only slow');
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  test("the next load removes the bundles that loads which never ended left behind (and only those)", async () => {
    const siteDir = makeSite({ 'quire.config.ts': `export default { title: 'x' };\n` });
    const dir = path.join(siteDir, 'node_modules', '.quire');
    const made = (ms: number) => `quire.config.ts.${ms.toString(36)}-0123abcd.mjs`;
    const old = made(Date.now() - 60 * 60_000);
    const recent = made(Date.now() - 1000);
    fs.mkdirSync(dir, { recursive: true });
    for (const name of [old, recent, 'other.mjs']) fs.writeFileSync(path.join(dir, name), 'export default {};\n');
    await loadConfig({ siteDir, env });
    expect(fs.readdirSync(dir).sort()).toEqual(['other.mjs', recent]);
  });

  test('loads in a worker thread, as the compile workers do', async () => {
    const siteDir = makeSite({ 'quire.config.ts': `const t: string = await Promise.resolve('in a worker');\nexport default { title: t };\n` });
    const lib = path.resolve(__dirname, '../../../lib/core/config/loadConfig.js');
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');\n` +
        `require(workerData.lib).loadConfig({ siteDir: workerData.siteDir, env: workerData.env }).then((r) => parentPort.postMessage(r.config.title), (e) => parentPort.postMessage('error: ' + e.message));`,
      { eval: true, workerData: { lib, siteDir, env } },
    );
    const title = await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(title).toBe('in a worker');
  });
});
