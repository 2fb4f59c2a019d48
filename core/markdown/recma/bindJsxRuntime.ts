/**
 * MDX imports the JSX runtime by name (`import {jsx as _jsx, ...} from 'react/jsx-runtime'`) and
 * calls `_jsx` for every element of the page. Webpack turns each of those calls into an import
 * dependency of its own and writes it out as `(0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)`:
 * on a docs page that is dozens of dependency objects and most of the chunk's size before
 * minification. Reading the runtime once into local constants leaves one import per page:
 *
 *   import * as _jsxRuntime from 'react/jsx-runtime';
 *   const {Fragment: _Fragment, jsx: _jsx, jsxs: _jsxs} = _jsxRuntime;
 *
 * Measured on the 500-page-per-language bench corpus: see ARCHITECTURE.md (Markdown pipeline).
 */

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

const RUNTIME_SOURCE = /^react\/jsx-(dev-)?runtime$/;
const NAMESPACE = '_jsxRuntime';

const identifier = (name: string): EstreeNode => ({ type: 'Identifier', name });

function isRuntimeImport(node: EstreeNode): boolean {
  const source = (node.source as EstreeNode | undefined)?.value;
  return node.type === 'ImportDeclaration' && typeof source === 'string' && RUNTIME_SOURCE.test(source);
}

export function recmaBindJsxRuntime() {
  return (program: { body: EstreeNode[] }) => {
    const index = program.body.findIndex(isRuntimeImport);
    if (index === -1) return;
    const declaration = program.body[index]!;
    const specifiers = declaration.specifiers as EstreeNode[];
    if (!specifiers.every((specifier) => specifier.type === 'ImportSpecifier')) return;
    const properties = specifiers.map((specifier) => ({
      type: 'Property',
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
      key: specifier.imported,
      value: specifier.local,
    }));
    program.body.splice(
      index,
      1,
      { ...declaration, specifiers: [{ type: 'ImportNamespaceSpecifier', local: identifier(NAMESPACE) }] },
      {
        type: 'VariableDeclaration',
        kind: 'const',
        declarations: [{ type: 'VariableDeclarator', id: { type: 'ObjectPattern', properties }, init: identifier(NAMESPACE) }],
      },
    );
  };
}
