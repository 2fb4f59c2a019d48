// Compiles Quire's Node-side TypeScript (core/ and plugins/, minus browser code and tests) into
// lib/ as CommonJS, once, at `npm ci` (the `prepare` script) and before tests. Browser code
// (core/client, theme/, plugins/*/client) is not compiled here: webpack bundles it from source.
// Dynamic `import()` is kept as is (ESM-only packages such as @mdx-js/mdx load through it), and
// a file is only recompiled when its source is newer than its output.
import { transformFileAsync } from '@babel/core';
import { glob } from 'tinyglobby';
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

// Drop outputs whose source was deleted, so lib/ never runs stale modules.
const expected = new Set(sources.map((rel) => rel.replace(/\.ts$/, '.js')));
const existing = await glob(['**/*.js'], { cwd: outRoot }).catch(() => []);
await Promise.all(existing.filter((rel) => !expected.has(rel)).map((rel) => fs.rm(path.join(outRoot, rel))));

if (compiled > 0) console.log(`quire: compiled ${compiled} file(s) into lib/`);
