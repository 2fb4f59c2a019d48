/**
 * `quire/plugin-utils`: what plugins share with Quire's core, for plugins in this repository and
 * outside it alike (they must not reach into `core/` by path). Node side only; a plugin's browser
 * code uses `quire/client`.
 */
export { parseFrontmatter, splitFrontmatter, validateFrontmatter, type SplitFrontmatter } from './markdown/frontmatter';
/** URLs that could run script (`javascript:`, ...): how to find them, drop them from frontmatter and nav items, and warn about them. */
export { dropUnsafeFrontmatterUrls, type DroppedFrontmatterUrl } from './markdown/frontmatterUrls';
export { unsafeUrlWarning } from './utils/unsafeUrlWarning';
export { setPageData, getPageData } from './markdown/pageData';
/** Marks a remark step to run on compiled pages only, not on their `.md` twins and fragments. */
export { pageOnly } from './markdown/stepScope';
/** zod, the schema library of `validatePluginOptions` (Quire's own copy: a plugin needs no other). */
export { z } from 'zod';
/** Whether a page's frontmatter asks not to be indexed (what `BuiltPage.noIndex` says). */
export { isNoIndex } from './ssg/noIndex';
/** Text escaped for HTML (`escapeHtml`), and a value as JSON safe inside a `<script>` (`jsonForScript`). */
export { escapeHtml, jsonForScript } from './utils/escape';
/** One `HtmlTag` as HTML, attribute values escaped. */
export { renderHtmlTag } from './ssg/htmlTags';
export { describeIssues, formatIssues, formatPath, describeValue, type DescribedIssue } from './config/formatIssues';
/** The config's schema of a navbar item (`themeConfig.nav`), for files that hold navigation items. */
export { navItemSchema } from './config/configSchema';
/** Core's link step: rewrites page links to routes with a resolver and records them for the dead-link check. */
export { remarkLinks } from './markdown/remark/links';
export { QuireError, QuireAggregateError, isQuireError, formatLocation, type ErrorLocation } from './errors';
export { logger, color, fmt, type Style } from './logger/logger';
export { writeIfChanged, shortHash } from './server/codegen/generate';
/** A page's URL as readers reach it (clean URLs, base, absolute with `siteUrl`), and any site file's. */
export { pageUrl, siteFileUrl } from './shared/pageUrl';
/** `siteConfig.siteUrl`, or an error that names the plugin and says to set it. */
export { requireSiteUrl } from './server/plugins/requireSiteUrl';
export { classifyLink, isExternalUrl, isUnsafeUrl, withBase, normalizeBase, joinUrl, type LinkKind } from './shared/urls';
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
