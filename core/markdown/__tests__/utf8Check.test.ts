import { invalidUtf8Place } from '../utf8Check';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

describe('invalidUtf8Place', () => {
  test('none for valid UTF-8, including a U+FFFD the file spells out', () => {
    expect(invalidUtf8Place(bytes('# Café 中文\n\n\uFFFD ok\n'))).toBeUndefined();
  });

  test('the line and column (in characters) of the first bad byte', () => {
    expect(invalidUtf8Place(bytes('# Caf', [0xe9], '\n'))).toEqual({ line: 1, column: 6 });
    expect(invalidUtf8Place(bytes('# A\n\n中文 \uFFFD x', [0xff], '\nmore ', [0xfe]))).toEqual({ line: 3, column: 7 });
  });

  test('a sequence cut short at the end of the file', () => {
    expect(invalidUtf8Place(bytes('ok\nab', [0xe4, 0xb8]))).toEqual({ line: 2, column: 3 });
  });
});
