/**
 * Core's part of `quire/client` (the runtime API for themes, MDX and plugins' browser code); the
 * public entry, client/index.ts, adds the built-in plugins' client hooks.
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
} from './hooks';
export { Link, type LinkProps } from './Link';
export { Content } from './Content';
export { NoSSR } from './NoSSR';
export { copyText } from './copyText';
export { withBase } from './withBase';
export { staticHtml } from './staticHtml';
export { Head } from '../head/Head';
export { MDXProvider, useMDXComponents, type MDXComponents } from '../mdx/provider';
export { pageTitle, siteTitleFor } from '../head/pageTitle';
export { normalizeRoutePath, routePathToMarkdownPath } from '../../shared/routePath';
export { globalExtrasEnabled } from '../GlobalComponents';
export { classifyLink, isExternalUrl } from '../../shared/urls';
export type { PageRecord, SiteData, TocItem, Frontmatter, PageType, NavItem, SidebarEntry, SidebarItem, OverviewGroup } from '../../types';
