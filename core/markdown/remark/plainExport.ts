import type { PlainComponentRule } from '../../types';
import type { MdNode } from '../mdast';
import type { MarkdownProcessor } from '../markdownProcessor';

/** What the plain export leaves on a compiled file: `file.data.quirePlain`. */
export const PLAIN_DATA_KEY = 'quirePlain';
const TREE_KEY = 'quirePlainTree';

type Parser = (document: string, file: { data: Record<string, unknown> }) => MdNode;

/**
 * A copy of a tree for the plain export, without what the export never reads: positions and the
 * estree of MDX expressions and imports (the bulk of an MDX tree).
 */
function copyTree(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyTree);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) if (key !== 'position' && key !== 'estree') copy[key] = copyTree(child);
  return copy;
}

/**
 * The page as plain Markdown (its `.md` twin, see plainMarkdown.ts), made from the tree the
 * compile parses instead of parsing the page a second time. It copies the tree as the parser
 * returns it (after Quire's parser step, remarkSourceSyntax, before MDX and Quire's steps change it),
 * runs the `plain` processor's steps on the copy (the site's and plugins' remark steps, as
 * `toPlainMarkdown` does after its own parse), and turns it into plain Markdown among the
 * transforms. Attach it after remarkSourceSyntax.
 */
export function remarkPlainExport(this: { parser?: Parser }, { plain, components }: { plain: MarkdownProcessor; components: Record<string, PlainComponentRule> }) {
  const parse = this.parser;
  if (parse) {
    this.parser = (document, file) => {
      const tree = parse(document, file);
      file.data[TREE_KEY] = copyTree(tree);
      return tree;
    };
  }
  return async (_tree: MdNode, file: { path?: string; value?: unknown; data: Record<string, unknown> }) => {
    const copy = file.data[TREE_KEY] as MdNode | undefined;
    if (!copy) return;
    delete file.data[TREE_KEY];
    const filePath = file.path ?? '';
    // A file of its own: what the steps record there (setPageData) belongs to the page's compile.
    const tree = await plain.run(copy, { value: String(file.value ?? ''), path: filePath, data: {} });
    const { plainFromTree } = await import('../plainMarkdown');
    file.data[PLAIN_DATA_KEY] = await plainFromTree({ tree, filePath, components });
  };
}
