import fs from 'node:fs';
import path from 'node:path';
import { makeSite } from '../../../test-utils/fixtures';
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
});
