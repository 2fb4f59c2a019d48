import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { mapLimit } from '../utils/mapLimit';
import { fmt } from './logger';
import type { OutputChanges } from '../ssg/replaceOutput';

const gzip = promisify(zlib.gzip);

export interface AssetSize {
  files: number;
  bytes: number;
  gzip: number;
}

export interface OutputSize {
  files: number;
  bytes: number;
  js: AssetSize;
  css: AssetSize;
}

/** The size of a finished build: every file, and its JavaScript and CSS raw and gzipped. */
export async function measureOutput(dir: string): Promise<OutputSize> {
  const files: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) files.push(full);
    }
  };
  await walk(dir);
  const size: OutputSize = { files: files.length, bytes: 0, js: { files: 0, bytes: 0, gzip: 0 }, css: { files: 0, bytes: 0, gzip: 0 } };
  await mapLimit(files, 8, async (file) => {
    const kind = /\.(m?js)$/.test(file) ? size.js : file.endsWith('.css') ? size.css : undefined;
    if (!kind) {
      const { size: bytes } = await fs.stat(file);
      size.bytes += bytes;
      return;
    }
    const content = await fs.readFile(file);
    const gzipped = await gzip(content);
    // Added up after the awaits: `total += await x` would read the total before waiting.
    size.bytes += content.length;
    kind.files += 1;
    kind.bytes += content.length;
    kind.gzip += gzipped.length;
  });
  return size;
}

/** `1.2 MB`, `310.4 kB`, `512 B` (powers of 1000, as browsers' network panels show). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1000 * 1000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1000 / 1000).toFixed(2)} MB`;
}

const formatMs = (ms: number) => (ms < 1000 ? `${Math.round(ms)}ms` : `${(ms / 1000).toFixed(1)}s`);

/** A command-line argument, quoted when the shell would split it. */
const shellArg = (arg: string) => (/^[\w./:@=-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);

/**
 * The command that previews this build from the current folder: `quire preview`, plus the site
 * folder when it is not the current one, and `--out-dir`/`--base` when the build was given them.
 */
export function previewCommand({ cwd, siteDir, outDir, base }: { cwd: string; siteDir: string; outDir?: string; base?: string }): string {
  const args = ['quire', 'preview'];
  const folder = path.relative(cwd, siteDir);
  if (folder !== '') args.push(folder.split(path.sep).join('/'));
  if (outDir !== undefined) args.push('--out-dir', outDir);
  if (base !== undefined) args.push('--base', base);
  return args.map(shellArg).join(' ');
}

export interface BuildSummary {
  pages: number;
  /** The output folder as shown (relative to the current folder). */
  outDir: string;
  totalMs: number;
  /** Each phase and how long it took, in the order they ran. */
  phases: [name: string, ms: number][];
  output: OutputSize;
  /** What changed in the output folder since the last build, and how many pages were rendered anew. */
  changes: OutputChanges & { rendered: number };
  previewCommand: string;
}

/** `3 files changed (2 changed, 1 added), 1 of 1,003 pages rendered`, or `nothing changed` when nothing did. */
function formatChanges({ changes, pages }: Pick<BuildSummary, 'changes' | 'pages'>): string {
  const parts = (['changed', 'added', 'removed'] as const).filter((kind) => changes[kind] > 0).map((kind) => `${fmt.num(changes[kind])} ${kind}`);
  const rendered = `${fmt.num(changes.rendered)} of ${fmt.num(pages)} ${pages === 1 ? 'page' : 'pages'} rendered`;
  if (parts.length === 0) return `nothing changed since the last build (${rendered}), the output folder was left as it was`;
  return `since the last build: ${parts.join(', ')}, ${fmt.num(changes.kept)} unchanged; ${rendered}`;
}

/** The build's last lines: pages and phase times, output size, and how to preview it. */
export function formatBuildSummary(summary: BuildSummary): string[] {
  const { output } = summary;
  const phases = summary.phases.map(([name, ms]) => `${name} ${formatMs(ms)}`).join(', ');
  const assets = (label: string, size: AssetSize) => (size.files > 0 ? `${label} ${fmt.num(formatBytes(size.bytes))} (gzip ${formatBytes(size.gzip)})` : undefined);
  const parts = [assets('JS', output.js), assets('CSS', output.css)].filter(Boolean).join(', ');
  return [
    `built ${fmt.num(summary.pages)} ${summary.pages === 1 ? 'page' : 'pages'} into ${fmt.path(summary.outDir)} in ${formatMs(summary.totalMs)} (${phases})`,
    `output ${fmt.num(formatBytes(output.bytes))} in ${output.files} files${parts ? `; ${parts}` : ''}`,
    formatChanges(summary),
    `preview it with ${fmt.code(summary.previewCommand)}`,
  ];
}
