import type { ComponentType, MouseEvent } from 'react';
import { routePathToHtmlFile, stripBase } from '../../shared/routePath';
import { withBase } from '../../shared/urls';
import { isPlainClick, useRouter } from '../router/Router';
import { prefetchPath } from './clientRoutes';
import type { ModuleNamespace, StaticModules } from './routeTable';

/**
 * The content of a page that is static content (core/markdown/staticContent.ts) in the app: the
 * build renders the page's compiled Markdown inside an element with this attribute; the browser
 * keeps that element's HTML as it is (React hydrates one element, not every paragraph of the page)
 * and, on a client navigation, takes the next page's from its HTML file.
 */
export const STATIC_CONTENT_ATTRIBUTE = 'data-quire-content';

/** A static page's data modules (`RouteConfig.dataModules`), as modules. */
const dataModules = (data: Record<string, unknown> = {}): StaticModules => Object.fromEntries(Object.entries(data).map(([key, value]) => [key, { default: value }]));

/** The build's modules of a static page: its compiled Markdown, in the element the browser finds again, and its data. */
export function renderedStaticModules({ Page, data }: { Page: ComponentType; data?: Record<string, unknown> }): StaticModules {
  // Named so that a render error's component frames skip it (core/shared/sourceLocation.ts).
  const StaticContent = () => (
    <div {...{ [STATIC_CONTENT_ATTRIBUTE]: '' }}>
      <Page />
    </div>
  );
  return { ...dataModules(data), content: { default: StaticContent } };
}

/** A file path under the site, not a page (`/logo.svg`, `/guide/intro.md`). */
const isFilePath = (path: string) => /\.(?!html$)[a-z][a-z0-9]{0,4}$/i.test(path);

/**
 * Clicks inside static content: a link to a page of the site navigates on the client, as `Link`
 * does; the rest (external links, files, `#` links, modified clicks) is the browser's.
 */
function useStaticContentEvents() {
  const { base, navigate } = useRouter();
  const internalTarget = (target: EventTarget): string | undefined => {
    const anchor = (target as Element).closest?.('a[href]');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || href.startsWith('#') || anchor.hasAttribute('download') || (anchor.getAttribute('target') ?? '_self') !== '_self') return undefined;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return undefined;
    const path = stripBase(url.pathname, base);
    return path === undefined || isFilePath(path) ? undefined : path + url.search + url.hash;
  };
  return {
    onClick(event: MouseEvent<HTMLDivElement>) {
      const to = isPlainClick(event) ? internalTarget(event.target) : undefined;
      if (!to) return;
      event.preventDefault();
      navigate(to);
    },
    onMouseOver(event: MouseEvent<HTMLDivElement>) {
      const to = internalTarget(event.target);
      if (to) prefetchPath(to.replace(/[?#].*$/, ''));
    },
  };
}

/** The browser's content module of a static page: its HTML, as the build rendered it. */
function staticContentModule(html: string): ModuleNamespace {
  const StaticContent = () => {
    const events = useStaticContentEvents();
    return <div {...{ [STATIC_CONTENT_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} {...events} />;
  };
  return { default: StaticContent };
}

/** The first page's static modules: its HTML in the document, read before hydration, and the data written with it. */
export function staticModulesInDocument(data: Record<string, unknown> | undefined): StaticModules {
  return { ...dataModules(data), content: staticContentModule(document.querySelector(`[${STATIC_CONTENT_ATTRIBUTE}]`)?.innerHTML ?? '') };
}

/** What a static page's HTML file holds for the app: its content's HTML and its data. */
interface StaticPage {
  html: string;
  data?: Record<string, unknown>;
}

/** Pages fetched lately (a hover's prefetch, then its click), newest last. */
const fetched = new Map<string, Promise<StaticPage>>();
const FETCHED_KEPT = 32;

async function staticPageAt(url: string): Promise<StaticPage> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  const document = new DOMParser().parseFromString(await response.text(), 'text/html');
  const element = document.querySelector(`[${STATIC_CONTENT_ATTRIBUTE}]`);
  if (!element) throw new Error(`${url} has no static content.`);
  const route = JSON.parse(document.getElementById('__quire_route')?.textContent ?? '{}') as { data?: Record<string, unknown> };
  return { html: element.innerHTML, data: route.data };
}

/** Another page's static modules, from its HTML file. */
export async function fetchStaticModules({ routePath, base }: { routePath: string; base: string }): Promise<StaticModules> {
  const url = withBase(`/${routePathToHtmlFile(routePath)}`, base);
  let page = fetched.get(url);
  if (!page) {
    page = staticPageAt(url);
    // A failed fetch is not kept: the next navigation tries again.
    page.catch(() => fetched.delete(url));
    fetched.set(url, page);
    if (fetched.size > FETCHED_KEPT) fetched.delete(fetched.keys().next().value!);
  }
  const { html, data } = await page;
  return { ...dataModules(data), content: staticContentModule(html) };
}
