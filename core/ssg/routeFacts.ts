import type { Frontmatter, LoadContext, PageHtmlContext, PageType, RouteMetadata } from '../types';
import { inferLocaleFromPath } from '../shared/routePath';

/** What is known of a page from its route alone (no render): the route's metadata, or inferred. */
export interface RouteFacts {
  routePath: string;
  lang: string;
  version: string;
  pageType: PageType;
  title: string;
  frontmatter: Frontmatter;
}

/**
 * A route's facts from its metadata; what the metadata leaves out comes from the path (language
 * and version segments, as the client does) or defaults (`custom`, no title, no frontmatter).
 * The 404 page without a route of its own is `{ routePath: '/404', metadata: { pageType: '404' } }`.
 */
export function routeFacts({
  context,
  routePath,
  metadata = {},
}: {
  context: Pick<LoadContext, 'langs' | 'defaultLang' | 'siteConfig'>;
  routePath: string;
  metadata?: RouteMetadata;
}): RouteFacts {
  const { versions, default: defaultVersion } = context.siteConfig.multiVersion;
  const inferred = inferLocaleFromPath(routePath, { langs: context.langs, defaultLang: context.defaultLang, versions, defaultVersion });
  const frontmatter = metadata.frontmatter ?? {};
  return {
    routePath,
    lang: metadata.lang ?? inferred.lang,
    version: metadata.version ?? inferred.version,
    pageType: metadata.pageType ?? frontmatter.pageType ?? 'custom',
    title: metadata.title ?? (typeof frontmatter.title === 'string' ? frontmatter.title : ''),
    frontmatter,
  };
}

/** What `injectPageHtmlTags` is told about a page. */
export function pageHtmlContext(facts: RouteFacts): PageHtmlContext {
  const { routePath, title, lang, version, pageType, frontmatter } = facts;
  return { routePath, title, lang, version, pageType, frontmatter };
}
