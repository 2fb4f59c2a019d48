import { pageOnly } from 'quire/plugin-utils';
import { mdxImport } from 'quire';

/** The component pages write: `<API moduleName="Badge" />`. */
export const API_COMPONENT = 'API';

export interface RemarkApiOptions {
  /** moduleName -> absolute path of its data file (`.quire/api-docgen/props-<name>.json`). */
  dataFiles: Record<string, string>;
}

interface Node {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: Attribute[];
  children?: Node[];
  data?: { estree?: { body?: EstreeNode[] } };
  position?: unknown;
}

interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

interface VFileLike {
  fail(reason: string, place?: unknown): never;
}

function visit(node: Node, fn: (node: Node) => void): void {
  fn(node);
  for (const child of node.children ?? []) visit(child, fn);
}

/** Whether the page's own imports or declarations bind `API` (then `<API>` is the page's, not ours). */
function pageBindsApi(tree: Node): boolean {
  let bound = false;
  visit(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    for (const statement of node.data?.estree?.body ?? []) {
      const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as EstreeNode | undefined;
      const names =
        statement.type === 'ImportDeclaration'
          ? (statement.specifiers as { local: { name: string } }[]).map((specifier) => specifier.local.name)
          : declaration?.type === 'VariableDeclaration'
            ? (declaration.declarations as { id: { name?: string } }[]).map((declarator) => declarator.id.name)
            : [(declaration?.id as { name?: string } | undefined)?.name];
      if (names.includes(API_COMPONENT)) bound = true;
    }
  });
  return bound;
}

const identifier = (name: string) => ({ type: 'Identifier', name });

/** `data={<local>}` as an MDX JSX attribute. */
function dataAttribute(local: string): Attribute {
  const estree = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: identifier(local) }] };
  return { type: 'mdxJsxAttribute', name: 'data', value: { type: 'mdxJsxAttributeValueExpression', value: local, data: { estree } } };
}

/** The `moduleName` a `<API>` element gives, or a failure at the element saying what to write. */
function moduleNameOf({ node, file, known }: { node: Node; file: VFileLike; known: string[] }): string {
  const attribute = node.attributes?.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === 'moduleName');
  const list = known.length > 0 ? known.join(', ') : '(none)';
  if (!attribute) return file.fail(`<${API_COMPONENT}> needs a moduleName: <${API_COMPONENT} moduleName="${known[0] ?? 'Button'}" />. Known names: ${list}.`, node.position);
  if (typeof attribute.value !== 'string') {
    return file.fail(`<${API_COMPONENT}> takes moduleName as a plain string (moduleName="Badge"), not an expression: the table is read at build time. Known names: ${list}.`, node.position);
  }
  if (!known.includes(attribute.value)) {
    return file.fail(
      `Unknown moduleName "${attribute.value}" in <${API_COMPONENT}>. Known names: ${list}. Fix the name, or add the component to the \`entries\` of quire/plugins/api-docgen.`,
      node.position,
    );
  }
  return attribute.value;
}

/**
 * `<API moduleName="Badge" />` in an `.mdx` page: checks the name against the plugin's entries
 * (an unknown one fails the compile at the element, listing the known names) and passes the
 * component's table as `data`, imported from its JSON file. So a page carries the data of the
 * components it documents and no other page carries any; no TypeScript runs here (the main
 * thread reads the components once and writes the files).
 */
export const remarkApiDocgen = pageOnly(function remarkApiDocgen({ dataFiles }: RemarkApiOptions) {
  const known = Object.keys(dataFiles).sort();
  return (tree: Node, file: VFileLike) => {
    const elements: Node[] = [];
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === API_COMPONENT) elements.push(node);
    });
    if (elements.length === 0 || pageBindsApi(tree)) return;
    const locals = new Map<string, string>();
    for (const node of elements) {
      const moduleName = moduleNameOf({ node, file, known });
      let local = locals.get(moduleName);
      if (!local) {
        local = `_quireApiDocgen${locals.size}`;
        locals.set(moduleName, local);
      }
      node.attributes = [...(node.attributes ?? []).filter((attr) => !(attr.type === 'mdxJsxAttribute' && attr.name === 'data')), dataAttribute(local)];
    }
    const imports = [...locals].map(([moduleName, local]) => mdxImport({ source: dataFiles[moduleName]!, defaultAs: local }));
    tree.children = [...imports, ...(tree.children ?? [])];
  };
});
