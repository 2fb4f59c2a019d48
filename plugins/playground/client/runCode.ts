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

/**
 * Transpiles and runs a playground's code; resolves to its default export (a React component),
 * or rejects with a `PlaygroundError`: a syntax error, an import that is not allowed, an error
 * thrown while the module runs, or no default export to render.
 */
export async function runPlayground({ code, lang }: { code: string; lang: PlaygroundLang }): Promise<unknown> {
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
  try {
    // The reader's own code, in the reader's own browser: the point of a playground.
    new Function('require', 'module', 'exports', js)(require, module, module.exports);
  } catch (error) {
    if (error instanceof PlaygroundError) throw error;
    throw new PlaygroundError('runtime', `${(error as Error)?.name ?? 'Error'}: ${(error as Error)?.message ?? String(error)}`);
  }
  const component = module.exports.default;
  if (typeof component !== 'function' && !(component && typeof component === 'object' && '$$typeof' in component)) {
    throw new PlaygroundError('export', 'Nothing to render: the code must `export default` a React component (export default function App() { ... }).');
  }
  return component;
}
