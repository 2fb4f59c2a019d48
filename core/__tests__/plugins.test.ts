import fs from 'node:fs';
import path from 'node:path';
import { copyFixture } from '../../test-utils/fixtures';
import { runQuire } from '../../test-utils/runQuire';

jest.setTimeout(180_000);

const fixture = path.join(__dirname, '__fixtures__', 'plugin-site');

/** A site whose plugin uses every hook, and whose theme folder wraps the original layout. */
describe('plugin hooks and theme layers, end to end', () => {
  let dist: string;

  beforeAll(async () => {
    const site = copyFixture(fixture);
    fs.symlinkSync(path.resolve(__dirname, '../../node_modules/zod'), path.join(site, 'node_modules', 'zod'), 'dir');
    fs.symlinkSync(path.resolve(__dirname, '../../node_modules/webpack'), path.join(site, 'node_modules', 'webpack'), 'dir');
    const result = await runQuire(['build', site]);
    if (result.code !== 0) throw new Error(result.stderr);
    dist = path.join(site, 'dist');
  });

  const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

  test('contentLoaded adds a route whose component gets its data module as props', () => {
    const html = read('entries.html');
    expect(html).toContain('<li>alpha</li><li>beta</li>');
  });

  test('configureWebpack is merged into the build, whose bundle also pre-renders the pages', () => {
    expect(read('entries.html')).toContain('<p class="built-for">quire</p>');
    const chunks = fs.readdirSync(path.join(dist, 'assets/js')).map((f) => read(`assets/js/${f}`)).join('\n');
    expect(chunks).toContain('"quire"');
    expect(chunks).not.toContain('__BUILT_FOR__');
  });

  test('injectHtmlTags and the config head reach every page', () => {
    for (const file of ['index.html', 'entries.html', '404.html']) {
      const html = read(file);
      expect(html).toMatch(/<head>.*<meta name="from-config" content="yes">.*<\/head>/s);
      expect(html).toMatch(/<head>.*<meta name="from-plugin" content="Hello from the plugin">.*<\/head>/s);
      expect(html).toMatch(/<noscript>plugin noscript<\/noscript><\/body><\/html>$/);
    }
  });

  test('markdown remark plugins run on pages', () => {
    expect(read('index.html')).toContain('<strong>LOUD WORDS</strong>');
  });

  test('getThemePath adds a layer, and the site theme wraps @theme-original', () => {
    const html = read('index.html');
    expect(html).toContain('<span class="plugin-badge">badge</span>');
    // The site's Layout wraps the default theme's (reached through @theme-original/Layout).
    expect(html).toMatch(/<div class="site-wrapper"><header class="quire-navbar">/);
  });

  test('getClientModules and globalUIComponents are on every page; setGlobalData is readable', () => {
    const css = fs.readdirSync(path.join(dist, 'assets/css')).map((f) => read(`assets/css/${f}`)).join('');
    expect(css).toContain('.plugin-global-style');
    for (const file of ['index.html', 'entries.html']) {
      expect(read(file)).toContain('<p class="plugin-greeting">Hello from the plugin</p>');
      expect(read(file)).toContain('<div class="config-stamp">config component</div>');
    }
  });

  test('postBuild writes into the output', () => {
    expect(read('routes.txt').split('\n').sort()).toEqual(['/', '/entries']);
  });
});

describe('plugin option validation', () => {
  test('wrong options are reported with their path and the plugin name', async () => {
    const site = copyFixture(fixture);
    fs.symlinkSync(path.resolve(__dirname, '../../node_modules/zod'), path.join(site, 'node_modules', 'zod'), 'dir');
    fs.symlinkSync(path.resolve(__dirname, '../../node_modules/webpack'), path.join(site, 'node_modules', 'webpack'), 'dir');
    const config = path.join(site, 'quire.config.ts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("everything({ greeting: 'Hello from the plugin' })", 'everything({ greeting: 42, extra: true } as never)'));
    const result = await runQuire(['build', site]);
    expect(result.code).toBe(1);
    // Where to fix it: the config file and the entry.
    expect(result.stderr).toMatch(/quire\.config\.ts: plugins\[0\]: Invalid options for plugin "everything":/);
    expect(result.stderr).toContain('greeting: expected a string, received a number (42)');
    expect(result.stderr).toContain('extra: unknown key');
  });
});
