// Compiles Quire's Node-side TypeScript (core/ and plugins/, minus browser code and tests) into
// lib/ as CommonJS, once, at `npm ci` (the `prepare` script) and before tests. Dynamic `import()`
// is kept as is (ESM-only packages such as @mdx-js/mdx load through it).
//
// The browser code that `quire/client` and `quire/theme` reach (client/, theme/, core/client,
// core/shared, plugins' client and theme folders) is also compiled, into lib/browser/ as ES
// modules with their stylesheets beside them: what the package's `exports` give tools other than
// Quire's own webpack, which bundles these files from source through its aliases (so builds do not
// depend on this output). A file is only recompiled when its source is newer than its output.
import { transformFileAsync } from '@babel/core';
import { glob } from 'tinyglobby';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outRoot = path.join(root, 'lib');

// theme/plugin.ts (and the storage keys it shares with the browser code) is the theme's Node side.
const sources = await glob(['core/**/*.ts', 'plugins/**/*.ts', 'theme/plugin.ts', 'theme/storageKeys.ts'], {
  cwd: root,
  ignore: ['**/__tests__/**', '**/*.d.ts', 'core/client/**', 'plugins/*/client/**', 'plugins/*/theme/**'],
});

async function mtime(file) {
  try {
    return (await fs.stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}

// A change to the Babel config invalidates every output.
const configTime = await mtime(path.join(root, 'babel.config.js'));

let compiled = 0;
await Promise.all(
  sources.map(async (rel) => {
    const src = path.join(root, rel);
    const out = path.join(outRoot, rel.replace(/\.ts$/, '.js'));
    const outTime = await mtime(out);
    if (outTime >= (await mtime(src)) && outTime >= configTime) return;
    const result = await transformFileAsync(src, {
      cwd: root,
      caller: { name: 'quire-build-lib', supportsDynamicImport: true, supportsStaticESM: false },
      sourceMaps: 'inline',
    });
    await fs.mkdir(path.dirname(out), { recursive: true });
    await fs.writeFile(out, result.code);
    compiled += 1;
  }),
);

// The browser side: every source that the public browser entries reach, stylesheets included.
const browserRoot = path.join(outRoot, 'browser');
const browserSources = await glob(
  [
    'client/**/*.{ts,tsx,css}',
    'theme/**/*.{ts,tsx,css}',
    'core/client/**/*.{ts,tsx,css}',
    'core/shared/**/*.ts',
    'core/types/**/*.ts',
    'plugins/*/client/**/*.{ts,tsx,css}',
    'plugins/*/theme/**/*.{ts,tsx,css}',
  ],
  { cwd: root, ignore: ['**/__tests__/**', '**/*.d.ts', 'theme/plugin.ts'] },
);
// Plus the Node-side modules they share (a plugin's options, the search's highlighting), followed
// through their relative imports.
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*'(\.\.?\/[^']+)'/g;
for (let i = 0; i < browserSources.length; i += 1) {
  if (browserSources[i].endsWith('.css')) continue;
  const text = await fs.readFile(path.join(root, browserSources[i]), 'utf8');
  for (const [, spec] of text.matchAll(RELATIVE_IMPORT)) {
    const base = path.posix.join(path.posix.dirname(browserSources[i]), spec);
    const candidates = /\.(css|tsx?)$/.test(base) ? [base] : [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
    const found = candidates.find((rel) => existsSync(path.join(root, rel)));
    if (found && !browserSources.includes(found)) browserSources.push(found);
  }
}
const browserOutput = (rel) => rel.replace(/\.tsx?$/, '.js');

await Promise.all(
  browserSources.map(async (rel) => {
    const src = path.join(root, rel);
    const out = path.join(browserRoot, browserOutput(rel));
    const outTime = await mtime(out);
    if (outTime >= (await mtime(src))) return;
    await fs.mkdir(path.dirname(out), { recursive: true });
    if (rel.endsWith('.css')) {
      await fs.copyFile(src, out);
    } else {
      // Modern syntax and ES modules kept: the bundler that takes this code compiles it further.
      const result = await transformFileAsync(src, {
        cwd: root,
        configFile: false,
        babelrc: false,
        presets: [
          ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: false }],
          ['@babel/preset-react', { runtime: 'automatic' }],
        ],
        sourceMaps: false,
      });
      await fs.writeFile(out, result.code);
    }
    compiled += 1;
  }),
);

// An ES module entry per plugin (`import` in the package's exports): Node gives a CommonJS module's
// whole exports object as its default import, so `import llms from 'quire/plugins/llms'` in a config
// (an ES module since configs are bundled as one) would get `{ default: factory }` without it.
const pluginEntries = sources.filter((rel) => /^plugins\/[^/]+\/index\.ts$/.test(rel)).map((rel) => rel.replace(/\.ts$/, '.mjs'));
const ESM_ENTRY = "// Generated by scripts/build-lib.mjs: the ES module entry of this plugin.\nimport entry from './index.js';\nexport * from './index.js';\nexport default entry.default;\n";
await Promise.all(
  pluginEntries.map(async (rel) => {
    const out = path.join(outRoot, rel);
    if (existsSync(out) && (await fs.readFile(out, 'utf8')) === ESM_ENTRY) return;
    await fs.writeFile(out, ESM_ENTRY);
    compiled += 1;
  }),
);

// Drop outputs whose source was deleted, so lib/ never runs stale modules.
const expected = new Set([
  ...pluginEntries,
  ...sources.map((rel) => rel.replace(/\.ts$/, '.js')),
  ...browserSources.map((rel) => path.posix.join('browser', browserOutput(rel))),
]);
const existing = await glob(['**/*.{js,mjs,css}'], { cwd: outRoot, ignore: ['types/**'] }).catch(() => []);
await Promise.all(existing.filter((rel) => !expected.has(rel)).map((rel) => fs.rm(path.join(outRoot, rel))));

if (compiled > 0) console.log(`quire: compiled ${compiled} file(s) into lib/`);
