import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, openHydrated, until, watchProblems } from '../../../test-utils/browser';
import { makeSite } from '../../../test-utils/fixtures';
import { runQuire } from '../../../test-utils/runQuire';
import { startDev, startPreview, waitForText } from '../../../test-utils/servedSites';

/**
 * A site whose package.json says `"type": "commonjs"` (what `npm init -y` writes) or `"module"`
 * builds as one without "type": Quire's generated modules (`.quire/*.js`), the MDX output and
 * Quire's browser sources are ES modules whatever the site's package type, while the site's own
 * files keep their meaning (a `.js` component is an ES module in a "module" site, a `.cjs` helper
 * is CommonJS). Each site is built twice: cold, then from webpack's persistent cache.
 */

jest.setTimeout(300_000);

const greeting = (ext: string) =>
  `import { useState } from 'react';\n` +
  `export default function Greeting({ name }) {\n` +
  `  const [count, setCount] = useState(0);\n` +
  `  return <button className="greeting" onClick={() => setCount(count + 1)}>Hello, {name} (${ext}): {count}</button>;\n` +
  `}\n`;

const page = (component: string, name: string) =>
  `---\ntitle: Package type\n---\n\nimport Greeting from '${component}';\nimport { shout } from '../components/shout.cjs';\n\n# {shout('${name}')}\n\n<Greeting name="${name}" />\n`;

const shoutCjs = `module.exports.shout = (text) => text.toUpperCase() + '!';\n`;

const SITES = {
  none: {
    'package.json': JSON.stringify({ name: 'no-type', private: true }),
    'quire.config.ts': `import { defineConfig } from 'quire';\nexport default defineConfig({ title: 'No type' });\n`,
    'docs/index.mdx': page('../components/Greeting.jsx', 'none'),
    'components/Greeting.jsx': greeting('jsx'),
    'components/shout.cjs': shoutCjs,
  },
  commonjs: {
    'package.json': JSON.stringify({ name: 'commonjs-site', version: '1.0.0', type: 'commonjs' }),
    'quire.config.js': `const { defineConfig } = require('quire');\nmodule.exports = defineConfig({ title: 'CommonJS ' + require('node:path').basename(__filename) });\n`,
    // A CommonJS `.js` component with JSX: CommonJS through the JS loader too (its JSX runtime required).
    'docs/index.mdx': page('../components/Greeting.jsx', 'commonjs') + `\nimport Badge from '../components/Badge.js';\n\n<Badge />\n`,
    'components/Greeting.jsx': greeting('jsx'),
    'components/Badge.js': `const { useId } = require('react');\nmodule.exports = function Badge() {\n  return <em className="badge" data-id={useId() ? 'id' : ''}>CommonJS .js</em>;\n};\n`,
    'components/shout.cjs': shoutCjs,
  },
  module: {
    'package.json': JSON.stringify({ name: 'module-site', version: '1.0.0', type: 'module' }),
    // An ES module config with top-level await and import.meta, and a `.js` component that is an ES module.
    'quire.config.js': `import path from 'node:path';\nimport { defineConfig } from 'quire';\nconst suffix = await Promise.resolve(path.basename(import.meta.filename));\nexport default defineConfig({ title: 'Module ' + suffix });\n`,
    'docs/index.mdx': page('../components/Greeting.js', 'module'),
    'components/Greeting.js': greeting('js'),
    'components/shout.cjs': shoutCjs,
  },
} as const;

const sites = new Map<string, string>();
afterAll(() => {
  for (const dir of sites.values()) fs.rmSync(dir, { recursive: true, force: true });
});

async function buildOk(siteDir: string): Promise<string> {
  const result = await runQuire(['build', siteDir]);
  if (result.code !== 0) throw new Error(`quire build failed:\n${result.stdout}\n${result.stderr}`);
  return fs.readFileSync(path.join(siteDir, 'dist', 'index.html'), 'utf8');
}

describe.each(Object.keys(SITES) as (keyof typeof SITES)[])('a site with package type "%s"', (type) => {
  test('builds cold and again from the cache, and the page renders', async () => {
    const siteDir = makeSite(SITES[type]);
    sites.set(type, siteDir);
    const ext = type === 'module' ? 'js' : 'jsx';
    const expectPage = (html: string) => {
      expect(html).toMatch(new RegExp(`<h1[^>]*>${type.toUpperCase()}!`));
      expect(html).toMatch(new RegExp(`<button class="greeting">Hello, <!-- -->${type}<!-- --> \\(${ext}\\): <!-- -->0</button>`));
    };
    const cold = await buildOk(siteDir);
    expectPage(cold);
    expect(cold).toContain(`<title>Package type - ${{ none: 'No type', commonjs: 'CommonJS quire.config.js', module: 'Module quire.config.js' }[type]}</title>`);
    expect(fs.readdirSync(path.join(siteDir, '.quire', 'cache', 'webpack'))).toContain('production');
    if (type === 'commonjs') expect(cold).toContain('<em class="badge" data-id="id">CommonJS .js</em>');
    const warm = await buildOk(siteDir);
    expectPage(warm);
    expect(warm).toBe(cold);
    // The config's bundle (loadConfig) leaves nothing behind.
    expect(fs.readdirSync(path.join(siteDir, 'node_modules', '.quire'))).toEqual([]);
  });
});

test('in a "commonjs" site, a .js file written with import/export fails at its first import, saying why', async () => {
  const siteDir = makeSite({
    'package.json': JSON.stringify({ name: 'commonjs-site', type: 'commonjs' }),
    'docs/index.mdx': `import Esm from '../components/Esm.js';\n\n# Hi\n\n<Esm />\n`,
    'components/Esm.js': `// A component\nexport default function Esm() {\n  return <b>esm</b>;\n}\n`,
  });
  sites.set('commonjs-esm', siteDir);
  const result = await runQuire(['build'], { cwd: siteDir });
  expect(result.code).toBe(1);
  expect(result.stderr).toContain(
    `components/Esm.js:2:1: import/export in a CommonJS file: the nearest package.json says "type": "commonjs"`,
  );
  expect(result.stderr).toContain('Rename the file to .jsx, .mjs or .tsx');
});

describe('in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('the built "commonjs" site hydrates: its component responds, no errors', async () => {
    const siteDir = sites.get('commonjs') ?? makeSite(SITES.commonjs);
    if (!fs.existsSync(path.join(siteDir, 'dist'))) await buildOk(siteDir);
    const preview = await startPreview(siteDir);
    try {
      const context = await newContext({ browser });
      const tab = await context.newPage();
      // The browser's own request for /favicon.ico (this site has none) is the one 404 allowed.
      const problems = watchProblems({ page: tab, ignore: /status of 404/ });
      tab.on('response', (response) => {
        if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${response.status()} ${response.url()}`);
      });
      await openHydrated({ page: tab, url: `${preview.origin}/` });
      const button = tab.locator('button.greeting');
      await button.click();
      await button.click();
      await until(() => button.textContent(), 'Hello, commonjs (jsx): 2');
      expect(problems).toEqual([]);
    } finally {
      await preview.stop();
    }
  });

  test('the dev server serves a "commonjs" site', async () => {
    const siteDir = makeSite(SITES.commonjs);
    sites.set('commonjs-dev', siteDir);
    const dev = await startDev(siteDir);
    try {
      const context = await newContext({ browser });
      const tab = await context.newPage();
      await waitForText({ page: tab, server: dev, url: '/', selector: 'button.greeting', text: 'Hello, commonjs (jsx)', timeout: 60_000 });
      expect(await tab.locator('h1').first().textContent()).toContain('COMMONJS!');
      expect(dev.output()).not.toMatch(/sourceType: module|Module parse failed/);
    } finally {
      await dev.stop();
    }
  });
});
