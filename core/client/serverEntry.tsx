import '@generated/client-modules';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from './router/Router';
import { HelmetProvider } from 'react-helmet-async';
import routes from '@generated/routes';
import siteData from '@generated/site-data.json';
import { App, createPageState } from './App';
import { createRouteTable, loadRoute } from './routing/routeTable';

/**
 * The SSR bundle's API, called by the SSG in Node with plain data and answering plain data:
 * the whole document rendered by React (so `<title>` and the other head tags land in `<head>`),
 * plus what the SSG needs to add the page's scripts.
 */
const table = createRouteTable(routes);

export interface RenderResult {
  html: string;
  /** 200, or 404 when no route matched. */
  status: number;
  lang: string;
  /** The path of the matched route, as the route table has it. */
  routePath?: string;
}

function Document({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="generator" content={`Quire ${siteData.quireVersion}`} />
      </head>
      <body>
        <div id="__quire">{children}</div>
      </body>
    </html>
  );
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return html;
}

export async function render({ pathname }: { pathname: string }): Promise<RenderResult> {
  const entry = table.match(pathname);
  const route = entry ? await loadRoute(entry) : undefined;
  const initial = createPageState(route, { pathname, search: '', hash: '' });
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <Document lang={initial.page.lang}>
      <HelmetProvider>
        <StaticRouter location={pathname} base={siteData.base}>
          <App initial={initial} />
        </StaticRouter>
      </HelmetProvider>
    </Document>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await streamToString(prelude);
  if (errors.length > 0) throw errors[0];
  return {
    html,
    status: entry ? 200 : 404,
    lang: initial.page.lang,
    routePath: entry?.path,
  };
}
