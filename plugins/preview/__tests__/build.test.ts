import fs from 'node:fs';
import path from 'node:path';
import { makeSite } from '../../../test-utils/fixtures';
import { runQuire } from '../../../test-utils/runQuire';
import { builtPreviewSite } from './previewSite';

jest.setTimeout(300_000);

/** The preview plugin in a real `quire build` of the fixture: what the pages and the demos' pages hold. */
describe('preview in a build', () => {
  let dist: string;
  beforeAll(async () => {
    dist = path.join(await builtPreviewSite(), 'dist');
  });
  const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
  const demoPages = () => fs.readdirSync(path.join(dist, '~demos')).sort();

  test('an inline demo is server-rendered above its highlighted code, with what it imports from its folder and from packages', () => {
    const html = read('index.html');
    expect(html).toContain('<div class="quire-preview quire-preview--above" data-source="docs/index.mdx:5">');
    // The demo's markup: the component from ../components, the name from ./guide/greeting.json, useState's 0.
    expect(html).toContain('<div class="fixture-counter"><p class="fixture-greeting">Hello, <!-- -->reader<!-- -->!</p><button type="button">Clicked <!-- -->0<!-- --> times</button></div>');
    // Its code follows, highlighted, with the block's title (the preview word is gone from the meta).
    const code = html.slice(html.indexOf('quire-preview__code'));
    expect(code).toMatch(/^quire-preview__code"><div class="quire-code language-tsx quire-code--titled">/);
    expect(code).toContain('<span class="quire-code__filename">Counter.tsx</span>');
    expect(html).toContain('<div class="quire-preview quire-preview--beside" data-source="docs/index.mdx:25">');
    expect(html).toContain('<p class="fixture-hello">Hello from JSX</p>');
    // A block without `preview` is a plain code block.
    expect(html.match(/quire-preview--/g)).toHaveLength(2);
  });

  test('an iframe demo (.md page) gets a page of its own: the iframe, its size, the phone frame and the link point there', () => {
    expect(demoPages()).toHaveLength(2);
    const html = read('guide/frames.html');
    const iframes = [...html.matchAll(/<iframe src="\/docs\/~demos\/(\w+)" title="Demo: (docs\/guide\/frames\.md:\d+)" loading="lazy" style="([^"]*)"( data-follow="")?>/g)];
    expect(iframes.map((m) => [m[2], m[3], Boolean(m[4])])).toEqual([
      ['docs/guide/frames.md:5', 'height:200px', false],
      ['docs/guide/frames.md:15', 'height:200px;width:375px', true],
    ]);
    expect(html).toContain('quire-preview__frame quire-preview__frame--mobile');
    for (const [, id] of iframes) {
      expect(html).toContain(`<a class="quire-preview__open" href="/docs/~demos/${id}" target="_blank" rel="noopener">Open in new tab`);
      expect(demoPages()).toContain(`${id}.html`);
    }
    // The demo is not rendered in the page (its code block shows it, escaped): only its page renders it.
    expect(html).not.toContain('<p class="fixture-isolated">');
  });

  test("a demo's page: the demo alone, server-rendered, its own stylesheet inline and kept out of the site's", () => {
    const [isolated, growing] = ['5', '15'].map((line) => {
      const file = demoPages().find((name) => read(`~demos/${name}`).includes(`Demo: docs/guide/frames.md:${line}</title>`))!;
      return read(`~demos/${file}`);
    });
    const body = (html: string) => html.slice(html.indexOf('<body>'), html.indexOf('<script', html.indexOf('<body>')));
    expect(body(isolated!)).toMatch(/^<body><div id="__quire"><div class="quire-preview-page"><style>\/\* Would turn every paragraph[^<]*p \{\s*color: rgb\(255, 0, 0\);\s*\}\s*<\/style><p class="fixture-isolated">Isolated &amp; styled<\/p><\/div><\/div>$/);
    expect(isolated).toContain('<meta name="robots" content="noindex"/>');
    expect(isolated).toContain('<title>Demo: docs/guide/frames.md:5</title>');
    // The page's component is lazy (loaded with the route, out of the main bundle), and no path of the build machine is in the page.
    expect(isolated).toContain('"component":"$component"');
    expect(isolated).not.toContain(path.resolve(__dirname, '..', '..', '..'));
    // noindex pages: the sitemap leaves them out.
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://preview.example/docs/guide/frames</loc>');
    expect(sitemap).not.toContain('~demos');
    expect(body(growing!)).toContain('<button type="button" class="fixture-grow">More rows</button><p class="fixture-row">Row <!-- -->1</p>');
    const css = fs.readdirSync(path.join(dist, 'assets', 'css')).map((file) => fs.readFileSync(path.join(dist, 'assets', 'css', file), 'utf8')).join('\n');
    expect(css).toContain('.quire-preview {');
    expect(css).not.toContain('rgb(255, 0, 0)');
  });

  test("the page's plain Markdown (.md twin) has the blocks as code blocks (the step is page-only)", () => {
    const twin = read('index.md');
    expect(twin).toContain('A counter, rendered above its code:\n\n```tsx\nimport { useState } from \'react\';');
    expect(twin).toContain('Beside its code:\n\n```jsx\nexport default function Hello() {');
    expect(twin).not.toMatch(/_QuirePreview|preview-0/);
  });

  test('a page without previews loads none of their code', () => {
    const scripts = (html: string) => [...html.matchAll(/<script defer src="\/docs\/([^"]+)"/g)].map((m) => m[1]!);
    const loads = (file: string) => scripts(read(file)).map((script) => read(script)).join('\n');
    expect(loads('index.html')).toContain('quire-preview__result');
    expect(loads('guide/plain.html')).not.toContain('quire-preview');
  });
});

describe('a demo that throws', () => {
  test('fails the production build, naming the block (file:line) and the error, however deep it threw', async () => {
    const site = makeSite({
      'quire.config.ts': "import { defineConfig } from 'quire';\nexport default defineConfig({ title: 'T', plugins: ['quire/plugins/preview'] });\n",
      'docs/index.md': '# Home\n\nText.\n\n```tsx preview\nexport default function Broken(): never {\n  throw new Error("no data for the chart");\n}\n```\n',
      'docs/nested.md':
        '# Nested\n\n```tsx preview\nexport default () => <p>Fine</p>;\n```\n\n```tsx preview="iframe"\nfunction Chart(): never {\n  throw new Error("no axis");\n}\nexport default function Panel() {\n  return <section><Chart /></section>;\n}\n```\n',
    });
    const result = await runQuire(['build', site], { timeout: 240_000 });
    const output = result.stdout + result.stderr;
    expect(result.code).not.toBe(0);
    expect(output).toContain('2 page(s) failed to render');
    expect(output).toMatch(/^\s*- \/: docs\/index\.md:5: no data for the chart$/m);
    expect(output).toMatch(/^\s*- \/~demos\/[\w-]+: docs\/nested\.md:7: no axis$/m);
    expect(fs.existsSync(path.join(site, 'dist'))).toBe(false);
  });

  test('a syntax error fails the build at its line in the page', async () => {
    const site = makeSite({
      'quire.config.ts': "import { defineConfig } from 'quire';\nexport default defineConfig({ title: 'T', plugins: ['quire/plugins/preview'] });\n",
      'docs/index.mdx': '# Home\n\n```tsx preview\nexport default function Broken() {\n  const x: number = ;\n  return <p>{x}</p>;\n}\n```\n\n```jsx preview\nconst noDefault = 1;\n```\n',
    });
    const result = await runQuire(['build', site], { timeout: 240_000 });
    const output = result.stdout + result.stderr;
    expect(result.code).not.toBe(0);
    expect(output).toMatch(/docs\/index\.mdx:5:\d+: syntax error in the preview block/);
    expect(output).toContain('docs/index.mdx:10: a `preview` code block must export its demo as the default export');
  });

  test('an unknown preview mode fails the build at the block, saying what is allowed', async () => {
    const site = makeSite({
      'quire.config.ts': "import { defineConfig } from 'quire';\nexport default defineConfig({ title: 'T', plugins: ['quire/plugins/preview'] });\n",
      'docs/index.md': '# Home\n\nText.\n\n```tsx preview="popup"\nexport default () => null;\n```\n',
    });
    const result = await runQuire(['build', site], { timeout: 240_000 });
    expect(result.code).not.toBe(0);
    expect(result.stdout + result.stderr).toContain(
      'docs/index.md:5:1: MDX compile error: preview="popup" is not a preview mode: write `preview` (inline), `preview="iframe"` or `preview="iframe-follow"`.',
    );
  });
});
