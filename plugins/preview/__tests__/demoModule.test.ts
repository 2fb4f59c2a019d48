import { demoRequest, readDemoQuery } from '../demoRequest';
import { isolateStyles } from '../demoLoader';

const block = { pageFile: '/site/docs/guide/intro.mdx', index: 1, lang: 'tsx' as const, fenceLine: 12, code: 'export default () => <p>a!b?c#d&e</p>;' };

describe('demoRequest', () => {
  test('a module named after the page in its folder, the page as its resource, the code in the query', () => {
    const request = demoRequest({ block, loader: '/quire/lib/demoLoader.js', relative: true });
    expect(request).toMatch(/^\.\/intro\.mdx\.preview-1\.tsx!=!\/quire\/lib\/demoLoader\.js\?line=12&lang=tsx&code=[\w-]+!\.\/intro\.mdx$/);
    const absolute = demoRequest({ block, loader: '/quire/lib/demoLoader.js', relative: false });
    expect(absolute.startsWith('/site/docs/guide/intro.mdx.preview-1.tsx!=!')).toBe(true);
    expect(absolute.endsWith('!/site/docs/guide/intro.mdx')).toBe(true);
  });

  test('the loader reads back the code, its line and, for an iframe demo, where its styles go', () => {
    const request = demoRequest({ block, loader: '/l.js', relative: true, isolate: { demo: 'abc', loader: '/s.js', registry: '/r.ts' } });
    const query = request.slice(request.indexOf('?'), request.lastIndexOf('!'));
    expect(readDemoQuery(query)).toEqual({ fenceLine: 12, lang: 'tsx', code: block.code, isolate: { demo: 'abc', loader: '/s.js', registry: '/r.ts' } });
  });
});

describe('isolateStyles', () => {
  test("rewrites the block's own stylesheet imports, on their lines; CSS Modules and other imports stay", () => {
    const code = ["import './demo.css';", "import styles from './a.module.css';", "import { x } from './x';", '  import "../shared/b.css"'].join('\n');
    const out = isolateStyles(code, { demo: 'abc', loader: '/s.js', registry: '/r.ts' });
    expect(out.split('\n')).toEqual([
      'import "!!/s.js?demo=abc&registry=%2Fr.ts!./demo.css";',
      "import styles from './a.module.css';",
      "import { x } from './x';",
      '  import "!!/s.js?demo=abc&registry=%2Fr.ts!../shared/b.css"',
    ]);
  });
});
