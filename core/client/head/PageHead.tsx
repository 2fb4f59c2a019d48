import { Helmet } from 'react-helmet-async';
import type { HeadTag } from '../../types';
import { routePathToHtmlFile } from '../../shared/routePath';
import { withBase } from '../../shared/urls';
import { usePageState, useSiteContext } from '../context';
import { pageDescription, pageTitle } from './pageTitle';

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

/** Title, description, canonical link, `<html lang>` and the page's own head entries. */
export function PageHead() {
  const { site } = useSiteContext();
  const { page } = usePageState();
  const description = pageDescription(page, site);
  return (
    <Helmet>
      <html lang={page.lang} />
      <title>{pageTitle(page, site)}</title>
      {description ? <meta name="description" content={description} /> : null}
      {site.icon ? <link rel="icon" href={withBase(site.icon, site.base)} /> : null}
      {page.pageType !== '404' ? (
        <link rel="canonical" href={canonicalUrl(page.routePath, site.base, site.siteUrl, site.route.cleanUrls)} />
      ) : null}
      {(page.frontmatter.head ?? []).map((entry, index) => (
        <HeadEntry key={index} entry={entry} />
      ))}
    </Helmet>
  );
}
