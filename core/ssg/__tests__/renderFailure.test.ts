import path from 'node:path';
import { renderFailure, renderFailureMessage } from '../renderPages';

describe('renderFailureMessage', () => {
  const page = { pathname: '/guide/a', modules: { content: path.join(process.cwd(), 'docs/guide/a.mdx') } };

  test("the route, the page's file relative to the current folder, the message, then the author's components", () => {
    const error = Object.assign(new Error('no data'), { componentFrames: ['Inner', 'Broken'] });
    expect(renderFailureMessage({ page, error })).toBe('/guide/a: docs/guide/a.mdx: no data\n    in <Inner>\n    in <Broken>');
  });

  test('an error placed by a <SourceLocation> keeps its own place; browser-only code gets its hint', () => {
    const located = Object.assign(new Error('docs/guide/a.mdx:12: no axis'), { componentFrames: ['Chart'], located: true });
    expect(renderFailureMessage({ page, error: located })).toBe('/guide/a: docs/guide/a.mdx:12: no axis\n    in <Chart>');
    expect(renderFailureMessage({ page, error: new Error('window is not defined') })).toBe(
      '/guide/a: docs/guide/a.mdx: window is not defined (this code runs during the build too: move it into useEffect, or wrap the component in <NoSSR>)',
    );
  });

  test('the 404 page (no modules) and a thrown string', () => {
    expect(renderFailureMessage({ page: { pathname: '/404' }, error: 'oops' })).toBe('/404: oops');
  });

  test('a thrown value that is not an Error is said to be one, as it is', () => {
    expect(renderFailureMessage({ page, error: { code: 42 } })).toBe('/guide/a: docs/guide/a.mdx: a value that is not an Error was thrown: {"code":42}');
    expect(renderFailureMessage({ page, error: null })).toBe('/guide/a: docs/guide/a.mdx: a value that is not an Error was thrown: null');
    expect(renderFailureMessage({ page, error: undefined })).toBe('/guide/a: docs/guide/a.mdx: a value that is not an Error was thrown: undefined');
  });

  test('the report says what to do', () => {
    expect(renderFailure(['/guide/a: docs/guide/a.mdx: no data']).format()).toMatch(/failed to render:\n  - \/guide\/a: docs\/guide\/a\.mdx: no data\n.*rendered to HTML at build time/s);
  });
});
