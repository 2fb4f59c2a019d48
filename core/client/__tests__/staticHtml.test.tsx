// The router asks the site's client modules about redirects: this site has none.
jest.mock('@generated/client-modules', () => ({ __esModule: true, default: [] }), { virtual: true });

import { createElement } from 'react';
import { setStaticRenderer, staticHtml } from '../exports/staticHtml';
import { createStaticRenderer } from '../staticRenderer';

describe('staticHtml', () => {
  afterEach(() => setStaticRenderer(undefined));

  test('is undefined where no renderer is set (the browser, dev)', () => {
    expect(staticHtml({ owner: {}, variant: '', render: () => createElement('b', null, 'x') })).toBeUndefined();
  });

  test('renders once per owner and variant, then reuses the HTML', () => {
    const rendered: string[] = [];
    setStaticRenderer((element) => {
      rendered.push(String((element.props as { children: string }).children));
      return `<b>${rendered.length}</b>`;
    });
    const owner = {};
    const render = (text: string) => () => createElement('b', null, text);
    expect(staticHtml({ owner, variant: 'a', render: render('one') })).toBe('<b>1</b>');
    expect(staticHtml({ owner, variant: 'a', render: render('again') })).toBe('<b>1</b>');
    expect(staticHtml({ owner, variant: 'b', render: render('two') })).toBe('<b>2</b>');
    expect(staticHtml({ owner: {}, variant: 'a', render: render('three') })).toBe('<b>3</b>');
    expect(rendered).toEqual(['one', 'two', 'three']);
  });

  test("the build's renderer: the element as React renders it in place, or undefined when React would add head tags", () => {
    const render = createStaticRenderer({ base: '/docs/' });
    expect(render(createElement('span', null, 'a', 'b'))).toBe('<span>a<!-- -->b</span>');
    expect(render(createElement('img', { src: '/icon.png', alt: '' }))).toBeUndefined();
  });
});
