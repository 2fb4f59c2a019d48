// What the benchmark needs to know about each tool: where its corpus goes, how to build it and run
// its dev server, where its cache and output live, and how to make a build or a start cold.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCorpus } from '../corpus.mjs';

export const benchDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const repoRoot = path.dirname(benchDir);
const peersDir = path.join(benchDir, 'peers');
const peerBin = (name) => path.join(peersDir, 'node_modules', '.bin', name);
const rm = (...parts) => fs.rmSync(path.join(...parts), { recursive: true, force: true });

export const tools = {
  quire: {
    label: 'Quire',
    root: (n) => path.join(benchDir, '.corpus', `quire-${n}`),
    prepare(root, n) {
      writeCorpus({ tool: 'quire', root, pagesPerLang: n });
      fs.mkdirSync(path.join(root, 'node_modules'), { recursive: true });
      const link = path.join(root, 'node_modules', 'quire');
      if (!fs.existsSync(link)) fs.symlinkSync(repoRoot, link, 'dir');
    },
    build: (root) => ({ command: process.execPath, args: [path.join(repoRoot, 'bin', 'quire.js'), 'build', root], cwd: root, env: { QUIRE_PERF: '1' } }),
    dev: (root, port) => ({ command: process.execPath, args: [path.join(repoRoot, 'bin', 'quire.js'), 'dev', root, '--port', String(port), '--host', '127.0.0.1'], cwd: root }),
    removeCache(root) {
      rm(root, '.quire', 'cache');
    },
    outDir: (root) => path.join(root, 'dist'),
  },
  rspress: {
    label: 'Rspress 2',
    root: (n) => path.join(peersDir, 'sites', `rspress-${n}`),
    prepare: (root, n) => writeCorpus({ tool: 'rspress', root, pagesPerLang: n }),
    build: (root) => ({ command: peerBin('rspress'), args: ['build'], cwd: root }),
    dev: (root, port) => ({ command: peerBin('rspress'), args: ['dev', '--port', String(port), '--host', '127.0.0.1'], cwd: root }),
    removeCache(root) {
      rm(root, 'node_modules', '.cache');
      rm(peersDir, 'node_modules', '.cache');
    },
    outDir: (root) => path.join(root, 'doc_build'),
  },
  vitepress: {
    label: 'VitePress 1',
    root: (n) => path.join(peersDir, 'sites', `vitepress-${n}`),
    prepare: (root, n) => writeCorpus({ tool: 'vitepress', root, pagesPerLang: n }),
    build: (root) => ({ command: peerBin('vitepress'), args: ['build', 'docs'], cwd: root }),
    dev: (root, port) => ({ command: peerBin('vitepress'), args: ['dev', 'docs', '--port', String(port), '--host', '127.0.0.1', '--strictPort'], cwd: root }),
    removeCache(root) {
      rm(root, 'docs', '.vitepress', 'cache');
    },
    outDir: (root) => path.join(root, 'docs', '.vitepress', 'dist'),
  },
  docusaurus: {
    label: 'Docusaurus 3',
    root: (n) => path.join(peersDir, 'sites', `docusaurus-${n}`),
    prepare(root, n) {
      writeCorpus({ tool: 'docusaurus', root, pagesPerLang: n });
      fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'bench-docusaurus', private: true }));
    },
    build: (root) => ({ command: peerBin('docusaurus'), args: ['build'], cwd: root }),
    removeCache(root) {
      rm(root, '.docusaurus');
      rm(root, 'node_modules', '.cache');
      rm(peersDir, 'node_modules', '.cache');
    },
    outDir: (root) => path.join(root, 'build'),
  },
};

for (const spec of Object.values(tools)) {
  /** A cold build: no cache, no output. */
  spec.makeCold = (root) => {
    spec.removeCache(root);
    fs.rmSync(spec.outDir(root), { recursive: true, force: true });
  };
}

export const peerNames = ['rspress', 'vitepress', 'docusaurus'];
/** The peers that have a dev server in the benchmark (`--dev`). */
export const devPeerNames = ['rspress', 'vitepress'];

/** The route (no leading slash, no extension) of the doc page the benchmark edits, loads and measures. */
export const DOC_ROUTE = 'guide/section-1/page-1';

/** The HTML file of a route in a tool's output folder (`a/b.html`, or Docusaurus's `a/b/index.html`). */
export function htmlFileOf(outDir, route) {
  const flat = path.join(outDir, `${route}.html`);
  return fs.existsSync(flat) ? flat : path.join(outDir, route, 'index.html');
}

/** Lighthouse, pinned: 13 needs Node 22 (installed with the peers, never by the repository's `npm ci`). */
export const lighthouseDir = path.join(peersDir, 'node_modules', 'lighthouse');

/** Installs bench/peers (the peers and Lighthouse) from its own package.json when any is missing. */
export function ensurePeers(log) {
  if (peerNames.every((name) => fs.existsSync(peerBin(name))) && fs.existsSync(path.join(lighthouseDir, 'package.json'))) return;
  log('installing Rspress, VitePress, Docusaurus and Lighthouse into bench/peers (once)');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: peersDir, stdio: 'inherit' });
}
