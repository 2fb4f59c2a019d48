/**
 * One source line as Quire rewrites it before parsing (remark/sourceSyntax.ts): the new text and,
 * for each of its characters (plus the end), the column index it came from in the original line,
 * so that positions in the parsed tree can be mapped back.
 */
export interface LineRewrite {
  text: string;
  columns: number[];
}

/** `line` with `text` inserted before its column index `at`; the inserted characters map to `at`. */
export function insertIntoLine({ line, at, text }: { line: string; at: number; text: string }): LineRewrite {
  const columns: number[] = [];
  for (let i = 0; i < at; i++) columns.push(i);
  for (let i = 0; i < text.length; i++) columns.push(at);
  for (let i = at; i <= line.length; i++) columns.push(i);
  return { text: line.slice(0, at) + text + line.slice(at), columns };
}
