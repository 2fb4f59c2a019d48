import vm from 'node:vm';
import { escapeHtml, jsonForScript, rawTextContent } from '../escape';

/** What the HTML parser makes of a document's body: its elements, by tag name, with their text. */
async function bodyElements(html: string): Promise<{ tag: string; text: string }[]> {
  const { parse } = await import('parse5');
  const found: { tag: string; text: string }[] = [];
  type Node = { nodeName: string; tagName?: string; value?: string; childNodes?: Node[] };
  const text = (node: Node): string => (node.childNodes ?? []).map((child) => child.value ?? text(child)).join('');
  const visit = (node: Node) => {
    if (node.tagName && !['html', 'head', 'body'].includes(node.tagName)) found.push({ tag: node.tagName, text: text(node) });
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(parse(`<!doctype html><body>${html}</body>`) as unknown as Node);
  return found;
}

const BREAKOUT = `</script></style><!--<script>x()</script>--><SCRIPT>y()</SCRIPT></STYLE><img src=x onerror=z()>\u2028\u2029`;

describe('escapeHtml', () => {
  test('text and attribute values stay one text node and one attribute', async () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
    const elements = await bodyElements(`<p title="${escapeHtml(BREAKOUT)}" data-x='${escapeHtml(BREAKOUT)}'>${escapeHtml(BREAKOUT)}</p>`);
    expect(elements).toEqual([{ tag: 'p', text: BREAKOUT }]);
  });
});

describe('jsonForScript', () => {
  test('inside <script type="application/json"> the value parses back whole, U+2028/9 included', async () => {
    const value = { title: BREAKOUT, list: [BREAKOUT] };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    const elements = await bodyElements(`<script type="application/json">${json}</script>`);
    expect(elements).toHaveLength(1);
    expect(JSON.parse(elements[0]!.text)).toEqual(value);
    // Also as a JavaScript expression (what inline scripts built from it evaluate).
    expect(vm.runInNewContext(`(${json})`)).toEqual(value);
  });
});

describe('rawTextContent', () => {
  test("a script's code cannot end its element or hide the rest of the page, and still means the same", async () => {
    const code = `var seen = ${JSON.stringify(BREAKOUT)}; /* ${BREAKOUT.replace('*/', '')} */ var matches = /<\\/script>/i.test('</' + 'SCRIPT>');`;
    const content = rawTextContent({ tagName: 'SCRIPT', text: code });
    const elements = await bodyElements(`<script>${content}</script><p>after</p>`);
    expect(elements.map(({ tag }) => tag)).toEqual(['script', 'p']);
    expect(elements[0]!.text).toBe(content);
    const context: Record<string, unknown> = {};
    vm.runInNewContext(content, context);
    expect(context).toEqual({ seen: BREAKOUT, matches: true });
    // JSON (an ld+json script) still parses to the same value.
    const json = rawTextContent({ tagName: 'script', text: JSON.stringify({ title: BREAKOUT }) });
    expect(JSON.parse(json)).toEqual({ title: BREAKOUT });
  });

  test("a style's CSS cannot end its element", async () => {
    const css = `/* ${BREAKOUT.replace('*/', '')} */ .a::after { content: "</style>" }`;
    const content = rawTextContent({ tagName: 'style', text: css });
    const elements = await bodyElements(`<style>${content}</style><p>after</p>`);
    expect(elements.map(({ tag }) => tag)).toEqual(['style', 'p']);
    expect(content).toContain('content: "</\\73 tyle>"');
  });

  test('the content of other elements is left as it is (their innerHTML is HTML)', () => {
    expect(rawTextContent({ tagName: 'noscript', text: '<img src="/a.png">' })).toBe('<img src="/a.png">');
  });
});
