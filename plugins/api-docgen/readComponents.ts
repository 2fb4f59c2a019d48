import path from 'node:path';
import type { ComponentDoc, ParserOptions, PropItem } from 'react-docgen-typescript';
import { QuireAggregateError } from 'quire/plugin-utils';
import type { ComponentData } from './componentData';
import { readCompilerOptions } from './compilerOptions';
import type { ResolvedEntry } from './options';
import { propRows } from './propRows';

const IN_NODE_MODULES = /[\\/]node_modules[\\/]/;

/**
 * The default prop filter: a prop declared only in `node_modules` (the HTML attributes a component
 * spreads, React's own props) is the platform's, not the component's.
 */
export function ownPropsOnly(prop: PropItem): boolean {
  const files = (prop.declarations ?? (prop.parent ? [prop.parent] : [])).map((declaration) => declaration.fileName);
  return files.length === 0 || !files.every((file) => IN_NODE_MODULES.test(file));
}

/** The parser options: Quire's defaults, the site's, and what the table needs (tags, export names). */
export function parserOptionsFor(given: ParserOptions | undefined): ParserOptions {
  return {
    propFilter: ownPropsOnly,
    shouldExtractLiteralValuesFromEnum: true,
    shouldRemoveUndefinedFromOptional: true,
    savePropValueAsString: true,
    skipChildrenPropWithoutDoc: true,
    ...given,
    shouldIncludePropTagMap: true,
    shouldIncludeExpression: true,
  };
}

/** A CommonJS package's exports, whether `import()` gave them as the namespace or as its default. */
function interop<Module extends object>(namespace: Module): Module {
  const fallback = (namespace as { default?: Module }).default;
  return fallback && typeof fallback === 'object' ? fallback : namespace;
}

/** The name a component is exported under (`default` for a default export). */
const exportedAs = (doc: ComponentDoc): string | undefined => doc.expression?.getName();

/** The entry's component among the file's: `exportName`, else the one named like the entry, else the default export. */
function pickComponent({ entry, docs }: { entry: ResolvedEntry; docs: ComponentDoc[] }): ComponentDoc | string {
  const found = () => docs.map((doc) => (exportedAs(doc) === 'default' ? `${doc.displayName} (default export)` : doc.displayName)).join(', ') || 'none';
  if (entry.exportName) {
    return docs.find((doc) => exportedAs(doc) === entry.exportName || doc.displayName === entry.exportName) ?? `entries.${entry.moduleName}: ${entry.file} has no component exported as "${entry.exportName}" (components found: ${found()})`;
  }
  const shortName = entry.moduleName.split('.').pop();
  const byName = docs.find((doc) => doc.displayName === entry.moduleName || doc.displayName === shortName);
  const byDefault = docs.find((doc) => exportedAs(doc) === 'default');
  const only = docs.length === 1 ? docs[0] : undefined;
  return (
    byName ??
    byDefault ??
    only ??
    `entries.${entry.moduleName}: cannot tell which component of ${entry.file} to document (components found: ${found()}); give { path, exportName }`
  );
}

export interface ReadComponentsResult {
  components: ComponentData[];
  /** Every file the TypeScript program read (the cache's dependencies). */
  files: string[];
}

/**
 * Reads every entry's props with react-docgen-typescript, on one TypeScript program for all of
 * them (its type checker is most of the cost). Every entry that cannot be read is reported at once.
 */
export async function readComponents({
  entries,
  siteDir,
  tsconfig,
  parserOptions,
  langs,
}: {
  entries: ResolvedEntry[];
  siteDir: string;
  tsconfig?: string;
  parserOptions?: ParserOptions;
  /** Languages whose JSDoc tags (`@zh`) give a translated description. */
  langs: readonly string[];
}): Promise<ReadComponentsResult> {
  // Loaded here, not at the top: the plugin's factory also runs on every compile thread.
  const ts = interop(await import('typescript'));
  const docgen = interop(await import('react-docgen-typescript'));
  const compilerOptions = readCompilerOptions({ ts, siteDir, tsconfig });
  const files = [...new Set(entries.map((entry) => entry.file))];
  const program = ts.createProgram(files, compilerOptions);
  const parser = docgen.withCompilerOptions(compilerOptions, parserOptionsFor(parserOptions));
  const docs = parser.parseWithProgramProvider(files, () => program);
  const problems: string[] = [];
  const components: ComponentData[] = [];
  for (const entry of entries) {
    const own = docs.filter((doc) => path.resolve(doc.filePath) === entry.file);
    const picked = pickComponent({ entry, docs: own });
    if (typeof picked === 'string') problems.push(picked);
    else components.push({ moduleName: entry.moduleName, displayName: picked.displayName, props: propRows({ doc: picked, langs }) });
  }
  if (problems.length > 0) throw new QuireAggregateError('Plugin "api-docgen" cannot document every entry:', problems);
  return { components, files: program.getSourceFiles().map((source) => path.resolve(source.fileName)) };
}
