import { xml2js, type Element } from 'xml-js';

/**
 * A small strict XML reader for the tests (xml-js over sax in strict mode: malformed XML throws):
 * the document's root element, and helpers to walk it.
 */
export function parseXml(xml: string): Element {
  const document = xml2js(xml, { compact: false, captureSpacesBetweenElements: false }) as Element;
  const root = document.elements?.find((node) => node.type === 'element');
  if (!root) throw new Error('no root element');
  return root;
}

/** The child elements named `name`. */
export function childrenNamed(element: Element, name: string): Element[] {
  return (element.elements ?? []).filter((node) => node.type === 'element' && node.name === name);
}

/** The one child element named `name` (an error when there is none). */
export function childNamed(element: Element, name: string): Element {
  const found = childrenNamed(element, name);
  if (found.length !== 1) throw new Error(`expected one <${name}> in <${element.name}>, found ${found.length}`);
  return found[0]!;
}

/** The text of an element: its text and CDATA sections, joined. */
export function textOf(element: Element): string {
  return (element.elements ?? []).map((node) => (node.type === 'text' ? String(node.text) : node.type === 'cdata' ? String(node.cdata) : '')).join('');
}

/** `textOf` the child named `name`, or undefined when there is none. */
export function childText(element: Element, name: string): string | undefined {
  const found = childrenNamed(element, name);
  return found.length === 0 ? undefined : textOf(found[0]!);
}
