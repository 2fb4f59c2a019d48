import type { DefaultTreeAdapterTypes } from 'parse5';
import { isUnsafeUrl } from '../core/shared/urls';

/**
 * Finds what in a generated file could run a payload (test-utils/hostileSite.ts): in HTML, event
 * handler attributes, URL attributes with `javascript:`-like URLs, a meta refresh to one, inline
 * scripts a payload made or broke (text with `marker` that is not a whole author's script), inline
 * JSON that does not parse, and comments a payload opened; in Markdown (twins, llms.txt), raw HTML
 * holding the marker and links or images with such URLs. Each problem names the file.
 */

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** Attributes whose value the browser loads or follows as a URL. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'xlink:href', 'data', 'cite', 'background']);
const JSON_TYPES = /^application\/(ld\+)?json$/i;

export interface LiveMarkupOptions {
  /** Where the markup comes from (in messages). */
  file: string;
  /** The text every payload holds (`__pwn`). */
  marker: string;
  /** Whether an inline script holding the marker may hold it (an author's `head` script, whole; a script that carries it as data). */
  isKnownScript?: (text: string) => boolean;
  /** Whether an inline style holding the marker is the author's own, whole. */
  isAuthorStyle?: (text: string) => boolean;
}

let parse5: Promise<typeof import('parse5')> | undefined;

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function textOf(element: Element): string {
  const content = element.tagName === 'template' ? (element as unknown as { content: Element }).content : element;
  return (content.childNodes ?? []).map((child) => ('value' in child && child.nodeName === '#text' ? String(child.value) : '')).join('');
}

/** The problems of an HTML document (`fragment`: a piece of one, such as a feed item's content). */
export async function liveHtmlProblems({ html, fragment = false, ...options }: LiveMarkupOptions & { html: string; fragment?: boolean }): Promise<string[]> {
  const { parse, parseFragment } = await (parse5 ??= import('parse5'));
  const root = (fragment ? parseFragment(html) : parse(html)) as Node;
  const problems: string[] = [];
  const problem = (what: string) => problems.push(`${options.file}: ${what}`);
  const visit = (node: Node) => {
    if (node.nodeName === '#comment' && 'data' in node && String(node.data).includes(options.marker)) problem(`a comment holds a payload: <!--${String(node.data).slice(0, 80)}`);
    if (isElement(node)) {
      for (const { name, value } of node.attrs) {
        if (/^on/i.test(name)) problem(`<${node.tagName} ${name}="${value.slice(0, 80)}">: an event handler attribute`);
        if (URL_ATTRIBUTES.has(name.toLowerCase()) && isUnsafeUrl(value)) problem(`<${node.tagName} ${name}="${value.slice(0, 80)}">: a URL that runs script`);
        if (name === 'srcset' && value.split(',').some((candidate) => isUnsafeUrl(candidate.trim().split(/\s+/)[0] ?? ''))) problem(`<${node.tagName} srcset="${value.slice(0, 80)}">: a URL that runs script`);
      }
      const attribute = (name: string) => node.attrs.find((attr) => attr.name === name)?.value;
      if (node.tagName === 'meta' && attribute('http-equiv')?.toLowerCase() === 'refresh') {
        const target = /url\s*=\s*(.*)$/i.exec(attribute('content') ?? '')?.[1];
        if (target !== undefined && isUnsafeUrl(target.replace(/^['"]|['"]$/g, ''))) problem(`<meta http-equiv="refresh" content="${attribute('content')}">: a refresh to a URL that runs script`);
      }
      if (node.tagName === 'script' && attribute('src') === undefined) {
        const text = textOf(node);
        const type = attribute('type');
        if (type && JSON_TYPES.test(type)) {
          try {
            JSON.parse(text);
          } catch (error) {
            problem(`<script type="${type}">${attribute('id') ? ` #${attribute('id')}` : ''}: its JSON does not parse (${(error as Error).message}): ${text.slice(0, 80)}`);
          }
        } else if (text.includes(options.marker) && !options.isKnownScript?.(text)) {
          problem(`<script>${text.slice(0, 120)}: a script a payload made or cut short`);
        }
      }
      if (node.tagName === 'style' && textOf(node).includes(options.marker) && !options.isAuthorStyle?.(textOf(node))) {
        problem(`<style>${textOf(node).slice(0, 120)}: a style a payload cut short`);
      }
    }
    const children = isElement(node) && node.tagName === 'template' ? (node as unknown as { content: Node }).content : node;
    for (const child of (children as { childNodes?: Node[] }).childNodes ?? []) visit(child);
  };
  visit(root);
  return problems;
}

type MdNode = { type: string; url?: string; value?: string; children?: MdNode[] };

/** The problems of a Markdown file (an `.md` twin, llms.txt): raw HTML holding the marker, links and images to URLs that run script. */
export async function liveMarkdownProblems({ markdown, file, marker }: { markdown: string; file: string; marker: string }): Promise<string[]> {
  const { fromMarkdown } = await import('mdast-util-from-markdown');
  const { gfm } = await import('micromark-extension-gfm');
  const { gfmFromMarkdown } = await import('mdast-util-gfm');
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }) as MdNode;
  const problems: string[] = [];
  const visit = (node: MdNode) => {
    if (node.type === 'html' && node.value?.includes(marker)) problems.push(`${file}: raw HTML with a payload: ${node.value.slice(0, 120)}`);
    if (typeof node.url === 'string' && isUnsafeUrl(node.url)) problems.push(`${file}: ${node.type === 'image' ? 'an image' : `a ${node.type}`} to ${JSON.stringify(node.url.slice(0, 80))}`);
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return problems;
}
