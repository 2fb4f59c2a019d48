import { mdxImport } from 'quire';

describe('mdxImport', () => {
  test('a default import, named imports with their local names, or a side effect only, as MDX compiles them', async () => {
    const { compile } = await import('@mdx-js/mdx');
    const nodes = [
      mdxImport({ source: '@theme/Preview', defaultAs: 'Preview' }),
      mdxImport({ source: 'quire/theme', named: { Tabs: 'Tabs', Tab: '_QuireTab' } }),
      mdxImport({ source: 'x', defaultAs: 'X', named: { y: 'y' } }),
      mdxImport({ source: './demo.css' }),
    ];
    expect(nodes.map((node) => node.value)).toEqual([
      'import Preview from "@theme/Preview"',
      'import { Tabs, Tab as _QuireTab } from "quire/theme"',
      'import X, { y } from "x"',
      'import "./demo.css"',
    ]);
    const addImports = () => (tree: { children: unknown[] }) => void tree.children.unshift(...nodes);
    const code = String(await compile('# Page', { remarkPlugins: [addImports] }));
    for (const line of ['import Preview from "@theme/Preview";', 'import {Tabs, Tab as _QuireTab} from "quire/theme";', 'import X, {y} from "x";', 'import "./demo.css";']) {
      expect(code).toContain(line);
    }
  });
});
