import { headConfigToTag, renderHtmlTag } from '../htmlTags';

/** The elements the HTML parser finds in a document's head, with their attributes and text. */
async function headElements(html: string): Promise<{ tag: string; attrs: Record<string, string>; text: string }[]> {
  const { parse } = await import('parse5');
  type Node = { nodeName: string; tagName?: string; value?: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };
  const text = (node: Node): string => (node.childNodes ?? []).map((child) => child.value ?? text(child)).join('');
  const found: { tag: string; attrs: Record<string, string>; text: string }[] = [];
  const visit = (node: Node) => {
    if (node.tagName && !['html', 'head', 'body'].includes(node.tagName)) {
      found.push({ tag: node.tagName, attrs: Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value])), text: text(node) });
    }
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(parse(`<!doctype html><html><head>${html}</head><body></body></html>`) as unknown as Node);
  return found;
}

const TITLE = `My "docs" </title></script></style><!--<script>alert(1)</script>--> <img src=x onerror=alert(2)>`;

describe('renderHtmlTag: a head entry given as [tag, attributes, content]', () => {
  test('attribute values are escaped: a title in one stays one attribute', async () => {
    const html = renderHtmlTag(headConfigToTag(['meta', { property: 'og:title', content: TITLE, 'data-flag': true, hidden: false }]));
    expect(await headElements(html)).toEqual([{ tag: 'meta', attrs: { property: 'og:title', content: TITLE, 'data-flag': '' }, text: '' }]);
  });

  test("a script's content cannot end the script: a title in a string of it stays in the string", async () => {
    const code = `window.pageTitle = ${JSON.stringify(TITLE)};`;
    const html = renderHtmlTag(headConfigToTag(['script', { type: 'module' }, code]));
    const elements = await headElements(`${html}<meta name="after">`);
    expect(elements.map(({ tag }) => tag)).toEqual(['script', 'meta']);
    const page: Record<string, unknown> = {};
    new Function('window', elements[0]!.text)(page);
    expect(page.pageTitle).toBe(TITLE);
  });

  test("a style's content cannot end the style", async () => {
    const html = renderHtmlTag(headConfigToTag(['style', {}, `/* ${TITLE} */ body { color: red }`]));
    expect((await headElements(`${html}<meta name="after">`)).map(({ tag }) => tag)).toEqual(['style', 'meta']);
  });

  test('raw strings and the content of other elements are the author\'s HTML, as written', () => {
    expect(renderHtmlTag('<meta name="raw">')).toBe('<meta name="raw">');
    expect(renderHtmlTag(headConfigToTag(['noscript', {}, '<img src="/pixel.png">']))).toBe('<noscript><img src="/pixel.png"></noscript>');
  });
});
