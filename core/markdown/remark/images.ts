import { withBase } from '../../shared/urls';
import type { MdNode } from '../mdast';
import { walk } from '../mdast';

/** `./a.png`, `../img/a.png`, `img/a.png`: a file next to the page, for the bundler to take. */
function isRelativeFile(url: string): boolean {
  return url !== '' && !/^([a-z][a-z\d+.-]*:|\/|#)/i.test(url);
}

const program = (body: unknown[]) => ({ type: 'Program', sourceType: 'module', body });

function importNode(name: string, source: string): MdNode {
  const estree = program([
    {
      type: 'ImportDeclaration',
      specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
      source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
    },
  ]);
  return { type: 'mdxjsEsm', value: `import ${name} from ${JSON.stringify(source)}`, data: { estree } };
}

function attribute(name: string, value: string | null | undefined): unknown {
  return value == null ? undefined : { type: 'mdxJsxAttribute', name, value };
}

function expressionAttribute(name: string, identifier: string): unknown {
  const estree = program([{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: identifier } }]);
  return { type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: identifier, data: { estree } } };
}

/**
 * Images (CONTRACT §3 "static assets"): a relative image becomes an import, so the bundler copies
 * it with a content hash and the page gets its final URL; a root-absolute path (a file of
 * `public/`) gets the site base; external URLs stay as they are.
 */
export function remarkImages({ base }: { base: string }) {
  return () => (tree: MdNode) => {
    const imports = new Map<string, string>();
    walk(tree, (node, parent) => {
      if (node.type !== 'image' || typeof node.url !== 'string') return;
      if (node.url.startsWith('/') && !node.url.startsWith('//')) {
        node.url = withBase(node.url, base);
        return;
      }
      if (!isRelativeFile(node.url) || !parent?.children) return;
      const source = /^\.{1,2}\//.test(node.url) ? node.url : `./${node.url}`;
      let name = imports.get(source);
      if (!name) imports.set(source, (name = `__quireImage${imports.size}`));
      const element: MdNode = {
        type: 'mdxJsxTextElement',
        name: 'img',
        attributes: [expressionAttribute('src', name), attribute('alt', node.alt as string), attribute('title', node.title as string)].filter(Boolean),
        children: [],
        position: node.position,
      };
      parent.children[parent.children.indexOf(node)] = element;
    });
    if (imports.size > 0) tree.children!.unshift(...[...imports].map(([source, name]) => importNode(name, source)));
  };
}
