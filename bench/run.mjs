// The benchmark: `npm run bench` (quick), `-- --full` (adds 2,000 pages per language),
// `-- --peers` (builds the same corpus with Rspress, VitePress and Docusaurus, installed into
// bench/peers/, and prints Quire's figures as ratios to theirs), `-- --runs N` (default 3);
// `-- --help` lists the options.
// Prints tables and the budget, writes bench/results/<date>.json, compares with the last run.
// It measures; it never fails CI.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { budget, budgetTable, buildsTable, firstLoadTable, ratiosTable, searchIndexLine } from './lib/report.mjs';
import { folderSize, median, parsePhases, run, searchIndexSizes } from './lib/measure.mjs';
import { benchDir, peerNames, peersInstalled, repoRoot, tools } from './lib/tools.mjs';
import { launch, measureFirstLoad, serveFolder } from './lib/firstLoad.mjs';
import { measureDevServer } from './lib/devServer.mjs';
import { pageFile } from './corpus.mjs';

const usage = `Usage: npm run bench [-- options]
  --full                 adds the 2,000-page-per-language corpus
  --peers [names]        also builds with the peers (default: ${peerNames.join(',')})
  --sizes 60,500         corpus sizes in pages per language (default: 60,500; with --full 60,500,2000)
  --runs N               runs per measurement, the median is reported (default: 3)`;

// Reads the command line; an unknown or malformed option prints the usage and exits 2.
function readArgs(argv) {
  const fail = (message) => {
    process.stderr.write(`bench: ${message}\n${usage}\n`);
    process.exit(2);
  };
  const options = { full: false, peers: undefined, sizes: undefined, runs: 3 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[i + 1] : undefined;
    if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${usage}\n`);
      process.exit(0);
    } else if (arg === '--full') options.full = true;
    else if (arg === '--peers') {
      options.peers = value ? value.split(',') : peerNames;
      const unknown = options.peers.filter((name) => !peerNames.includes(name));
      if (unknown.length) fail(`unknown peer "${unknown.join(', ')}"; the peers are ${peerNames.join(', ')}.`);
      if (value) i += 1;
    } else if (arg === '--sizes' || arg === '--runs') {
      const numbers = (value ?? '').split(',').map(Number);
      if (!value || numbers.some((n) => !Number.isInteger(n) || n < 1)) fail(`${arg} needs a positive whole number${arg === '--sizes' ? ' or a comma-separated list' : ''}, got "${value ?? ''}".`);
      if (arg === '--sizes') options.sizes = numbers;
      else options.runs = numbers[0];
      i += 1;
    } else fail(`unknown option "${arg}".`);
  }
  options.sizes ??= options.full ? [60, 500, 2000] : [60, 500];
  return options;
}

const { peers: chosenPeers, sizes, runs } = readArgs(process.argv.slice(2));
const withPeers = chosenPeers !== undefined;
const log = (message) => process.stdout.write(`[bench] ${message}\n`);

function ensureBuilt() {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'build-lib.mjs')], { stdio: 'inherit' });
}

function ensurePeers() {
  if (peersInstalled()) return;
  log('installing Rspress, VitePress and Docusaurus into bench/peers (once)');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: path.join(benchDir, 'peers'), stdio: 'inherit' });
}

async function measureBuilds({ tool, root, label, warmable = true, runCount = runs, timeoutMs, editFile }) {
  const spec = tools[tool];
  const cold = [];
  const warm = [];
  let error;
  for (let i = 0; i < runCount && !error; i += 1) {
    spec.makeCold(root);
    const { command, args: cmdArgs, cwd, env } = spec.build(root);
    const result = await run(command, cmdArgs, { cwd, env, timeoutMs });
    if (result.code !== 0) {
      error = result.signal === 'SIGKILL' ? 'timed out' : /heap out of memory|JavaScript heap/i.test(result.stderr + result.stdout) ? 'out of memory' : `failed (exit ${result.code})`;
      log(`${label} cold build ${error}: ${(result.stderr || result.stdout).trim().split('\n').slice(-3).join(' | ')}`);
      break;
    }
    cold.push(result);
    log(`${label} cold ${i + 1}/${runCount}: ${(result.ms / 1000).toFixed(1)} s, ${Math.round(result.peakRssMB)} MB`);
  }
  if (!error && warmable) {
    // A warm build: the cache of the previous build is kept and one page has changed.
    const file = editFile ?? pageFile({ tool, root, lang: 'en', index: 0 });
    const original = fs.readFileSync(file, 'utf8');
    try {
      for (let i = 0; i < runCount; i += 1) {
        fs.writeFileSync(file, `${original}\nEdited for warm build ${i}.\n`);
        const { command, args: cmdArgs, cwd, env } = spec.build(root);
        const result = await run(command, cmdArgs, { cwd, env, timeoutMs });
        if (result.code !== 0) break;
        warm.push(result);
        log(`${label} warm ${i + 1}/${runCount}: ${(result.ms / 1000).toFixed(1)} s`);
      }
    } finally {
      fs.writeFileSync(file, original);
    }
  }
  const summary = (list) =>
    list.length ? { ms: median(list.map((r) => r.ms)), peakRssMB: median(list.map((r) => r.peakRssMB)), runs: list.length } : undefined;
  const phases = {};
  if (tool === 'quire' && cold.length) {
    const all = cold.map((r) => parsePhases(r.stderr));
    for (const key of Object.keys(all[0])) phases[key] = median(all.map((p) => p[key]));
  }
  return {
    cold: summary(cold),
    warm: summary(warm),
    output: cold.length ? folderSize(spec.outDir(root)) : undefined,
    phases: tool === 'quire' ? phases : undefined,
    error,
  };
}

async function main() {
  ensureBuilt();
  if (withPeers) ensurePeers();
  const results = { date: new Date().toISOString(), machine: { cpus: (await import('node:os')).cpus().length, node: process.version }, sizes, runs, builds: {}, firstLoad: {}, dev: {}, searchIndex: {} };

  // The website.
  log('website');
  const website = path.join(repoRoot, 'website');
  results.builds.website = await measureBuilds({
    tool: 'quire',
    root: website,
    label: 'website',
    editFile: path.join(website, 'docs', 'en', 'guide', 'start', 'introduction.md'),
  });

  // The corpus at each size, Quire then the peers.
  for (const size of sizes) {
    for (const tool of ['quire', ...(withPeers ? chosenPeers : [])]) {
      const spec = tools[tool];
      const root = spec.root(size);
      spec.prepare(root, size);
      const label = `${tool} ${size}/lang`;
      log(label);
      // The peers' slowest builds at 2,000 pages take many minutes: one run there.
      const big = size >= 2000 && tool !== 'quire';
      results.builds[label] = await measureBuilds({ tool, root, label, runCount: big ? 1 : runs, warmable: !big, timeoutMs: 20 * 60_000 });
      if (tool === 'quire') results.searchIndex[label] = searchIndexSizes(spec.outDir(root));
    }
  }

  // First-load JS and CSS, from real page loads (the outputs of the last cold builds).
  const browser = await launch();
  try {
    const targets = [['website', path.join(repoRoot, 'website', 'dist'), '/guide/start/introduction']];
    for (const size of sizes) {
      for (const tool of ['quire', ...(withPeers ? chosenPeers : [])]) {
        if (results.builds[`${tool} ${size}/lang`]?.error) continue;
        targets.push([`${tool} ${size}/lang`, tools[tool].outDir(tools[tool].root(size)), '/guide/section-1/page-1']);
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

    // The dev server on the 60-page corpus.
    log('dev server');
    const devRoot = tools.quire.root(60);
    const cold = await measureDevServer({ browser, root: devRoot, cold: true, edits: 3 });
    const warm = await measureDevServer({ browser, root: devRoot, cold: false, edits: 5 });
    results.dev['quire 60/lang'] = { cold, warm };
  } finally {
    await browser.close();
  }

  // Report.
  const resultsDir = path.join(benchDir, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const latestFile = path.join(resultsDir, 'latest.json');
  const previous = fs.existsSync(latestFile) ? JSON.parse(fs.readFileSync(latestFile, 'utf8')) : undefined;
  const lines = budget(results);
  results.budget = lines;
  const out = [
    '',
    `Quire benchmark — ${results.date}, ${results.machine.cpus} CPUs, Node ${results.machine.node}, median of ${runs} runs${previous ? `, (±%) vs ${previous.date}` : ''}`,
    '',
    buildsTable(results, previous),
    '',
    firstLoadTable(results, previous),
    '',
    `dev server (60/lang): first page ${(results.dev['quire 60/lang'].cold.firstPageMs / 1000).toFixed(2)} s cold cache, ${(results.dev['quire 60/lang'].warm.firstPageMs / 1000).toFixed(2)} s warm; edit visible after ${Math.round(results.dev['quire 60/lang'].warm.editMs)} ms (median of ${results.dev['quire 60/lang'].warm.editSamples.length}: ${results.dev['quire 60/lang'].warm.editSamples.join(', ')} ms)`,
    searchIndexLine(results, previous),
    '',
    ratiosTable(results),
    '',
    budgetTable(lines),
    '',
  ].join('\n');
  process.stdout.write(out);
  const stamp = results.date.replace(/[:.]/g, '-');
  fs.writeFileSync(path.join(resultsDir, `${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(latestFile, `${JSON.stringify(results, null, 2)}\n`);
  log(`results written to bench/results/${stamp}.json`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 0;
});
