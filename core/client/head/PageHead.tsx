import { useContext, useEffect } from 'react';
import type { HeadTag } from '../../types';
import { routePathToHtmlFile } from '../../shared/routePath';
import { withBase } from '../../shared/urls';
import { usePageState, useSiteContext } from '../context';
import { pageDescription, pageTitle } from './pageTitle';
import { HeadTitleContext } from './Head';

/** The canonical URL of a route: absolute with `siteUrl`, else root-relative. */
export function canonicalUrl(routePath: string, base: string, siteUrl: string | undefined, cleanUrls: boolean): string {
  const file = routePathToHtmlFile(routePath);
  const path = cleanUrls ? `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}` : `/${file}`;
  return `${siteUrl ?? ''}${withBase(path, base)}`;
}

function HeadEntry({ entry }: { entry: HeadTag }) {
  const [tag, attributes, inner] = entry;
  const props: Record<string, string | boolean> = { ...attributes };
  if (tag === 'meta') return <meta {...props} />;
  if (tag === 'link') return <link {...props} />;
  if (tag === 'script') return <script {...props}>{inner}</script>;
  if (tag === 'style') return <style {...props}>{inner}</style>;
  return null;
}

/**
 * The frontmatter's `head` entries. React 19 hoists `<meta>` and `<link>` into `<head>`; `script`
 * and `style` stay where they are rendered, at the start of the page's body (the App renders this
 * before the page), where browsers run and apply them the same.
 */
export function PageHeadEntries() {
  const { page } = usePageState();
  return (
    <>
      {(page.frontmatter.head ?? []).map((entry, index) => (
        <HeadEntry key={index} entry={entry} />
      ))}
    </>
  );
}

/**
 * Title, description, icon, canonical link and `<html lang>`, hoisted into `<head>` by React 19.
 * The App renders this after the page, so it knows the title a `<Head>` of the page gave.
 */
export function PageHead() {
  const { site } = useSiteContext();
  const { page } = usePageState();
  const description = pageDescription(page, site);
  const ownTitle = useContext(HeadTitleContext)?.title;
  // The renderer writes `<html lang>` into each page; client-side navigation keeps it current.
  useEffect(() => {
    document.documentElement.lang = page.lang;
  }, [page.lang]);
  return (
    <>
      <title>{ownTitle ?? pageTitle(page, site)}</title>
      {description ? <meta name="description" content={description} /> : null}
      {site.icon ? <link rel="icon" href={withBase(site.icon, site.base)} /> : null}
      {page.pageType !== '404' ? (
        <link rel="canonical" href={canonicalUrl(page.routePath, site.base, site.siteUrl, site.route.cleanUrls)} />
      ) : null}
    </>
  );
}
