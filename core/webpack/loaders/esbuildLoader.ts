import type { LoaderContext } from 'webpack';
import { transform, type Loader, type Message } from 'esbuild';
import { codeFrame } from '../../shared/codeFrame';

/** esbuild's loader for a file: `.ts`, `.tsx`, and JSX allowed in `.js`/`.jsx`/`.mjs` (site components). */
function loaderFor(file: string): Loader {
  if (/\.tsx$/i.test(file)) return 'tsx';
  if (/\.[cm]?ts$/i.test(file)) return 'ts';
  return 'jsx';
}

function formatMessage(file: string, message: Message): string {
  const place = message.location ? `${file}:${message.location.line}:${message.location.column + 1}` : file;
  return `${place}: ${message.text}`;
}

export interface EsbuildLoaderOptions {
  /** React's development JSX runtime (`jsxDEV`, with source positions in warnings). */
  development?: boolean;
  /**
   * Functions keep their names through minification (esbuild's `keepNames`): for a site's own
   * components in production, so that a render error names them in its component stack.
   */
  keepNames?: boolean;
}

/**
 * The loader for TS/TSX/JSX of production builds and of Quire's own code in dev: esbuild strips
 * the types and compiles JSX for React's automatic runtime, the same output babel-loader gives
 * here (no other transform: the bundle targets ES2020 browsers and Node 20), at a fraction of the
 * cost. A site's own components keep babel-loader in dev, whose React Refresh plugin esbuild has
 * no equivalent for.
 */
export default function esbuildLoader(this: LoaderContext<EsbuildLoaderOptions>, source: string): void {
  const callback = this.async();
  const file = this.resourcePath;
  const { development = false, keepNames = false } = this.getOptions();
  // A module webpack reads as CommonJS (`.cjs`, or `.js` in a "type": "commonjs" package) stays
  // CommonJS, its JSX runtime required: as ESM, esbuild would wrap it in `export default
  // require_x()`, which webpack refuses there (commonjsCheckLoader reports import/export in one).
  const commonjs = (this._module as { type?: string } | undefined)?.type === 'javascript/dynamic';
  transform(source, {
    loader: loaderFor(file),
    jsx: 'automatic',
    jsxDev: development,
    jsxImportSource: 'react',
    keepNames,
    target: 'es2020',
    format: commonjs ? 'cjs' : 'esm',
    sourcefile: file,
    // Type-only imports go, value imports stay: what TypeScript and babel's preset do.
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: false, useDefineForClassFields: true } },
  }).then(
    (result) => callback(null, result.code),
    (error: { errors?: Message[] }) => {
      const errors = error.errors ?? [];
      if (errors.length === 0) return callback(new Error(String(error)));
      // The first error's lines, then what to do: the rest often follow from the first.
      const first = errors[0]!.location;
      const frame = first ? codeFrame({ source, line: first.line, column: first.column + 1 }) : '';
      const hint = 'Fix the syntax at that place: this file does not compile (as TypeScript/JSX).';
      callback(new Error([...errors.map((message) => formatMessage(file, message)), frame, hint].filter(Boolean).join('\n')));
    },
  );
}
