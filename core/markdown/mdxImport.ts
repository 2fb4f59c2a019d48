import type { MdxEsmNode, MdxImportOptions } from '../types';

const identifier = (name: string) => ({ type: 'Identifier', name });

/**
 * An `import` statement as an MDX ESM node, for a remark step to put at the top of a page (MDX
 * compiles ESM nodes from their estree, so the `value` text is for reading only):
 * `mdxImport({ source: '@theme/Preview', defaultAs: 'Preview' })`,
 * `mdxImport({ source: 'x', named: { Tabs: 'Tabs' } })`, or a side effect only
 * (`mdxImport({ source: './demo.css' })`).
 */
export function mdxImport({ source, defaultAs, named = {} }: MdxImportOptions): MdxEsmNode {
  const specifiers = [
    ...(defaultAs ? [{ type: 'ImportDefaultSpecifier', local: identifier(defaultAs) }] : []),
    ...Object.entries(named).map(([imported, local]) => ({ type: 'ImportSpecifier', imported: identifier(imported), local: identifier(local) })),
  ];
  const clauses = [
    ...(defaultAs ? [defaultAs] : []),
    ...(Object.keys(named).length > 0 ? [`{ ${Object.entries(named).map(([imported, local]) => (imported === local ? imported : `${imported} as ${local}`)).join(', ')} }`] : []),
  ];
  const from = JSON.stringify(source);
  return {
    type: 'mdxjsEsm',
    value: clauses.length > 0 ? `import ${clauses.join(', ')} from ${from}` : `import ${from}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ImportDeclaration', specifiers, source: { type: 'Literal', value: source, raw: from } }],
      },
    },
  };
}
