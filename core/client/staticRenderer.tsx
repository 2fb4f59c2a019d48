import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { StaticRouter } from './router/Router';

const OPEN = '<quire-static>';
const CLOSE = '</quire-static>';

/**
 * `staticHtml`'s renderer in the build (set by the renderer entry): the element alone, under the
 * router, since links need the site base. A wrapper element shows whether React put anything
 * before it (head tags it hoists, such as an image preload): such an element is not static, and
 * renders in place instead.
 */
export function createStaticRenderer({ base }: { base: string }) {
  return (element: ReactElement): string | undefined => {
    const html = renderToString(
      <StaticRouter location="/" base={base}>
        {createElement('quire-static', null, element)}
      </StaticRouter>,
    );
    return html.startsWith(OPEN) && html.endsWith(CLOSE) ? html.slice(OPEN.length, -CLOSE.length) : undefined;
  };
}
