/**
 * Where a JSON text first goes wrong, as 1-based line and column. JSON.parse's own message only
 * sometimes carries a position (Node 20 says "Unexpected token '}', ... is not valid JSON" without
 * one), so the text is scanned again, only after JSON.parse has failed, by this small validator.
 */
export function jsonErrorPosition({ text }: { text: string }): { line: number; column: number } {
  const offset = firstErrorOffset(text);
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

class Stop {
  constructor(readonly offset: number) {}
}

/** Offset of the first character that cannot continue valid JSON (the text's length when it ends too early). */
function firstErrorOffset(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw new Stop(i);
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const expect = (char: string) => (text[i] === char ? i++ : fail());
  const literal = (word: string) => {
    for (const char of word) expect(char);
  };
  const string = () => {
    expect('"');
    while (i < text.length && text[i] !== '"') {
      const code = text.charCodeAt(i);
      if (code < 0x20) fail();
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          i++;
          for (let k = 0; k < 4; k++) (/[0-9a-f]/i.test(text[i] ?? '') ? i++ : fail());
        } else if ('"\\/bfnrt'.includes(text[i] ?? 'x')) i++;
        else fail();
      } else i++;
    }
    expect('"');
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!match || match[0] === '-' || match[0] === '') fail();
    i += match![0].length;
  };
  const value = (): void => {
    space();
    const char = text[i];
    if (char === '{') {
      i++;
      space();
      if (text[i] === '}') return void i++;
      for (;;) {
        space();
        string();
        space();
        expect(':');
        value();
        space();
        if (text[i] === ',') i++;
        else return void expect('}');
      }
    }
    if (char === '[') {
      i++;
      space();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        space();
        if (text[i] === ',') i++;
        else return void expect(']');
      }
    }
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return number();
    fail();
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    // Valid after all (JSON.parse failed for another reason): point at the start.
    return 0;
  } catch (error) {
    if (error instanceof Stop) return error.offset;
    throw error;
  }
}
