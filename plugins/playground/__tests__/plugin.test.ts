import fs from 'node:fs';
import path from 'node:path';
import { QuireAggregateError } from 'quire/plugin-utils';
import { compileMdx } from '../../../core/markdown/compileMdx';
import { makeSite } from '../../../test-utils/fixtures';
import { makeLoadContext } from '../../../test-utils/loadContext';
import { runQuire } from '../../../test-utils/runQuire';
import playgroundPlugin from '../index';
import { playgroundModulesSource } from '../modulesModule';
import { readPlaygroundOptions } from '../options';
import remarkPlayground from '../remarkPlayground';
import { builtPlaygroundSite, installGreeting } from './fixtureSite';

/*
 * The plugin's Node side: its options (every problem at once, a package the site cannot resolve),
 * the generated module of allowed imports, its Markdown step through the real MDX compiler, and
 * the fixture site's build: the server's output holds the highlighted code and no editor.
 */

jest.setTimeout(300_000);

function optionsError(options: unknown, siteDir = makeSite({})): QuireAggregateError {
  try {
    readPlaygroundOptions({ options, siteDir });
  } catch (error) {
    expect(error).toBeInstanceOf(QuireAggregateError);
    return error as QuireAggregateError;
  }
  throw new Error('the options were accepted');
}

describe('options', () => {
  test('defaults: no modules, 300 ms', () => {
    expect(readPlaygroundOptions({ options: undefined, siteDir: makeSite({}) })).toEqual({ modules: [], debounce: 300 });
  });

  test('listed packages installed where the site resolves them are accepted, subpaths too, each once', () => {
    const siteDir = makeSite({});
    installGreeting(siteDir);
    expect(readPlaygroundOptions({ options: { modules: ['fixture-greeting', 'fixture-greeting/index.js', 'fixture-greeting'], debounce: 0 }, siteDir })).toEqual({
      modules: ['fixture-greeting', 'fixture-greeting/index.js'],
      debounce: 0,
    });
  });

  test('every problem at once, with its path', () => {
    const error = optionsError({ modules: ['Bad Name', 'react', 42], debounce: -1, render: 'x' });
    expect(error.message).toContain('Invalid options for plugin "playground":');
    expect(error.errors.join('\n')).toMatch(/modules\[0\].*must be a package name/);
    expect(error.errors.join('\n')).toMatch(/modules\[1\].*is always available to a playground: leave it out/);
    expect(error.errors.join('\n')).toMatch(/modules\[2\]/);
    expect(error.errors.join('\n')).toMatch(/debounce/);
    expect(error.errors.join('\n')).toMatch(/render/);
    expect(error.errors.length).toBeGreaterThanOrEqual(5);
  });

  test('a package the site cannot resolve is named with its place and what to do', () => {
    const siteDir = makeSite({});
    installGreeting(siteDir);
    const error = optionsError({ modules: ['fixture-greeting', 'not-installed-here', '@scope/missing/sub'] }, siteDir);
    expect(error.errors).toEqual([
      `modules[1]: the package "not-installed-here" is not installed where the site can resolve it (${siteDir}); install it (npm install not-installed-here) or leave it out.`,
      `modules[2]: the package "@scope/missing" is not installed where the site can resolve it (${siteDir}); install it (npm install @scope/missing) or leave it out.`,
    ]);
    expect(error.message).toContain('Plugin "playground": 2 modules are missing (option "modules"):');
  });
});

test('the generated module: one lazy loader per allowed package, and the delay', () => {
  expect(playgroundModulesSource({ modules: ['dayjs', '@scope/pkg/sub'], debounce: 250 })).toBe(
    [
      '// Written by quire/plugins/playground from its options: what playground code may import.',
      'export const modules = {',
      '  "dayjs": () => import("dayjs"),',
      '  "@scope/pkg/sub": () => import("@scope/pkg/sub"),',
      '};',
      'export const debounce = 250;',
      '',
    ].join('\n'),
  );
});

test('the factory: its Markdown step and component, and the alias to the module it writes', async () => {
  const context = makeLoadContext();
  const plugin = await playgroundPlugin(context, {});
  expect(plugin.name).toBe('playground');
  expect(plugin.markdown?.remarkPlugins).toEqual([remarkPlayground]);
  expect(plugin.markdown?.components).toEqual({ Playground: path.join(context.quireDir, 'plugins', 'playground', 'client', 'Playground.tsx') });
  await plugin.contentLoaded?.({ content: undefined, actions: {} as never, pageData: (() => Promise.resolve([])) as never });
  const file = path.join(context.generatedFilesDir, 'playground', 'modules.js');
  expect(fs.readFileSync(file, 'utf8')).toContain('export const debounce = 300;');
  expect(plugin.configureWebpack?.({ config: {}, utils: {} as never, content: undefined })).toEqual({ resolve: { alias: { 'quire-playground-modules$': file } } });
});

describe('the Markdown step, through the MDX compiler', () => {
  const siteDir = makeSite({});
  const options = {
    remarkPlugins: [remarkPlayground as never],
    rehypePlugins: [],
    development: false,
    providerImportSource: 'quire/mdx-provider',
    components: { Playground: '/quire/plugins/playground/client/Playground.tsx' },
  };

  test('a marked block becomes <Playground code lang> around the highlighted block, imported by the page', async () => {
    for (const format of ['md', 'mdx'] as const) {
      const source = '# Page\n\n```tsx playground\nexport default () => <b>{"a & b"}</b>;\n```\n\n```tsx\nconst plain = 1;\n```\n';
      const { code } = await compileMdx({ source, filePath: path.join(siteDir, `page.${format}`), options });
      expect(code).toContain('import {Playground as _quireAuto_Playground} from "/quire/plugins/playground/client/Playground.tsx";');
      const flat = code.replace(/\s+/g, ' ');
      // The Playground element wraps the block's own (highlighted) CodeBlock; the unmarked block stays a plain CodeBlock.
      expect(flat).toContain('_jsx(Playground, { code: "export default () => <b>{\\"a & b\\"}</b>;", lang: "tsx", children: _jsx(CodeBlock, {');
      expect(flat.match(/_jsx\(Playground, /g)).toHaveLength(1);
      expect(flat.match(/_jsx\(CodeBlock, /g)).toHaveLength(2);
    }
  });

  test('a page without a marked block imports nothing', async () => {
    const { code } = await compileMdx({ source: '# Page\n\n```tsx\nexport default 1;\n```\n', filePath: path.join(siteDir, 'none.md'), options });
    expect(code).not.toContain('Playground');
  });

  test('a marked block in another language fails at the block, saying what to write', async () => {
    const source = '# Page\n\nText.\n\n```python playground\nprint(1)\n```\n';
    type Message = { reason: string; place?: { start: { line: number; column: number } } };
    const error = await compileMdx({ source, filePath: path.join(siteDir, 'bad.md'), options }).then(
      () => ({ reason: 'compiled' }) as Message,
      (e: unknown) => e as Message,
    );
    expect(error.reason).toBe('A playground block must be written in tsx, jsx, ts, js, not "python": write ```tsx playground, or remove "playground" from its meta.');
    expect(error.place?.start).toMatchObject({ line: 5, column: 1 });
  });
});

describe('the fixture site, built', () => {
  let site: string;
  beforeAll(async () => {
    site = await builtPlaygroundSite();
  });

  test('the server renders each playground as its code, highlighted by Shiki, and no editor', () => {
    const html = fs.readFileSync(path.join(site, 'dist', 'counter.html'), 'utf8');
    const blocks = html.split('data-playground="static"').slice(1);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatch(/<pre[^>]*class="shiki[^"]*"/);
    expect(blocks[0]).toContain('--shiki-dark');
    expect(blocks[0]).toMatch(/useState/);
    expect(blocks[1]).toContain('Hello from JSX');
    expect(html).not.toContain('cm-editor');
    expect(html).not.toContain('quire-playground-result');
    // The page without one has no playground markup.
    expect(fs.readFileSync(path.join(site, 'dist', 'index.html'), 'utf8')).not.toContain('quire-playground');
  });

  test("the page's .md twin keeps the blocks as code (the step is page only)", () => {
    const twin = fs.readFileSync(path.join(site, 'dist', 'counter.md'), 'utf8');
    expect(twin).toContain("```tsx\nimport { useState } from 'react';");
    expect(twin).toContain('```jsx\nexport default function Hello() {');
    expect(twin).not.toContain('Playground');
  });

  test('a marked block in another language fails the build with file:line:column', async () => {
    const dir = makeSite({
      'quire.config.ts': "import { defineConfig } from 'quire';\nexport default defineConfig({ plugins: ['quire/plugins/playground'] });\n",
      'docs/index.md': '---\ntitle: Home\n---\n\n# Home\n\n```vue playground\n<template />\n```\n',
    });
    const result = await runQuire(['build', dir], { timeout: 240_000 });
    const output = result.stdout + result.stderr;
    expect(result.code).not.toBe(0);
    expect(output).toContain('docs/index.md:7:1: MDX compile error: A playground block must be written in tsx, jsx, ts, js, not "vue": write ```tsx playground, or remove "playground" from its meta.');
  });
});
