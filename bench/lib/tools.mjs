// What the benchmark needs to know about each tool: where its corpus goes, how to build it, where
// its cache and output live, and how to make a build cold.
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
    makeCold(root) {
      rm(root, '.quire', 'cache');
      rm(root, 'dist');
    },
    outDir: (root) => path.join(root, 'dist'),
  },
  rspress: {
    label: 'Rspress 2',
    root: (n) => path.join(peersDir, 'sites', `rspress-${n}`),
    prepare: (root, n) => writeCorpus({ tool: 'rspress', root, pagesPerLang: n }),
    build: (root) => ({ command: peerBin('rspress'), args: ['build'], cwd: root }),
    makeCold(root) {
      rm(root, 'doc_build');
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
    makeCold(root) {
      rm(root, 'docs', '.vitepress', 'cache');
      rm(root, 'docs', '.vitepress', 'dist');
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
    makeCold(root) {
      rm(root, 'build');
      rm(root, '.docusaurus');
      rm(root, 'node_modules', '.cache');
      rm(peersDir, 'node_modules', '.cache');
    },
    outDir: (root) => path.join(root, 'build'),
  },
};

export const peerNames = ['rspress', 'vitepress', 'docusaurus'];

export function peersInstalled() {
  return peerNames.every((name) => fs.existsSync(peerBin(name)));
}
