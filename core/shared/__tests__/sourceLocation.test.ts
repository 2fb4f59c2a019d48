import { sourceLocationOf } from '../sourceLocation';

describe('sourceLocationOf', () => {
  test('the innermost marker of a component stack, whether React read the engine stack or a display name', () => {
    const stack = [
      '',
      '    at Chart (/site/dist/assets/js/94d2b67e.js:1:2999)',
      '    at section (<anonymous>)',
      '    at quire-source:docs/guide/charts.mdx:12 (/site/dist/assets/js/quire-renderer.js:153:17)',
      '    at SourceLocation (/site/dist/assets/js/quire-renderer.js:159:27)',
      '    at quire-source:docs/guide/charts.mdx (<anonymous>)',
      '    at main (<anonymous>)',
    ].join('\n');
    expect(sourceLocationOf(stack)).toBe('docs/guide/charts.mdx:12');
  });

  test('none without a marker or a stack', () => {
    expect(sourceLocationOf('\n    at Chart (<anonymous>)\n    at div (<anonymous>)')).toBeUndefined();
    expect(sourceLocationOf(undefined)).toBeUndefined();
    expect(sourceLocationOf(null)).toBeUndefined();
  });
});
