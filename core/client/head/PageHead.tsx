import { useContext, useEffect } from 'react';
import type { HeadTag } from '../../types';
import { pageUrl } from '../../shared/pageUrl';
import { withBase } from '../../shared/urls';
import { usePageState, useSiteContext } from '../context';
import { pageDescription, pageTitle } from './pageTitle';
import { HeadTitleContext } from './Head';

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
 * Title, description, icon, canonical link, `og:url` (with `siteUrl`), the robots `noindex` meta
 * (frontmatter `noindex: true`) and `<html lang>`, hoisted into `<head>` by React 19.
 * The App renders this after the page, so it knows the title a `<Head>` of the page gave.
 */
export function PageHead() {
  const { site } = useSiteContext();
  const { page } = usePageState();
  const description = pageDescription(page, site);
  const ownTitle = useContext(HeadTitleContext)?.title;
  const url =
    page.pageType === '404' ? undefined : pageUrl({ routePath: page.routePath, base: site.base, cleanUrls: site.route.cleanUrls, siteUrl: site.siteUrl });
  // The renderer writes `<html lang>` into each page; client-side navigation keeps it current.
  useEffect(() => {
    document.documentElement.lang = page.lang;
  }, [page.lang]);
  return (
    <>
      <title>{ownTitle ?? pageTitle(page, site)}</title>
      {description ? <meta name="description" content={description} /> : null}
      {site.icon ? <link rel="icon" href={withBase(site.icon, site.base)} /> : null}
      {url !== undefined ? <link rel="canonical" href={url} /> : null}
      {url !== undefined && site.siteUrl ? <meta property="og:url" content={url} /> : null}
      {page.frontmatter.noindex === true ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
