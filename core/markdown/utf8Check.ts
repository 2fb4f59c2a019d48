/**
 * Where a file's bytes first stop being valid UTF-8 (line and column from 1; the column counts
 * the characters before it), or undefined when they all are. Such a file still builds (each bad
 * byte reads as U+FFFD), but the author should hear of it.
 */
export function invalidUtf8Place(bytes: Uint8Array): { line: number; column: number } | undefined {
  const fatal = new TextDecoder('utf-8', { fatal: true });
  try {
    fatal.decode(bytes);
    return undefined;
  } catch {
    // Found below, line by line.
  }
  const lenient = new TextDecoder('utf-8');
  let start = 0;
  for (let line = 1; start <= bytes.length; line++) {
    let end = bytes.indexOf(0x0a, start);
    if (end === -1) end = bytes.length;
    const slice = bytes.subarray(start, end);
    try {
      fatal.decode(slice);
    } catch {
      // The first U+FFFD that the bytes did not spell out themselves (EF BF BD).
      const text = lenient.decode(slice);
      let column = 1;
      let offset = 0;
      for (const char of text) {
        const size = Buffer.byteLength(char);
        const real = Buffer.from(char).equals(Buffer.from(slice.subarray(offset, offset + size)));
        if (char === '\uFFFD' && !real) break;
        offset += size;
        column++;
      }
      return { line, column };
    }
    start = end + 1;
  }
  return undefined;
}

/** What a page that is not valid UTF-8 is warned about, after its place. */
export const NOT_UTF8 = 'this file is not valid UTF-8 (the bytes there read as \uFFFD). Save it with the UTF-8 encoding.';
