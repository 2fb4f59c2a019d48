/** A place in a source file; line and column count from 1. */
export interface SourcePlace {
  line: number;
  column: number;
}

function placeAt(source: string, offset: number): SourcePlace {
  const before = source.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a source file imports `request`: the `import` (or `export ... from`) statement that names
 * it, or the imported `name` in that statement when given. For messages about an import (a
 * module not found, an export it does not have), which webpack places in the compiled code: this
 * finds the place in the file the author wrote (an `.mdx` page, a `.tsx` component).
 */
export function importPlace({ source, request, name }: { source: string; request: string; name?: string }): SourcePlace | undefined {
  const quoted = new RegExp(`(['"])${escapeRegExp(request)}\\1`);
  const statement = /^[ \t]*(?:import|export)\b/gm;
  for (let match = statement.exec(source); match; match = statement.exec(source)) {
    const start = match.index + match[0].length - match[0].trimStart().length;
    // The statement runs to its quoted request, its `;`, a blank line or the next statement.
    const rest = source.slice(start);
    const end = /;|\n[ \t]*\n|\n[ \t]*(?:import|export)\b/.exec(rest.slice(1));
    const text = end ? rest.slice(0, end.index + 1 + (end[0] === ';' ? 1 : 0)) : rest;
    const found = quoted.exec(text);
    if (!found) continue;
    if (name !== undefined && name !== 'default') {
      const named = new RegExp(`\\b${escapeRegExp(name)}\\b`).exec(text.slice(0, found.index));
      if (named) return placeAt(source, start + named.index);
    }
    return placeAt(source, start);
  }
  return undefined;
}
