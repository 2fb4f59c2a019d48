/** One entry of the outline. */
export interface OutlineHeading {
  id: string;
  text: string;
  depth: 2 | 3 | 4;
}

/** Where the doc content lives (DocLayout): the outline lists the headings found inside it. */
export const DOC_CONTENT_SELECTOR = '.quire-doc';

/** Parts of a heading that are not its text: the `#` anchor, and what authors mark as excluded. */
const NOT_TEXT = '.quire-anchor, .quire-toc-exclude';

/**
 * A heading is listed when the reader can see it: not inside a hidden element (an inactive tab
 * panel, a closed details body) and laid out at all (`offsetParent` is null under display:none).
 */
function isVisible(heading: HTMLElement): boolean {
  if (heading.closest('[hidden], .quire-toc-exclude')) return false;
  if (heading.offsetParent === null) return false;
  return getComputedStyle(heading).visibility !== 'hidden';
}

function headingText(heading: HTMLElement): string {
  const copy = heading.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(NOT_TEXT).forEach((node) => node.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The visible h2-h4 headings (with ids) of the doc content, in document order. */
export function collectHeadings({ root }: { root: ParentNode }): OutlineHeading[] {
  const headings: OutlineHeading[] = [];
  root.querySelectorAll<HTMLElement>('h2[id], h3[id], h4[id]').forEach((heading) => {
    if (!isVisible(heading)) return;
    const text = headingText(heading);
    if (text) headings.push({ id: heading.id, text, depth: Number(heading.tagName[1]) as 2 | 3 | 4 });
  });
  return headings;
}

export function sameHeadings(a: OutlineHeading[], b: OutlineHeading[]): boolean {
  return a.length === b.length && a.every((h, i) => h.id === b[i]!.id && h.text === b[i]!.text && h.depth === b[i]!.depth);
}
