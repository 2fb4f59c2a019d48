import type { MdNode } from '../mdast';
import { walk } from '../mdast';
import { mdxImport } from '../mdxImport';

/**
 * Components an `.mdx` page may use without importing them (plugins' `markdown.components`, e.g.
 * the default theme's `Tabs`): a page that uses one gets an import of it, so the component ships
 * in the chunks of the pages that use it instead of in every page's main bundle.
 *
 * The import only provides a default: the recma step puts it first in the page's `_components`
 * object, so the theme's `MDXComponents` and `<Content components>` still replace it.
 */

/** Component name -> module that exports it under that name. */
export type AutoImportComponents = Record<string, string>;

const localName = (name: string) => `_quireAuto_${name}`;

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

/** Every name an ESM block of the page binds (imports, exported functions, classes, variables). */
function boundNames(tree: MdNode): Set<string> {
  const names = new Set<string>();
  const addPattern = (node: EstreeNode | undefined) => {
    if (node?.type === 'Identifier') names.add(node.name as string);
  };
  walk(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    const program = (node.data as { estree?: { body: EstreeNode[] } } | undefined)?.estree;
    for (const statement of program?.body ?? []) {
      const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as EstreeNode | undefined;
      if (statement.type === 'ImportDeclaration') {
        for (const specifier of statement.specifiers as { local: EstreeNode }[]) addPattern(specifier.local);
      } else if (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') {
        addPattern(declaration.id as EstreeNode);
      } else if (declaration?.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations as { id: EstreeNode }[]) addPattern(declarator.id);
      }
    }
  });
  return names;
}

/** Adds an import for each auto-imported component the page uses and does not bind itself. */
export function remarkAutoImport({ components }: { components: AutoImportComponents }) {
  return () => (tree: MdNode, file: { data: Record<string, unknown> }) => {
    const used = new Set<string>();
    walk(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && typeof node.name === 'string') {
        if (Object.hasOwn(components, node.name)) used.add(node.name);
      }
    });
    if (used.size === 0) return;
    const bound = boundNames(tree);
    const bySource = new Map<string, string[]>();
    for (const name of [...used].sort()) {
      if (bound.has(name)) continue;
      const source = components[name]!;
      bySource.set(source, [...(bySource.get(source) ?? []), name]);
    }
    if (bySource.size === 0) return;
    const imports = [...bySource].map(([source, names]) => mdxImport({ source, named: Object.fromEntries(names.map((name) => [name, localName(name)])) }));
    (tree.children as MdNode[]).unshift(...imports);
    file.data.quireAutoImports = [...bySource.values()].flat();
  };
}

const isPropsComponents = (node: EstreeNode | undefined) => node?.type === 'MemberExpression' && (node.property as EstreeNode).name === 'components';

/**
 * Where MDX reads a page's components from: `{..., ..._provideComponents(), ...props.components}`
 * with a provider (Quire always has one), `props.components || {}` without. Returns the object the
 * defaults go first in, making one in the second case.
 */
function componentsObject(declarator: EstreeNode): EstreeNode | undefined {
  const init = declarator.init as EstreeNode | undefined;
  if (init?.type === 'ObjectExpression') {
    const spreads = (init.properties as EstreeNode[]).filter((p) => p.type === 'SpreadElement');
    return spreads.some((p) => isPropsComponents(p.argument as EstreeNode)) ? init : undefined;
  }
  if (init?.type === 'LogicalExpression' && isPropsComponents(init.left as EstreeNode)) {
    declarator.init = { type: 'ObjectExpression', properties: [{ type: 'SpreadElement', argument: init.left }] };
    return declarator.init as EstreeNode;
  }
  return undefined;
}

/**
 * Puts the imported components first in the object each compiled page reads its components from
 * (`{...defaults, ..._provideComponents(), ...props.components}`), so providers override them.
 */
export function recmaAutoImport() {
  return (program: EstreeNode, file: { data: Record<string, unknown> }) => {
    const names = file.data.quireAutoImports as string[] | undefined;
    if (!names?.length) return;
    const defaults = () =>
      names.map((name) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier', name },
        value: { type: 'Identifier', name: localName(name) },
      }));
    const visit = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach(visit);
      const n = node as EstreeNode;
      const object = n.type === 'VariableDeclarator' ? componentsObject(n) : undefined;
      if (object) (object.properties as unknown[]).unshift(...defaults());
      for (const key of Object.keys(n)) if (key !== 'type') visit(n[key]);
    };
    visit(program);
  };
}
