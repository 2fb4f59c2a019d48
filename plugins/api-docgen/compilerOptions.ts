import fs from 'node:fs';
import path from 'node:path';
import type { CompilerOptions } from 'typescript';
import { QuireError } from 'quire/plugin-utils';

type TypeScript = typeof import('typescript');

/** What the components are read with when the site has no tsconfig.json: React 17+ JSX in TSX. */
function defaultOptions(ts: TypeScript): CompilerOptions {
  return {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    esModuleInterop: true,
    strict: true,
    skipLibCheck: true,
    // Only the types the components import (React's): not every @types package of the site.
    types: [],
  };
}

/**
 * The compiler options for the docgen program: the given tsconfig's (relative to the site), else
 * the site's tsconfig.json when it has one, else React + TSX defaults. Nothing is emitted, and
 * JSX is on whatever the file says.
 */
export function readCompilerOptions({ ts, siteDir, tsconfig }: { ts: TypeScript; siteDir: string; tsconfig?: string }): CompilerOptions {
  const file = tsconfig ? path.resolve(siteDir, tsconfig) : path.join(siteDir, 'tsconfig.json');
  if (!fs.existsSync(file)) {
    if (tsconfig) throw new QuireError(`Plugin "api-docgen": no tsconfig at ${file} (option \`tsconfig\`: "${tsconfig}", relative to the site folder).`);
    return defaultOptions(ts);
  }
  const read = ts.readConfigFile(file, ts.sys.readFile);
  const parsed = read.error ? undefined : ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(file), undefined, file);
  const error = read.error ?? parsed?.errors.find((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error && diagnostic.code !== 18003);
  if (error || !parsed) {
    throw new QuireError(`Plugin "api-docgen": cannot read ${file}: ${ts.flattenDiagnosticMessageText(error!.messageText, '\n')}`);
  }
  return { ...parsed.options, noEmit: true, jsx: parsed.options.jsx ?? ts.JsxEmit.ReactJSX };
}
