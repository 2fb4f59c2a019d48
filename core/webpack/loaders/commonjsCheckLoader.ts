import type { LoaderContext } from 'webpack';
import { formatLocation } from '../../errors';

/** A static `import` or an `export` at the start of a line (not `import(` nor `import.meta`). */
const ESM_SYNTAX = /^[ \t]*(?:import[ \t]*[\w{*'"]|export[ \t{*])/m;

/** The line and column (1-based) of the first `import`/`export` statement, if the source has one. */
export function esmSyntaxPlace(source: string): { line: number; column: number } | undefined {
  const match = ESM_SYNTAX.exec(source);
  if (!match) return undefined;
  const before = source.slice(0, match.index);
  const line = before.split('\n').length;
  return { line, column: match[0].length - match[0].trimStart().length + 1 };
}

/**
 * For the site's own `.js` files that webpack reads as CommonJS (their package.json says
 * "type": "commonjs", as `npm init -y` writes): one written with `import`/`export` fails with a
 * message that says why and what to do, where webpack would report a parse error in the compiled
 * code. Runs first, on the file as written, in dev and build alike.
 */
export default function commonjsCheckLoader(this: LoaderContext<Record<string, never>>, source: string): string {
  const place = esmSyntaxPlace(source);
  if (place) {
    throw new Error(
      `${formatLocation({ file: this.resourcePath, ...place })}: import/export in a CommonJS file: the nearest package.json says "type": "commonjs", so Node and webpack read .js files as CommonJS.\n` +
        'Rename the file to .jsx, .mjs or .tsx, or remove "type": "commonjs" from package.json (or write "type": "module").',
    );
  }
  return source;
}
