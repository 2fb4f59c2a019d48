import { componentFramesOf, sourceLocationOf } from '../sourceLocation';

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

describe('componentFramesOf', () => {
  test("the author's components below the page's content, innermost first, without elements, MDX's wrappers or minified names", () => {
    const stack = [
      '',
      '    at Inner (/site/dist.tmp-1/assets/js/5867.js:2:244)',
      '    at section (<anonymous>)',
      '    at Broken (<anonymous>)',
      '    at r (<anonymous>)',
      '    at _createMdxContent (<anonymous>)',
      '    at MDXContent (/site/dist.tmp-1/assets/js/5867.js:2:66)',
      '    at quire-page (/site/dist.tmp-1/assets/js/quire-renderer.js:438:22)',
      '    at PageErrorBoundary (/site/dist.tmp-1/assets/js/quire-renderer.js:3152:5)',
      '    at Content (/site/dist.tmp-1/assets/js/quire-renderer.js:452:20)',
      '    at DocLayout (<anonymous>)',
    ].join('\n');
    expect(componentFramesOf(stack)).toEqual(['Inner', 'Broken']);
    expect(componentFramesOf(stack, 1)).toEqual(['Inner']);
  });

  test('stops at a <SourceLocation>; none without a stack', () => {
    expect(componentFramesOf('\n    at Chart (<anonymous>)\n    at quire-source:docs/a.mdx:5 (<anonymous>)\n    at Page (<anonymous>)')).toEqual(['Chart']);
    expect(componentFramesOf(undefined)).toEqual([]);
  });
});
