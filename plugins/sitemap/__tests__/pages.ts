import type { BuiltPage } from 'quire';
import { routePathToHtmlFile } from 'quire/plugin-utils';

/** An in-memory built page for the pure generators' tests. */
export function builtPage(routePath: string, fields: Partial<BuiltPage> = {}): BuiltPage {
  return {
    routePath,
    lang: 'en',
    version: '',
    pageType: 'doc',
    title: routePath,
    frontmatter: {},
    noIndex: false,
    toc: [],
    htmlFile: routePathToHtmlFile(routePath),
    pluginData: {},
    ...fields,
  };
}
