import fs from 'node:fs/promises';
import type { ClientManifest, MarkdownService, QuirePlugin, RouteRecord } from '../types';
import { pluginHookError } from '../server/plugins/hookError';
import { mapLimit } from '../utils/mapLimit';
import type { SsgPage } from './ssgParams';

const isMarkdown = (modulePath: string) => /\.mdx?$/i.test(modulePath);

/**
 * The pages whose Markdown is static content (core/markdown/staticContent.ts): the route table left
 * their `content` and data modules out of the bundle (the manifest has no module for them). Such a
 * page gets as `staticContent` its function body, made when it compiled, and its data modules'
 * values, which the plugin that added the route gives (`QuirePlugin.routeData`); `modules` keeps
 * the rest.
 */
export async function markStaticPages({
  pages,
  routes,
  plugins,
  manifest,
  markdown,
}: {
  pages: SsgPage[];
  routes: readonly RouteRecord[];
  plugins: readonly Pick<QuirePlugin, 'name' | 'routeData'>[];
  manifest: Pick<ClientManifest, 'modules'>;
  markdown: Pick<MarkdownService, 'staticContentFile'>;
}): Promise<SsgPage[]> {
  const routeOf = new Map(routes.map((route) => [route.path, route]));
  const pluginOf = new Map(plugins.map((plugin) => [plugin.name, plugin]));
  return mapLimit(pages, 16, async (page) => {
    const content = page.modules?.content;
    const route = routeOf.get(page.pathname);
    if (!route || !content || !isMarkdown(content) || manifest.modules[content]) return page;
    const file = markdown.staticContentFile({ filePath: content, source: await fs.readFile(content, 'utf8') });
    if (!file) throw new Error(`${content} was left out of the bundle as static content, but its compiled content is missing: build again.`);
    const dataKeys = (route.dataModules ?? []).filter((key) => key in page.modules! && !manifest.modules[page.modules![key]!]);
    const data: Record<string, unknown> = {};
    for (const key of dataKeys) {
      const plugin = pluginOf.get(route.plugin);
      try {
        if (!plugin?.routeData) throw new Error(`it lists "${key}" in dataModules of ${route.path} but has no routeData hook`);
        data[key] = await plugin.routeData({ route, key });
      } catch (error) {
        throw pluginHookError({ pluginName: route.plugin, hook: `routeData for ${route.path}`, error });
      }
    }
    const modules = Object.fromEntries(Object.entries(page.modules!).filter(([key]) => key !== 'content' && !dataKeys.includes(key)));
    return { ...page, modules, staticContent: { file, data, source: content } };
  });
}
