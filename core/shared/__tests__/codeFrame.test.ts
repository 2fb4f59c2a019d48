import { codeFrame } from '../codeFrame';

describe('codeFrame', () => {
  const source = ['# A', '', 'Some text', '', '<div>', '', '{1 +}', '', '</div>', 'after', 'end'].join('\n');

  test('two lines each side, numbers aligned, a caret under the column', () => {
    expect(codeFrame({ source, line: 7, column: 5 })).toBe(
      ['  5 | <div>', '  6 |', '> 7 | {1 +}', '    |     ^', '  8 |', '  9 | </div>'].join('\n'),
    );
  });

  test('numbers widen at line 10; no caret without a column; tabs shown as two spaces', () => {
    expect(codeFrame({ source, line: 10, around: 1 })).toBe(['   9 | </div>', '> 10 | after', '  11 | end'].join('\n'));
    expect(codeFrame({ source: 'a\n\tb = ;\n', line: 2, column: 6, around: 0 })).toBe(['> 2 |   b = ;', '    |       ^'].join('\n'));
  });

  test('empty for a line outside the source', () => {
    expect(codeFrame({ source, line: 40 })).toBe('');
    expect(codeFrame({ source, line: 0 })).toBe('');
  });
});
