/**
 * `quire/client`: the runtime API for themes, MDX and plugins' browser code. Core's client API
 * (core/client/exports) and the client hooks of the built-in docs plugin, so that core itself
 * imports no plugin.
 *
 * The order matters in dev, where webpack keeps modules apart: `Content` imports the theme's
 * MDX components, which read `Link` from `quire/client` while this module is still loading, so
 * everything they read comes first.
 */
export {
  usePageData,
  useSite,
  useGlobalData,
  useLang,
  useVersion,
  useLocation,
  useNavigate,
  useRouteModules,
  useRouteModule,
  useHasRouteModule,
  useFrontmatter,
} from '../core/client/exports/hooks';
export { Link, type LinkProps } from '../core/client/exports/Link';
export { NoSSR } from '../core/client/exports/NoSSR';
export { SourceLocation } from '../core/client/exports/SourceLocation';
export { copyText } from '../core/client/exports/copyText';
export { withBase } from '../core/client/exports/withBase';
export { staticHtml } from '../core/client/exports/staticHtml';
export { Head } from '../core/client/head/Head';
export { MDXProvider, useMDXComponents, type MDXComponents } from '../core/client/mdx/provider';
export { pageTitle, siteTitleFor } from '../core/client/head/pageTitle';
export { normalizeRoutePath, routePathToMarkdownPath } from '../core/shared/routePath';
export { globalExtrasEnabled } from '../core/client/GlobalComponents';
export { classifyLink, isExternalUrl, isUnsafeUrl } from '../core/shared/urls';
// What code blocks are highlighted with, at build time and by the theme's CodeBlock in the browser.
export {
  CODE_COLOR_REPLACEMENTS,
  DARK_THEME,
  LIGHT_THEME,
  PLAIN_LANG,
  parseLineRanges,
  highlightLinesTransformer,
  highlightedParts,
  notationTransformers,
  type HighlightedCode,
  type NotationModule,
} from '../core/shared/codeNotation';
// Last of core's: it imports the theme's MDX components (see above).
export { Content } from '../core/client/exports/Content';
export type { ClientModule, RouteUpdateArgs, RouteLocation, RedirectArgs, RedirectAnswer } from '../core/types';
export type { PageRecord, SiteData, TocItem, Frontmatter, PageType, NavItem, SidebarEntry, SidebarItem, OverviewGroup } from '../core/types';
export { useNav, useSidebar, useOverviewGroups, useSiteTexts } from '../plugins/docs/client/hooks';
