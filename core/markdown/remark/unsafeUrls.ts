import { isUnsafeUrl } from '../../shared/urls';
import type { QuireFileData } from '../fileData';
import { quireData } from '../fileData';
import type { MdNode } from '../mdast';
import { unsafeUrlWarning } from '../../utils/unsafeUrlWarning';

/**
 * Markdown links and images whose URL could run script (`javascript:`, `vbscript:`, `data:` other
 * than images, however spelled: `isUnsafeUrl`) are dropped, and the text stays: a link becomes its
 * text, an image its alt text, and a link definition with such a URL is removed with the references
 * to it. Each one is a warning at its place (`file.data.quire.warnings`), which the MDX loader
 * reports naming the file. Runs right after Quire's parser step in every processor, so the pages,
 * their `.md` twins, the search text and the fragments all go without them.
 */
export function remarkUnsafeUrls() {
  return (tree: MdNode, file: { data: Record<string, unknown> }) => {
    const unsafeDefinitions = new Set<string>();
    const warn = (node: MdNode, url: string, what: string, kept: string) => {
      const data: QuireFileData = quireData(file);
      (data.warnings ??= []).push({ message: unsafeUrlWarning({ what, url, kept }), line: node.position?.start.line, column: node.position?.start.column });
    };
    walkRemoving(tree, (node) => {
      if (node.type === 'definition' && typeof node.url === 'string' && isUnsafeUrl(node.url)) {
        unsafeDefinitions.add(String(node.identifier).toLowerCase());
        warn(node, node.url, 'link definition', 'the links to it keep their text');
        return [];
      }
      return undefined;
    });
    walkRemoving(tree, (node) => {
      if ((node.type === 'link' || node.type === 'image') && typeof node.url === 'string' && isUnsafeUrl(node.url)) {
        warn(node, node.url, node.type, node.type === 'link' ? 'its text stays' : 'its alt text stays');
        return textOf(node);
      }
      if ((node.type === 'linkReference' || node.type === 'imageReference') && unsafeDefinitions.has(String(node.identifier).toLowerCase())) {
        return textOf(node);
      }
      return undefined;
    });
  };
}

/** What a dropped link or image leaves: the link's children, the image's alt text. */
function textOf(node: MdNode): MdNode[] {
  if (node.type === 'image' || node.type === 'imageReference') return typeof node.alt === 'string' && node.alt !== '' ? [{ type: 'text', value: node.alt }] : [];
  return node.children ?? [];
}

/** Visits every node; where `replace` returns nodes, the node is replaced by them (and they are visited). */
function walkRemoving(node: MdNode, replace: (node: MdNode) => MdNode[] | undefined): void {
  const children = node.children;
  if (!children) return;
  for (let index = 0; index < children.length; ) {
    const replacement = replace(children[index]!);
    if (replacement === undefined) {
      walkRemoving(children[index]!, replace);
      index += 1;
    } else {
      children.splice(index, 1, ...replacement);
    }
  }
}
