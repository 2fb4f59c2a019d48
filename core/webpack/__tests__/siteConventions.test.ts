import fs from 'node:fs';
import path from 'node:path';
import { makeSite } from '../../../test-utils/fixtures';
import { runQuire } from '../../../test-utils/runQuire';

/**
 * What a docs folder written for Vite-based frameworks expects of the bundler, built through the
 * CLI: fragments imported without their extension (their headings in the page's outline), the
 * tsconfig's `paths` (from a base config it extends) and `baseUrl`, `?raw`, CSS modules, SCSS
 * modules with variables, the site's PostCSS config, `/en/...` links, NODE_ENV in the config.
 */

jest.setTimeout(300_000);

const SITE = {
  'package.json': JSON.stringify({ name: 'conventions', private: true }),
  'quire.config.ts':
    `import { defineConfig } from 'quire';\n` +
    `export default defineConfig({ title: 'Conventions', description: 'env:' + process.env.NODE_ENV, lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }], route: { exclude: ['**/fragments/**'] } });\n`,
  'tsconfig.base.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@components/*': ['./components/*'], '@en/*': ['./docs/en/*'], '@snippet': ['./snippets/hello.ts'] } } }),
  // Comments and a trailing comma: TypeScript reads what JSON.parse would refuse.
  'tsconfig.json': `{\n  // The site's own options\n  "extends": "./tsconfig.base.json",\n  "compilerOptions": { "jsx": "react-jsx", },\n}\n`,
  'postcss.config.cjs': `module.exports = { plugins: [{ postcssPlugin: 'mark', Declaration: { 'quire-mark': (decl) => { decl.prop = 'outline-width'; decl.value = decl.value + 'px'; } } }] };\n`,
  'docs/en/index.md': '---\npageType: home\ntitleSuffix: Every convention\n---\n',
  'docs/en/guide/start.md': '# Start\n\n## Install step\n',
  'docs/en/guide/imports.mdx':
    `import Intro from './fragments/intro';\n` +
    `import Shared from '@en/guide/fragments/shared';\n` +
    `import Card from '@components/Card';\n` +
    `import Plain from 'components/Plain';\n` +
    `import hello from '@snippet?raw';\n` +
    `import notes from './fragments/notes.md?raw';\n\n` +
    `# Imports\n\n<Intro />\n\n<Shared />\n\n<Card title="Aliased" />\n\n<Plain />\n\n<pre className="raw-ts">{hello}</pre>\n\n<pre className="raw-md">{notes}</pre>\n\n` +
    `[Start](/en/guide/start) and [its step](/en/guide/start.md#install-step) and [home](/en/)\n`,
  'docs/en/guide/fragments/intro.mdx': '## From the intro\n\nIntro text.\n',
  'docs/en/guide/fragments/shared.md': '## Shared heading\n\nShared text.\n',
  'docs/en/guide/fragments/notes.md': '# Notes {#raw}\n',
  'docs/zh/guide/start.md': '# 开始\n\n[English start](/en/guide/start)\n',
  'components/Card.tsx':
    `import styles from './Card.module.scss';\nimport plain from './plain.module.css';\n` +
    `export default function Card({ title }: { title: string }) {\n  return <div className={styles.card + ' ' + plain.box} data-card>{title}</div>;\n}\n`,
  'components/Card.module.scss': `$accent: 7;\n.card {\n  quire-mark: $accent;\n  .inner { margin: 0; }\n}\n`,
  'components/plain.module.css': `.box { padding: 3px; quire-mark: 5; }\n`,
  'components/Plain.tsx': `export default function Plain() {\n  return <em className="plain">from baseUrl</em>;\n}\n`,
  'snippets/hello.ts': `export const hello = 'raw <text>';\n`,
};

let siteDir: string;
afterAll(() => {
  if (siteDir) fs.rmSync(siteDir, { recursive: true, force: true });
});

const read = (file: string) => fs.readFileSync(path.join(siteDir, 'dist', file), 'utf8');

test('extensionless and aliased imports, ?raw, SCSS and CSS modules, PostCSS, /en/ links, NODE_ENV', async () => {
  siteDir = makeSite(SITE);
  const result = await runQuire(['build', siteDir]);
  if (result.code !== 0) throw new Error(`quire build failed:\n${result.stdout}\n${result.stderr}`);
  expect(result.stderr).not.toContain('[quire] warning');

  const html = read('guide/imports.html');
  // The fragments, imported without extension and through an alias, render and join the outline.
  expect(html).toContain('Intro text.');
  expect(html).toContain('Shared text.');
  expect(html).toMatch(/<h2 id="from-the-intro"/);
  expect(html).toMatch(/<h2 id="shared-heading"/);
  // The aliased component (tsconfig paths from the extended config) and the baseUrl one.
  const card = /<div class="([^"]+)" data-card="true">Aliased<\/div>/.exec(html);
  expect(card).not.toBeNull();
  expect(html).toContain('<em class="plain">from baseUrl</em>');
  // ?raw: the file's text, escaped where it reaches HTML.
  expect(html).toContain('<pre class="raw-ts">export const hello = &#x27;raw &lt;text&gt;&#x27;;\n</pre>');
  expect(html).toContain('<pre class="raw-md"># Notes {#raw}\n</pre>');
  // The default language's prefix is dropped from links.
  expect(html).toContain('href="/guide/start"');
  expect(html).toContain('href="/guide/start#install-step"');
  expect(html).not.toContain('href="/en/');
  expect(read('zh/guide/start.html')).toContain('href="/guide/start"');

  // The SCSS module's classes (same names in the pre-rendered HTML as in the stylesheet), its
  // variable compiled, then the site's PostCSS plugin run on it.
  const [scssClass, cssClass] = card![1]!.split(' ');
  const cssFile = fs.readdirSync(path.join(siteDir, 'dist/assets/css')).find((f) => f.endsWith('.css'))!;
  // Compared without white space and last semicolons, as the stylesheet may be minified or not.
  const css = read(`assets/css/${cssFile}`).replace(/\s+/g, '').replace(/;\}/g, '}');
  const has = (text: string | RegExp) => (typeof text === 'string' ? css.includes(text) : text.test(css));
  expect(has(`.${scssClass}{outline-width:7px}`)).toBe(true);
  expect(has(new RegExp(`\\.${scssClass}\\.[\\w-]+\\{margin:0\\}`))).toBe(true);
  expect(has(`.${cssClass}{padding:3px;outline-width:5px}`)).toBe(true);
  expect(has('$accent') || has('quire-mark')).toBe(false);

  // The config read NODE_ENV while the build loaded it; the home page's title has its suffix.
  const home = read('index.html');
  expect(home).toContain('<meta name="description" content="env:production"');
  expect(home).toContain('<title>Conventions - Every convention</title>');
});
