import { transform, type Transform } from 'sucrase';
import { modules as siteModules } from 'quire-playground-modules';

/** Languages of a playground block (plugins/playground/remarkPlayground.ts). */
export type PlaygroundLang = 'tsx' | 'jsx' | 'ts' | 'js';

/** What went wrong with a playground's code, shown in place of its result. */
export class PlaygroundError extends Error {
  constructor(
    readonly kind: 'syntax' | 'import' | 'runtime' | 'export',
    message: string,
  ) {
    super(message);
    this.name = 'PlaygroundError';
  }
}

/** Built into every playground: the page's own React (one copy: webpack's alias). */
const builtInModules: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  // Not react-dom/client: the result renders in the page's own root, and its import would ship a
  // second copy of the renderer in a chunk of its own (the page's copy is in the entry's React chunk).
  'react-dom': () => import('react-dom'),
};

const loaders: Record<string, () => Promise<unknown>> = { ...builtInModules, ...siteModules };

/** What a playground may import, for the error that lists them (the JSX runtime goes unsaid). */
export const allowedImports = Object.keys(loaders).filter((name) => name !== 'react/jsx-runtime');

const TRANSFORMS: Record<PlaygroundLang, Transform[]> = {
  tsx: ['typescript', 'jsx', 'imports'],
  ts: ['typescript', 'imports'],
  jsx: ['jsx', 'imports'],
  js: ['jsx', 'imports'],
};

/**
 * The code as CommonJS (sucrase keeps the line numbers as written). A syntax error says where,
 * as `(line:column)` in the reader's code.
 */
export function transpile({ code, lang }: { code: string; lang: PlaygroundLang }): string {
  try {
    return transform(code, { transforms: TRANSFORMS[lang], jsxRuntime: 'automatic', production: true, filePath: `playground.${lang}` }).code;
  } catch (error) {
    // sucrase says "Error transforming <file>: <reason> (line:column)": the file is no news to the reader.
    throw new PlaygroundError('syntax', `Syntax error: ${(error as Error).message.replace(/^Error transforming [^:]*: /, '')}`);
  }
}

/** The modules transpiled code requires: sucrase writes every import (static or dynamic) as `require('name')`. */
export function requiredModules(js: string): string[] {
  return [...new Set([...js.matchAll(/\brequire\(\s*(['"])([^'"]+)\1\s*\)/g)].map((match) => match[2]!))];
}

/** A namespace from `import()` as CommonJS code expects it: `__esModule` with a `default`. */
function asCommonJs(namespace: unknown): unknown {
  const object = namespace as Record<string, unknown>;
  if (object && object.__esModule) return object;
  return { __esModule: true, default: object?.default ?? object, ...object };
}

const loaded = new Map<string, Promise<unknown>>();

function load(name: string): Promise<unknown> {
  let module = loaded.get(name);
  if (!module) {
    module = loaders[name]!().then(asCommonJs);
    loaded.set(name, module);
    module.catch(() => loaded.delete(name));
  }
  return module;
}

let runs = 0;

/** Lines the Function constructor puts before the body (its header), measured once in this engine. */
let headerLines: number | undefined;

function functionHeaderLines(): number {
  if (headerLines === undefined) {
    const url = 'quire-playground-probe.js';
    let stack = '';
    try {
      new Function(`throw new Error('probe');\n//# sourceURL=${url}`)();
    } catch (error) {
      stack = String((error as Error).stack ?? '');
    }
    const line = Number(new RegExp(`${url}:(\\d+):`).exec(stack)?.[1] ?? 1);
    headerLines = line - 1;
  }
  return headerLines;
}

/** A run's code: its default export, and the URL its frames carry in a stack (`//# sourceURL`). */
export interface PlaygroundRun {
  component: unknown;
  sourceUrl: string;
}

/**
 * An error thrown by a run's code as the reader reads it: `TypeError: x is undefined (line 3)`,
 * with the line in their code when a frame of the run is in its stack (sucrase keeps lines).
 */
export function describeRuntimeError({ error, sourceUrl }: { error: unknown; sourceUrl: string }): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error ? String(error.stack ?? '') : '';
  const at = stack.indexOf(`${sourceUrl}:`);
  const line = at >= 0 ? Number(/^:(\d+):/.exec(stack.slice(at + sourceUrl.length))?.[1]) - functionHeaderLines() : NaN;
  return Number.isFinite(line) && line > 0 ? `${text} (line ${line})` : text;
}

/** Whether an error (an uncaught one, from an event handler or a timer) comes from the run's code. */
export function thrownBy({ error, sourceUrl }: { error: unknown; sourceUrl: string }): boolean {
  return error instanceof Error && String(error.stack ?? '').includes(`${sourceUrl}:`);
}

/**
 * Transpiles and runs a playground's code; resolves to its default export (a React component)
 * and the URL of its code in stacks, or rejects with a `PlaygroundError`: a syntax error, an
 * import that is not allowed, an error thrown while the module runs, or no default export.
 */
export async function runPlayground({ code, lang }: { code: string; lang: PlaygroundLang }): Promise<PlaygroundRun> {
  const js = transpile({ code, lang });
  const imports = requiredModules(js);
  const unknown = imports.filter((name) => !Object.hasOwn(loaders, name));
  if (unknown.length > 0) {
    throw new PlaygroundError(
      'import',
      `Unknown import ${unknown.map((name) => `"${name}"`).join(', ')}: a playground may import ${allowedImports.map((name) => `"${name}"`).join(', ')}. ` +
        "List another package in the playground plugin's \"modules\" option.",
    );
  }
  const modules = new Map(await Promise.all(imports.map(async (name) => [name, await load(name)] as const)));
  const module = { exports: {} as Record<string, unknown> };
  const require = (name: string) => {
    if (!modules.has(name)) throw new PlaygroundError('import', `Unknown import "${name}": a playground may import ${allowedImports.map((n) => `"${n}"`).join(', ')}.`);
    return modules.get(name);
  };
  const sourceUrl = `quire-playground-${++runs}.${lang}`;
  try {
    // The reader's own code, in the reader's own browser: the point of a playground.
    new Function('require', 'module', 'exports', `${js}\n//# sourceURL=${sourceUrl}`)(require, module, module.exports);
  } catch (error) {
    if (error instanceof PlaygroundError) throw error;
    throw new PlaygroundError('runtime', describeRuntimeError({ error, sourceUrl }));
  }
  const component = module.exports.default;
  if (typeof component !== 'function' && !(component && typeof component === 'object' && '$$typeof' in component)) {
    throw new PlaygroundError('export', 'Nothing to render: the code must `export default` a React component (export default function App() { ... }).');
  }
  return { component, sourceUrl };
}
