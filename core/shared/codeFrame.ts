/**
 * The lines around a place in a source, numbered, with a caret under the column: what the terminal
 * and the dev overlay show under an error's `file:line:column`. Lines and columns count from 1.
 */
export function codeFrame({ source, line, column, around = 2 }: { source: string; line: number; column?: number; around?: number }): string {
  const lines = source.split(/\r?\n/);
  if (line < 1 || line > lines.length) return '';
  const first = Math.max(1, line - around);
  const last = Math.min(lines.length, line + around);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const text = lines[n - 1]!.replace(/\t/g, '  ');
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${text}`.trimEnd());
    if (n === line && column !== undefined && column >= 1) {
      // A tab is shown as two spaces: the caret follows the text as shown.
      const before = lines[n - 1]!.slice(0, column - 1).replace(/\t/g, '  ');
      out.push(`  ${' '.repeat(width)} | ${' '.repeat(before.length)}^`);
    }
  }
  return out.join('\n');
}
