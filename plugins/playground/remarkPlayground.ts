import { pageOnly } from 'quire/plugin-utils';

/** The languages a playground block may be written in (what sucrase transpiles in the browser). */
export const PLAYGROUND_LANGS = ['tsx', 'jsx', 'ts', 'js'] as const;
export type PlaygroundLang = (typeof PLAYGROUND_LANGS)[number];

interface CodeNode {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
}

interface ParentNode {
  type: string;
  children?: ParentNode[];
  [key: string]: unknown;
}

interface VFileLike {
  fail(reason: string, place?: unknown): never;
}

/** Whether the block's meta holds the word `playground` (`tsx playground`, `tsx title="x" playground`). */
export function isPlaygroundMeta(meta: string | null | undefined): boolean {
  return (meta ?? '').split(/\s+/).includes('playground');
}

/**
 * The playground plugin's Markdown step: a code block marked `playground` becomes
 * `<Playground code="..." lang="...">` around the block itself, so the page is written with the
 * code highlighted by the site's Shiki (what the server renders and a reader without JavaScript
 * sees) and the component, auto-imported from `markdown.components` on the pages that use it,
 * swaps it for the editor in the browser. A marked block in another language fails the compile at
 * the block. Page only: the `.md` twin keeps the block as written.
 */
function remarkPlayground() {
  return (tree: ParentNode, file: VFileLike) => {
    const visit = (parent: ParentNode) => {
      const children = parent.children;
      if (!children) return;
      for (let index = 0; index < children.length; index++) {
        const node = children[index]!;
        if (node.type !== 'code') {
          visit(node);
          continue;
        }
        const code = node as unknown as CodeNode;
        if (!isPlaygroundMeta(code.meta)) continue;
        const lang = code.lang ?? '';
        if (!(PLAYGROUND_LANGS as readonly string[]).includes(lang)) {
          file.fail(
            `A playground block must be written in ${PLAYGROUND_LANGS.join(', ')}${lang ? `, not "${lang}"` : ' (its fence names no language)'}: write \`\`\`tsx playground, or remove "playground" from its meta.`,
            node,
          );
        }
        children[index] = {
          type: 'mdxJsxFlowElement',
          name: 'Playground',
          attributes: [
            { type: 'mdxJsxAttribute', name: 'code', value: code.value },
            { type: 'mdxJsxAttribute', name: 'lang', value: lang },
          ],
          children: [node],
          position: node.position,
        };
      }
    };
    visit(tree);
  };
}

export default pageOnly(remarkPlayground);
