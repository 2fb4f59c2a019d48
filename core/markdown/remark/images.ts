import fs from 'node:fs';
import path from 'node:path';
import { withBase } from '../../shared/urls';
import { safeDecode } from '../../shared/routePath';
import type { MdNode } from '../mdast';
import { walk } from '../mdast';
import { mdxImport } from '../mdxImport';

/** `./a.png`, `../img/a.png`, `img/a.png`: a file next to the page, for the bundler to take. */
function isRelativeFile(url: string): boolean {
  return url !== '' && !/^([a-z][a-z\d+.-]*:|\/|#)/i.test(url);
}

const program = (body: unknown[]) => ({ type: 'Program', sourceType: 'module', body });

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
 * `public/`) gets the site base; external URLs stay as they are. Reference-style images (`![a][ref]`)
 * are treated like the inline image their definition gives.
 */
export function remarkImages({ base }: { base: string }) {
  return () => (tree: MdNode, file: { path?: string; fail(reason: string, place?: unknown): never }) => {
    const imports = new Map<string, string>();
    const definitions = new Map<string, MdNode>();
    walk(tree, (node) => {
      if (node.type !== 'definition') return;
      const id = String(node.identifier).toLowerCase();
      if (!definitions.has(id)) definitions.set(id, node);
    });
    walk(tree, (original, parent) => {
      let node = original;
      // `![alt][ref]` with `[ref]: ./a.png`: the same image as `![alt](./a.png)`.
      if (node.type === 'imageReference' && parent?.children) {
        const definition = definitions.get(String(node.identifier).toLowerCase());
        if (!definition || typeof definition.url !== 'string') return;
        node = { type: 'image', url: definition.url, title: definition.title, alt: node.alt, position: node.position };
        parent.children[parent.children.indexOf(original)] = node;
      }
      if (node.type !== 'image' || typeof node.url !== 'string') return;
      if (node.url.startsWith('/') && !node.url.startsWith('//')) {
        node.url = withBase(node.url, base);
        return;
      }
      if (!isRelativeFile(node.url) || !parent?.children) return;
      const source = /^\.{1,2}\//.test(node.url) ? node.url : `./${node.url}`;
      // Said here, with the image's line, rather than by the bundler at the inserted import.
      const target = file.path ? path.resolve(path.dirname(file.path), safeDecode(source.replace(/[?#].*$/, ''))) : undefined;
      if (target && !fs.existsSync(target)) file.fail(`Image not found: ${node.url} (looked for ${target})`, node);
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
    if (imports.size > 0) tree.children!.unshift(...[...imports].map(([source, name]) => mdxImport({ source, defaultAs: name })));
  };
}
