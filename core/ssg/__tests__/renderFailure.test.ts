import path from 'node:path';
import { renderFailureMessage } from '../renderPages';

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
});
