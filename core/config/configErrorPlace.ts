import fs from 'node:fs';
import path from 'node:path';
import { SourceMap } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BuildFailure } from 'esbuild';
import { pathBanner } from './bundleConfig';

/** A place in one of the site's config files (1-based line and column). */
export interface ConfigPlace {
  file: string;
  line?: number;
  column?: number;
}

/** Undoes the path banner put before line 1 of every bundled file (./bundleConfig.ts). */
function unshift({ file, line, column }: { file: string; line: number; column: number }): ConfigPlace {
  return { file, line, column: line === 1 ? Math.max(1, column - pathBanner(file).length) : column };
}

/** Where a bundling error (syntax, a local import not found) is: the file as written, line and column. */
export function buildErrorPlace({ error, siteDir }: { error: unknown; siteDir: string }): ConfigPlace | undefined {
  const loc = (error as Partial<BuildFailure>).errors?.[0]?.location;
  if (!loc) return undefined;
  return unshift({ file: path.resolve(siteDir, loc.file), line: loc.line, column: loc.column + 1 });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Where an error thrown while the config ran was thrown in the site's own files: the bundle's
 * topmost frame (`file`), mapped back through the bundle's source map (`map`).
 */
export function runtimeErrorPlace({ error, file, map }: { error: unknown; file: string; map: string }): ConfigPlace | undefined {
  const stack = String((error as Error | undefined)?.stack ?? '');
  // A file URL in Node's stack traces, a path in some runners' (Jest's).
  const frame = new RegExp(`(?:${escapeRegExp(pathToFileURL(file).href)}|${escapeRegExp(file)}):(\\d+):(\\d+)`).exec(stack);
  if (!frame) return undefined;
  const entry = new SourceMap(JSON.parse(map)).findEntry(Number(frame[1]) - 1, Number(frame[2]) - 1) as {
    originalSource?: string;
    originalLine?: number;
    originalColumn?: number;
  };
  if (!entry.originalSource || entry.originalLine === undefined) return undefined;
  const source = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : path.resolve(path.dirname(file), entry.originalSource);
  return unshift({ file: source, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 });
}

/** The first import or require of the package `name` in `files` (the config and its local files). */
export function importPlace({ name, files }: { name: string; files: string[] }): ConfigPlace | undefined {
  const quoted = new RegExp(`(['"\`])${escapeRegExp(name)}(\\1|/)`);
  for (const file of files) {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const lines = text.split(/\r?\n/);
    const index = lines.findIndex((line) => quoted.test(line));
    if (index >= 0) return { file, line: index + 1, column: lines[index]!.search(quoted) + 1 };
  }
  return undefined;
}
