/**
 * `quire/plugin-utils`: what plugins share with Quire's core, for plugins in this repository and
 * outside it alike (they must not reach into `core/` by path). Node side only; a plugin's browser
 * code uses `quire/client`.
 */
export { parseFrontmatter, splitFrontmatter, validateFrontmatter, type SplitFrontmatter } from './markdown/frontmatter';
export { setPageData, getPageData } from './markdown/pageData';
export { formatIssues, formatPath, describeValue } from './config/formatIssues';
/** The config's schema of a navbar item (`themeConfig.nav`), for files that hold navigation items. */
export { navItemSchema } from './config/configSchema';
/** Core's link step: rewrites page links to routes with a resolver and records them for the dead-link check. */
export { remarkLinks } from './markdown/remark/links';
export { QuireError, QuireAggregateError, isQuireError, formatLocation, type ErrorLocation } from './errors';
export { logger, color, fmt, type Style } from './logger/logger';
export { writeIfChanged, shortHash } from './server/codegen/generate';
export { classifyLink, isExternalUrl, withBase, normalizeBase, joinUrl, type LinkKind } from './shared/urls';
export {
  normalizeRoutePath,
  routePathToMarkdownPath,
  routePathToHtmlFile,
  safeDecode,
  stripBase,
  createRouteMatcher,
  inferLocaleFromPath,
  type MatchableRoute,
  type RouteMatcher,
  type LocaleInference,
} from './shared/routePath';
