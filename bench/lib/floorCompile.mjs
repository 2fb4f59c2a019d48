// The floor of any build: every Markdown/MDX page of a site compiled one after the other on this
// one thread, as a build's compile worker does it (core/markdown/compileWorker.ts): the site's
// config and plugins loaded the same way, the same compiler options, a warm-up page first.
// Run by floor.mjs in a process of its own, pinned to one core:
//   node bench/lib/floorCompile.mjs <siteDir>   prints { pages, ms, cpuMs, setupMs, slowest } as JSON.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireLib = createRequire(path.join(repoRoot, 'lib', 'core', 'index.js'));
const { loadContext } = requireLib('./server/site.js');
const { initPlugins } = requireLib('./server/plugins/initPlugins.js');
const { builtinPlugins } = requireLib('./server/plugins/builtinPlugins.js');
const { markdownCompilerOptions } = requireLib('./server/siteMarkdown.js');
const { compileMdx } = requireLib('./markdown/compileMdx.js');

/** The Markdown and MDX files under a folder (the site's docs/), sorted. */
function pagesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function main() {
  const siteDir = path.resolve(process.argv[2]);
  // As the worker: the main thread of a build reports the phases, not this.
  process.env.QUIRE_PERF = '0';
  const setupStarted = performance.now();
  const { context } = await loadContext({ siteDir, mode: 'production', command: 'build' });
  const plugins = await initPlugins({ context, builtins: builtinPlugins(context) });
  const options = markdownCompilerOptions({ context, plugins });
  await compileMdx({ source: '# Warm-up\n\n```ts\nconst a = 1;\n```\n', filePath: path.join(siteDir, 'quire-warm-up.md'), options });
  const setupMs = performance.now() - setupStarted;

  const pages = pagesUnder(path.join(siteDir, 'docs')).map((filePath) => ({ filePath, source: fs.readFileSync(filePath, 'utf8') }));
  let ms = 0;
  const cpuBefore = process.cpuUsage();
  let slowest = { file: undefined, ms: 0 };
  for (const { filePath, source } of pages) {
    const started = performance.now();
    await compileMdx({ source, filePath, options });
    const took = performance.now() - started;
    ms += took;
    if (took > slowest.ms) slowest = { file: path.relative(siteDir, filePath), ms: took };
  }
  // CPU time of the process while compiling (V8's collector threads included): the figure a busy
  // machine disturbs least.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  process.stdout.write(`${JSON.stringify({ pages: pages.length, ms, cpuMs, setupMs, slowest })}\n`);
}

main().then(
  // Plugins may leave handles open (watchers, a TypeScript service): the figures are out.
  () => process.exit(0),
  (error) => {
    process.stderr.write(`${error?.stack ?? error}\n`);
    process.exit(1);
  },
);
