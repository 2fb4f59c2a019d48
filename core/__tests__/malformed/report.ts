import fs from 'node:fs';
import path from 'node:path';
import type { FileBody, MalformedCase } from './corpus';

/**
 * Reading what `quire build` printed about a group of malformed inputs: its report's entries
 * (`  - place: message`, with their indented lines), its closing hint, and what would make the run a
 * crash rather than a report.
 */

export interface BuildReport {
  /** Each `  - ` entry of the errors and warnings, with the lines under it. */
  entries: string[];
  /** The lines after an error's entries that say what to do. */
  hints: string[];
}

/** Splits the output into entries (a line `  - ...` and the deeper-indented lines under it) and closing hints. */
export function readReport(output: string): BuildReport {
  const entries: string[] = [];
  const hints: string[] = [];
  // In an entry, after a list (its hint lines), or elsewhere.
  let state: 'entry' | 'hint' | 'none' = 'none';
  for (const line of output.split('\n')) {
    if (line.startsWith('  - ')) {
      entries.push(line.slice(4));
      state = 'entry';
    } else if (state === 'entry' && line.startsWith('    ')) {
      entries[entries.length - 1] += `\n${line.slice(4)}`;
    } else if (state !== 'none' && line !== '' && !line.startsWith('[quire]') && !line.startsWith(' ')) {
      hints.push(line);
      state = 'hint';
    } else state = 'none';
  }
  return { entries, hints };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The entry whose first line names `place` as a whole (`docs/a.mdx:3:1` is not `docs/a.mdx:3:17`). */
export function entryAt(report: BuildReport, place: string): string | undefined {
  const named = new RegExp(`(^|\\s)${escapeRegExp(place)}(: |\\s|$)`);
  return report.entries.find((entry) => named.test(entry.split('\n')[0]!));
}

/** An entry's first line starts with or names a file of the site (`docs/...`, `components/...`), with its place. */
export const PLACED = /(^|\s)(docs|components)\/\S+?(:\d+){0,2}(: |\s|$)/;

/**
 * Signs of a crash rather than a report: a stack trace of Quire's or a library's code, Node's
 * fatal-error banner, or an error the CLI printed as unknown.
 */
export function crashSigns(output: string): string[] {
  const signs: string[] = [];
  for (const line of output.split('\n')) {
    if (/^\s+at .*(\(|\s)(\/|file:\/\/|node:)\S+:\d+:\d+\)?$/.test(line)) signs.push(`stack frame: ${line.trim()}`);
    if (/^Node\.js v\d+/.test(line) || /FATAL ERROR|Segmentation fault|Aborted/.test(line)) signs.push(`fatal: ${line.trim()}`);
    if (/stopped before it finished/.test(line)) signs.push(`unfinished: ${line.trim()}`);
  }
  return signs;
}

/** The HTML file a route is written to (clean URLs: `/a/b` -> `a/b.html`, `/a/` -> `a/index.html`). */
export function htmlFileOf(route: string): string {
  if (route.endsWith('/')) return `${route.slice(1)}index.html`;
  return `${route.slice(1)}.html`;
}

/** Writes a group's files into the site: text, bytes, or symbolic links. */
export function writeCaseFiles(root: string, cases: readonly MalformedCase[]): void {
  const files: Record<string, FileBody> = {};
  for (const c of cases) Object.assign(files, c.files);
  for (const [rel, body] of Object.entries(files)) {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (typeof body === 'object' && 'symlink' in body) fs.symlinkSync(body.symlink, file);
    else fs.writeFileSync(file, body);
  }
}
