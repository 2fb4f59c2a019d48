import fs from 'node:fs';
import path from 'node:path';
import type { Compilation, Compiler, WebpackError } from 'webpack';
import { formatLocation } from '../../errors';
import { codeFrame } from '../../shared/codeFrame';
import { importPlace } from '../importPlace';

const PLUGIN_NAME = 'QuireSourceErrorsPlugin';

/** Imports of the theme: a name it does not export is an error, not webpack's warning. */
const THEME_REQUEST = /^(?:@theme(?:-original)?|quire\/theme)(?:\/|$)/;
const NOT_FOUND = /Can't resolve '([^']+)'/;
const EXPORT_NOT_FOUND = /^export '([^']+)' \(imported as '([^']+)'\) was not found in '([^']+)'(?: \(possible exports: ([^)]*)\))?/;
const LOADER_PREFIX = /^Module (?:build failed|Error|Warning) \(from [^)]*\):\n/;
const SOURCE_FILE = /\.(?:mdx?|[cm]?[jt]sx?)$/i;

type PlacedError = WebpackError & { module?: { resource?: string } | null; error?: Error };

function resourceOf(error: PlacedError): string | undefined {
  const resource = error.module?.resource;
  return resource && SOURCE_FILE.test(resource) && !resource.includes('/node_modules/') ? resource : undefined;
}

function readSource(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** `file:line:column: what`, the code frame under it, then the hint. */
function placed({ file, source, request, name, what, hint }: { file: string; source?: string; request: string; name?: string; what: string; hint?: string }): string {
  const place = source === undefined ? undefined : importPlace({ source, request, name });
  const frame = place && source !== undefined ? codeFrame({ source, ...place }) : '';
  return [`${formatLocation({ file, ...place })}: ${what}`, frame, hint].filter(Boolean).join('\n');
}

/**
 * Rewrites what webpack reports about the author's files so that it points at them: a module not
 * found or an export missing is placed at the import in the file as written (webpack places it
 * in the compiled code: for an `.mdx` page, in the JavaScript MDX made), with a code frame; a
 * loader's failure loses webpack's `Module build failed (from .../loader.js)` line; paths are
 * relative to the current folder. A name missing from the theme (`import { Nope } from
 * '@theme'`) becomes an error. The terminal (build and dev) and the dev overlay show the result.
 */
export function rewriteProblem(error: PlacedError): { message: string; isError?: boolean } | undefined {
  const file = resourceOf(error);
  const text = error.message ?? '';
  const notFound = NOT_FOUND.exec(text);
  if (file && notFound && error.name === 'ModuleNotFoundError') {
    const request = notFound[1]!;
    return { message: placed({ file, source: readSource(file), request, what: `Module not found: '${request}' cannot be resolved.`, hint: hintForMissing(request) }) };
  }
  const missing = EXPORT_NOT_FOUND.exec(text);
  if (file && missing) {
    const [, name, local, request, possible] = missing as unknown as [string, string, string, string, string | undefined];
    const isTheme = THEME_REQUEST.test(request);
    const what = name === 'default' ? `'${request}' has no default export (imported as ${local}).` : `'${request}' has no export named '${name}'.`;
    // A long list (the theme's) would bury the message: the name is checked against it instead.
    const exports = possible && possible.length <= 300 ? `It exports: ${possible}.` : `Check the name: '${request}' exports ${possible ? `${possible.split(', ').length} names, not this one` : 'no such name'}.`;
    return { message: placed({ file, source: readSource(file), request, name, what, hint: exports }), isError: isTheme };
  }
  if (/^Module(?:BuildError|Error|Warning)$/.test(error.name)) {
    // A loader's own message, without webpack's line naming the loader's file (Quire's MDX
    // loader's already starts with file:line:column).
    const inner = (error.error?.message ?? text).replace(LOADER_PREFIX, '');
    return { message: relativizePaths(inner) };
  }
  return undefined;
}

function hintForMissing(request: string): string {
  if (request.startsWith('.') || request.startsWith('/')) return 'Check the path: it is relative to the file that imports it.';
  if (THEME_REQUEST.test(request)) {
    const name = request.replace(/^(?:@theme(?:-original)?|quire\/theme)\/?/, '') || 'index';
    return `The theme has no component ${request}: check the name, or add it to your site as theme/${name}.tsx.`;
  }
  return `Is the package installed? Run your package manager's install command (npm install ${request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/')}).`;
}

/** Absolute paths inside the current folder, made relative. */
export function relativizePaths(text: string): string {
  return text.split(process.cwd() + path.sep).join('');
}

function rewrite(compilation: Compilation): void {
  const warnings: typeof compilation.warnings = [];
  for (const warning of compilation.warnings) {
    const rewritten = rewriteProblem(warning as PlacedError);
    if (rewritten) {
      warning.message = rewritten.message;
      (warning as { loc?: unknown }).loc = undefined;
    }
    if (rewritten?.isError) compilation.errors.push(warning);
    else warnings.push(warning);
  }
  compilation.warnings.length = 0;
  compilation.warnings.push(...warnings);
  for (const error of compilation.errors) {
    const rewritten = rewriteProblem(error as PlacedError);
    if (!rewritten) continue;
    error.message = rewritten.message;
    (error as { loc?: unknown }).loc = undefined;
    (error as { details?: string }).details = undefined;
    error.stack = rewritten.message;
  }
}

export class SourceErrorsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap(PLUGIN_NAME, (compilation) => rewrite(compilation));
  }
}
