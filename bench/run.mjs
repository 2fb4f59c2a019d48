// The benchmark: `npm run bench` (builds), `-- --dev` (dev servers), `-- --readers` (Lighthouse and
// the readers' measures), `-- --full` (all of them, up to 5,000 pages per language), `-- --peers`
// (Rspress, VitePress and Docusaurus on the same corpus, installed into bench/peers/);
// `-- --help` lists the options.
// Prints tables and the budget, writes bench/results/<date>.json, compares with the last run.
// It measures; it never fails CI.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { budget, budgetTable, buildsTable, devTable, firstLoadTable, ratiosTable, readersTables, rebuildsTable, searchIndexLine } from './lib/report.mjs';
import { folderSize, median, parsePhases, run, searchIndexSizes } from './lib/measure.mjs';
import { benchDir, devPeerNames, DOC_ROUTE, ensurePeers, htmlFileOf, repoRoot, tools } from './lib/tools.mjs';
import { plan, readArgs } from './lib/options.mjs';
import { launch, measureFirstLoad, serveFolder } from './lib/firstLoad.mjs';
import { measureDevServer } from './lib/devServer.mjs';
import { measureFloor } from './lib/floor.mjs';
import { measureRebuilds } from './lib/rebuilds.mjs';
import { measureReaders } from './lib/readers.mjs';
import { openLighthouse } from './lib/lighthouse.mjs';
import { addedPage, pageFile, pagePath } from './corpus.mjs';

const log = (message) => process.stdout.write(`[bench] ${message}\n`);
/** One build may take long at 5,000 pages per language on 2 cores. */
const BUILD_TIMEOUT_MS = 30 * 60_000;

function ensureBuilt() {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'build-lib.mjs')], { stdio: 'inherit' });
}

/** Why a build failed, in a few words. */
function failure(result) {
  if (result.timedOut) return 'timed out';
  if (/heap out of memory|JavaScript heap/i.test(result.stderr + result.stdout)) return 'out of memory';
  return `failed (exit ${result.code})`;
}

/**
 * The cold builds of a site (`runCount` of them, the median reported), then its rebuilds with the
 * cache of the last one. `edit` and `added` are what the rebuilds change (see rebuilds.mjs).
 */
async function measureBuilds({ tool, root, label, runCount, edit, added }) {
  const spec = tools[tool];
  const build = () => {
    const { command, args, cwd, env } = spec.build(root);
    return run(command, args, { cwd, env, timeoutMs: BUILD_TIMEOUT_MS });
  };
  const cold = [];
  for (let i = 0; i < runCount; i += 1) {
    spec.makeCold(root);
    const result = await build();
    if (result.code !== 0) {
      const error = failure(result);
      log(`${label} cold build ${error}: ${(result.stderr || result.stdout).trim().split('\n').slice(-3).join(' | ')}`);
      return { error };
    }
    cold.push(result);
    const m = result.memory;
    log(`${label} cold ${i + 1}/${runCount}: ${(result.ms / 1000).toFixed(1)} s; peak ${Math.round(m.timeMaxRssMB ?? NaN)} MB by time -v (largest process), by the sampler ${Math.round(m.largestMB)} MB largest process, ${Math.round(m.peakMB)} MB the tree of ${m.processes} (${Math.round(m.sampledMB)} MB at one sample, ${Math.round(m.hwmMB)} MB of high-water marks)`);
  }
  const medianOf = (key) => median(cold.map((r) => r.memory[key]));
  const summary = {
    ms: median(cold.map((r) => r.ms)),
    peakRssMB: medianOf('peakMB'),
    timeMaxRssMB: medianOf('timeMaxRssMB'),
    largestMB: medianOf('largestMB'),
    sampledMB: medianOf('sampledMB'),
    hwmMB: medianOf('hwmMB'),
    runs: cold.length,
  };
  const outDir = spec.outDir(root);
  const output = folderSize(outDir);
  const docHtml = htmlFileOf(outDir, edit.route);
  const docHtmlBytes = fs.existsSync(docHtml) ? fs.statSync(docHtml).size : undefined;
  let phases;
  if (tool === 'quire') {
    const all = cold.map((r) => parsePhases(r.stderr + r.stdout));
    phases = Object.fromEntries(Object.keys(all[0]).map((key) => [key, median(all.map((p) => p[key]))]));
  }
  const rebuilds = await measureRebuilds({ build, outDir, edit, added, runs: runCount, log, label });
  return { cold: summary, output, docHtmlBytes, phases, rebuilds };
}

/** The corpus at `size` for `tool`, written afresh (Quire's: a git repository, Quire linked in). */
function prepareCorpus(tool, size) {
  const root = tools[tool].root(size);
  tools[tool].prepare(root, size);
  return root;
}

/** Makes sure the site's output folder holds a build of the current sources (readers without builds in this run): one build with its cache, not measured. */
async function buildOnce({ tool, root, label }) {
  const spec = tools[tool];
  log(`${label}: building (not measured)`);
  const { command, args, cwd, env } = spec.build(root);
  const result = await run(command, args, { cwd, env, timeoutMs: BUILD_TIMEOUT_MS });
  if (result.code !== 0) throw new Error(`${label} build ${failure(result)}: ${(result.stderr || result.stdout).trim().split('\n').slice(-3).join(' | ')}`);
}

const website = path.join(repoRoot, 'website');
/** The website's pages the benchmark edits and adds (the corpus has its own, corpus.mjs). */
const websiteEdit = { file: path.join(website, 'docs', 'en', 'guide', 'start', 'introduction.md'), route: 'guide/start/introduction' };
const WEBSITE_PAGES = { home: '/', doc: '/guide/start/introduction', overview: '/api/', zhDoc: '/zh/guide/start/introduction', notFound: '/bench-no-such-page' };
const WEBSITE_NAVIGATION = { from: '/guide/start/introduction', to: '/guide/start/getting-started' };
const CORPUS_PAGES = { home: '/', doc: `/${DOC_ROUTE}`, zhDoc: `/zh/${DOC_ROUTE}`, notFound: '/bench-no-such-page' };
/**
 * From the doc page to the first page its content links to ("See also", corpus.mjs), which the
 * sidebar lists too: a tool without a sidebar (the peers' VitePress corpus) still has a link to click.
 */
const corpusNavigation = (size) => ({ from: `/${DOC_ROUTE}`, to: `/${pagePath(13 % size || 1)}` });

async function runBuilds({ sizes, peersAt, runs, withWebsite, results }) {
  if (withWebsite) {
    log('website');
    // The website is shared with others' work: no page is added to it, one is edited and put back.
    results.builds.website = await measureBuilds({ tool: 'quire', root: website, label: 'website', runCount: runs, edit: websiteEdit });
  }
  for (const size of sizes) {
    for (const tool of ['quire', ...peersAt(size)]) {
      const label = `${tool} ${size}/lang`;
      log(label);
      const root = prepareCorpus(tool, size);
      if (tool === 'quire') {
        results.floor[label] = await measureFloor({ root, removeCache: tools.quire.removeCache, timeoutMs: BUILD_TIMEOUT_MS });
        const f = results.floor[label];
        log(f.error ? `${label} MDX floor ${f.error}` : `${label} MDX floor: ${f.pages} pages in ${(f.ms / 1000).toFixed(1)} s on one ${f.oneCore ? 'core' : 'thread'} (CPU ${(f.cpuMs / 1000).toFixed(1)} s)`);
      }
      // The peers' builds at 2,000 pages and more take many minutes: one run there.
      const runCount = size >= 2000 && tool !== 'quire' ? 1 : runs;
      const edit = { file: pageFile({ tool, root, lang: 'en', index: 0 }), route: DOC_ROUTE };
      results.builds[label] = await measureBuilds({ tool, root, label, runCount, edit, added: addedPage({ tool, root, pagesPerLang: size }) });
      if (tool === 'quire') results.searchIndex[label] = searchIndexSizes(tools.quire.outDir(root));
    }
  }
  // First-load JS and CSS, from real page loads of the last builds' outputs.
  const browser = await launch();
  try {
    const targets = withWebsite ? [['website', path.join(website, 'dist'), WEBSITE_PAGES.doc]] : [];
    for (const size of sizes) {
      for (const tool of ['quire', ...peersAt(size)]) {
        if (results.builds[`${tool} ${size}/lang`]?.error) continue;
        targets.push([`${tool} ${size}/lang`, tools[tool].outDir(tools[tool].root(size)), CORPUS_PAGES.doc]);
      }
    }
    for (const [key, dir, docPath] of targets) {
      if (!fs.existsSync(dir)) continue;
      const server = await serveFolder(fs.realpathSync(dir));
      try {
        results.firstLoad[`${key} doc`] = await measureFirstLoad(browser, server.origin + docPath);
        results.firstLoad[`${key} home`] = await measureFirstLoad(browser, `${server.origin}/`);
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
  }
}

async function runReaders({ sizes, peersAt, runs, withWebsite, builtHere, results }) {
  const sites = [];
  if (withWebsite) sites.push({ key: 'website', tool: 'quire', root: website, pages: WEBSITE_PAGES, navigation: WEBSITE_NAVIGATION });
  for (const size of sizes) {
    for (const tool of ['quire', ...peersAt(size).filter((name) => devPeerNames.includes(name))]) {
      sites.push({ key: `${tool} ${size}/lang`, tool, size, pages: CORPUS_PAGES, navigation: corpusNavigation(size) });
    }
  }
  const browser = await launch();
  const lighthouse = await openLighthouse();
  try {
    for (const site of sites) {
      log(`readers: ${site.key}`);
      try {
        let root = site.root;
        if (!builtHere(site.key)) {
          root ??= prepareCorpus(site.tool, site.size);
          await buildOnce({ tool: site.tool, root, label: site.key });
        }
        root ??= tools[site.tool].root(site.size);
        const dir = fs.realpathSync(tools[site.tool].outDir(root));
        results.readers[site.key] = await measureReaders({ browser, lighthouse, dir, pages: site.pages, navigation: site.navigation, runs, log, label: site.key });
      } catch (error) {
        const message = error.message.split('\n')[0];
        log(`readers: ${site.key} failed: ${message}`);
        results.readers[site.key] = { error: message };
      }
    }
  } finally {
    await lighthouse.close();
    await browser.close();
  }
}

async function runDev({ sizes, peersAt, results }) {
  const browser = await launch();
  try {
    for (const size of sizes) {
      for (const tool of ['quire', ...peersAt(size).filter((name) => devPeerNames.includes(name))]) {
        const label = `${tool} ${size}/lang`;
        log(`dev server: ${label}`);
        const root = fs.existsSync(tools[tool].root(size)) && results.builds[label] ? tools[tool].root(size) : prepareCorpus(tool, size);
        results.dev[label] = await measureDevServer({ browser, tool, root, starts: 3, edits: 15, log, label });
        if (results.dev[label].error) log(`dev server: ${label} failed: ${results.dev[label].error}`);
      }
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const options = readArgs(process.argv.slice(2));
  const parts = plan(options);
  ensureBuilt();
  if (options.peers !== undefined || parts.readers) ensurePeers(log);
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, timeV: fs.existsSync('/usr/bin/time') },
    sizes: [...new Set([...(parts.builds?.sizes ?? []), ...(parts.dev?.sizes ?? []), ...(parts.readers?.sizes ?? [])])].sort((a, b) => a - b),
    parts: Object.keys(parts).filter((key) => key !== 'peersAt' && parts[key]),
    runs: options.runs,
    builds: {},
    floor: {},
    firstLoad: {},
    dev: {},
    readers: {},
    searchIndex: {},
  };
  const common = { peersAt: parts.peersAt, runs: options.runs, withWebsite: options.website, results };
  if (parts.builds) await runBuilds({ ...common, sizes: parts.builds.sizes });
  if (parts.readers) await runReaders({ ...common, sizes: parts.readers.sizes, builtHere: (key) => Boolean(results.builds[key]?.cold) });
  if (parts.dev) await runDev({ ...common, sizes: parts.dev.sizes });

  // Report.
  const resultsDir = path.join(benchDir, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const latestFile = path.join(resultsDir, 'latest.json');
  const previous = fs.existsSync(latestFile) ? JSON.parse(fs.readFileSync(latestFile, 'utf8')) : undefined;
  const lines = budget(results);
  results.budget = lines;
  const out = [
    '',
    `Quire benchmark — ${results.date}, ${results.machine.cpus} CPUs, Node ${results.machine.node}, median of ${options.runs} runs${previous ? `, (±%) vs ${previous.date}` : ''}${results.machine.timeV ? '' : '; /usr/bin/time is missing (apt-get install time): peak memory from the sampler only'}`,
    '',
    ...(parts.builds ? [buildsTable(results, previous), '', rebuildsTable(results), '', firstLoadTable(results, previous), searchIndexLine(results, previous), '', ratiosTable(results), ''] : []),
    ...(parts.dev ? [devTable(results), ''] : []),
    ...(parts.readers ? [readersTables(results), ''] : []),
    budgetTable(lines),
    '',
  ].join('\n');
  process.stdout.write(out);
  const stamp = results.date.replace(/[:.]/g, '-');
  fs.writeFileSync(path.join(resultsDir, `${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(latestFile, `${JSON.stringify(results, null, 2)}\n`);
  log(`results written to bench/results/${stamp}.json`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(benchDir, 'run.mjs')) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 0;
  });
}
