/** The hero `text` as lines: a string splits on its newlines, a list is taken as it is; blank lines go. */
export function heroTextLines(text: string | string[] | undefined): string[] {
  const lines = Array.isArray(text) ? text : (text ?? '').split(/\r?\n/);
  return lines.map((line) => line.trim()).filter(Boolean);
}
