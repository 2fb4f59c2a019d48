import type { DefaultTreeAdapterTypes } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;

/** The class of the element the default theme renders a page's content in. */
export const CONTENT_CLASS = 'quire-doc';
/** The attribute of the element that holds a page built as plain HTML's content, inside `CONTENT_CLASS`. */
const STATIC_CONTENT = 'data-quire-content';

/** Elements that are page chrome or scripting, not content a feed reader can show. */
const DROPPED_TAGS = new Set(['script', 'style', 'template', 'noscript', 'button', 'input', 'select', 'textarea', 'form']);
/** Attributes holding a URL, made absolute. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster', 'cite']);

let parse5: Promise<typeof import('parse5')> | undefined;
/** parse5 is an ES module: loaded on first use (the plugin compiles to CommonJS). */
const loadParse5 = () => (parse5 ??= import('parse5'));

/**
 * A page's content as a feed carries it: the inner HTML of the first element with the class
 * `quire-doc` in the page's written HTML (what the default theme renders the Markdown into; for a
 * Markdown page built as plain HTML, its `data-quire-content` element inside), with
 * every URL made absolute against the page's URL (root-relative links and images, `#anchors`,
 * `srcset`), and without what is not content: the leading `h1` (the item's title), heading anchors
 * (`<a href="#id">` inside the heading `id`), hidden decoration (`aria-hidden="true"`), buttons,
 * forms, scripts, styles and comments. Undefined when the page has no such element.
 */
export async function feedContentHtml({ html, pageUrl }: { html: string; pageUrl: string }): Promise<string | undefined> {
  const { parse, serialize } = await loadParse5();
  const found = findByClass(parse(html), CONTENT_CLASS);
  if (!found) return undefined;
  // A Markdown page built as plain HTML has its content in one element inside (`data-quire-content`).
  const content = found.childNodes.find((node): node is Element => isElement(node) && attribute(node, STATIC_CONTENT) !== undefined) ?? found;
  dropLeadingTitle(content);
  clean(content, pageUrl);
  return serialize(content).trim();
}

function isElement(node: ChildNode | ParentNode): node is Element {
  return 'tagName' in node;
}

const classes = (element: Element) => (element.attrs.find((a) => a.name === 'class')?.value ?? '').split(/\s+/);
const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** The first element, in document order, with the class. */
function findByClass(node: ParentNode, className: string): Element | undefined {
  if (isElement(node) && classes(node).includes(className)) return node;
  for (const child of node.childNodes) {
    const found = 'childNodes' in child ? findByClass(child, className) : undefined;
    if (found) return found;
  }
  return undefined;
}

function dropLeadingTitle(content: Element): void {
  const first = content.childNodes.find((node) => isElement(node) || (node.nodeName === '#text' && node.value.trim() !== ''));
  if (first && isElement(first) && first.tagName === 'h1') content.childNodes.splice(content.childNodes.indexOf(first), 1);
}

function clean(parent: ParentNode, pageUrl: string): void {
  parent.childNodes = parent.childNodes.filter((node) => {
    if (node.nodeName === '#comment') return false;
    if (!isElement(node)) return true;
    if (DROPPED_TAGS.has(node.tagName) || attribute(node, 'aria-hidden') === 'true' || isHeadingAnchor(node, parent)) return false;
    absolutize(node, pageUrl);
    clean(node, pageUrl);
    return true;
  });
}

/** `<h2 id="x">Title<a href="#x">#</a></h2>`: the link to the heading itself. */
function isHeadingAnchor(element: Element, parent: ParentNode): boolean {
  if (element.tagName !== 'a' || !isElement(parent) || !/^h[1-6]$/.test(parent.tagName)) return false;
  const id = attribute(parent, 'id');
  return id !== undefined && attribute(element, 'href') === `#${id}`;
}

function absolutize(element: Element, pageUrl: string): void {
  for (const attr of element.attrs) {
    if (URL_ATTRIBUTES.has(attr.name)) attr.value = absoluteUrl(attr.value, pageUrl);
    else if (attr.name === 'srcset') {
      attr.value = attr.value
        .split(',')
        .map((candidate) => {
          const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
          return [absoluteUrl(url, pageUrl), ...descriptor].join(' ');
        })
        .join(', ');
    }
  }
}

function absoluteUrl(value: string, pageUrl: string): string {
  if (value.trim() === '') return value;
  try {
    return new URL(value.trim(), pageUrl).href;
  } catch {
    return value;
  }
}
