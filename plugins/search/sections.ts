/**
 * Cuts a page's plain Markdown (the `.md` twin the build writes) into searchable sections: the
 * text before the first h2, then one section per h2/h3, each with the anchor id the page's toc
 * gives that heading, so that a result links to `route#id`. Pure: runs anywhere.
 */

export interface SectionTocItem {
  text: string;
  id: string;
  depth: number;
}

export interface PageSection {
  /** The heading's anchor id; '' for the top of the page. */
  id: string;
  /** The heading's text; '' for the top of the page (shown as the page title). */
  heading: string;
  /** The section's plain text, one space between words. */
  text: string;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;

/** Inline Markdown to plain text: links and images keep their text, marks and HTML go. */
export function inlineText(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{#[^}]*\}\s*$/, '')
    .replace(/(\*\*|__|~~|`+)/g, '')
    .replace(/(^|\W)[*_](?=\S)|(?<=\S)[*_](?=\W|$)/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, '$1');
}

/** Block markers to drop before the inline pass: quotes, list bullets, table pipes and rules. */
function blockText(line: string): string {
  if (/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line)) return '';
  if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) return '';
  return line
    .replace(/^(\s*>)+\s?/, '')
    .replace(/^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/, '')
    .replace(/\|/g, ' ');
}

/** Compares heading texts whatever their marks, spacing and case. */
const comparable = (text: string) => inlineText(text).replace(/[\s\p{P}\p{S}]+/gu, '').toLowerCase();

/**
 * The sections of a page. A heading starts a section only when the toc lists it (matched by its
 * text, in order), because only those have an anchor on the page; a heading the toc skips stays
 * in the text of the section above. `codeBlocks: false` leaves fenced code out of the text.
 */
export function splitSections({ markdown, toc, codeBlocks }: { markdown: string; toc: readonly SectionTocItem[]; codeBlocks: boolean }): PageSection[] {
  const anchors = toc.filter((item) => item.depth === 2 || item.depth === 3);
  let nextAnchor = 0;
  const sections: PageSection[] = [];
  let current = { id: '', heading: '', lines: [] as string[] };
  let fence: string | undefined;
  const close = () => {
    const text = current.lines.join(' ').replace(/\s+/g, ' ').trim();
    if (text || current.id) sections.push({ id: current.id, heading: current.heading, text });
  };

  for (const line of markdown.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(line);
    if (fence !== undefined) {
      if (fenceMatch && fenceMatch[1]![0] === fence[0] && fenceMatch[1]!.length >= fence.length && line.trim() === fenceMatch[1]) fence = undefined;
      else if (codeBlocks) current.lines.push(line);
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const depth = heading[1]!.length;
      const text = inlineText(heading[2]!).trim();
      if (depth === 1) continue; // The page title: shown as the group header already.
      if (depth === 2 || depth === 3) {
        const key = comparable(text);
        const found = anchors.findIndex((item, index) => index >= nextAnchor && comparable(item.text) === key);
        if (found !== -1) {
          close();
          nextAnchor = found + 1;
          current = { id: anchors[found]!.id, heading: anchors[found]!.text, lines: [] };
          continue;
        }
      }
      current.lines.push(text);
      continue;
    }
    current.lines.push(inlineText(blockText(line)));
  }
  close();
  return sections;
}
