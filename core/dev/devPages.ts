import fs from 'node:fs/promises';
import type { DevPage, LoadContext, MarkdownService, PageAnalysis, RouteRecord } from '../types';
import { toPlainMarkdown } from '../markdown/plainMarkdown';
import { mapLimit } from '../utils/mapLimit';
import { normalizeRoutePath } from '../shared/routePath';
import { routeFacts } from '../ssg/routeFacts';
import { isNoIndex } from '../ssg/noIndex';

/** What the dev pages are made from: the latest site's routes, languages and Markdown service. */
export interface DevPagesSource {
  routes: readonly RouteRecord[];
  context: Pick<LoadContext, 'langs' | 'defaultLang' | 'siteConfig'>;
  markdown: Pick<MarkdownService, 'analyzePage' | 'plainMarkdownFile' | 'options'>;
}

const isMarkdownFile = (file: string | undefined): file is string => typeof file === 'string' && /\.mdx?$/i.test(file);

/**
 * The site's pages as `serveDevRequest` sees them (`pages()`): one per page route (exact routes, as
 * a build writes them), in route order, with the facts a build's `pages` has (language, version,
 * type and title from the route's metadata or its path, the same way) and the toc and plugins'
 * data of its Markdown source from the Markdown service (the cached analysis, or the compile under
 * way: the first call waits for the pages still compiling). A page that does not compile has an
 * empty toc; the dev server shows its error.
 */
export async function listDevPages({ routes, context, markdown }: DevPagesSource): Promise<DevPage[]> {
  return mapLimit(
    routes.filter((route) => route.exact),
    16,
    async (route): Promise<DevPage> => {
      const source = route.metadata.sourceFilePath;
      const hasMarkdown = isMarkdownFile(source);
      let analysis: PageAnalysis | undefined;
      if (hasMarkdown) {
        try {
          analysis = await markdown.analyzePage({ filePath: source, source: await fs.readFile(source, 'utf8') });
        } catch {
          // The page's compile error is reported by the MDX loader.
        }
      }
      const facts = routeFacts({ context, routePath: route.path, metadata: route.metadata });
      return {
        ...facts,
        noIndex: isNoIndex(facts.frontmatter),
        toc: analysis?.toc ?? [],
        pluginData: analysis?.pluginData ?? {},
        ...(source === undefined ? {} : { sourceFilePath: source }),
        hasMarkdown,
      };
    },
  );
}

/**
 * `readMarkdown(routePath)` for `serveDevRequest`: the plain Markdown of a route's current source,
 * what its `.md` twin holds in a build (the file the compile made, or converted now). Kept by
 * source file and modification time, so a plugin that reads every page on each request converts
 * only the pages that changed. Undefined for a route without a Markdown source.
 */
export function createDevMarkdownReader() {
  const plain = new Map<string, { stamp: string; markdown: string }>();
  // Normalised route path -> source file, per route table (a reload brings a new one).
  const sources = new WeakMap<readonly RouteRecord[], Map<string, string | undefined>>();
  return async function readMarkdown({ source, routePath }: { source: DevPagesSource; routePath: string }): Promise<string | undefined> {
    let byPath = sources.get(source.routes);
    if (!byPath) sources.set(source.routes, (byPath = new Map(source.routes.map((route) => [normalizeRoutePath(route.path), route.metadata.sourceFilePath]))));
    const filePath = byPath.get(normalizeRoutePath(routePath));
    if (!isMarkdownFile(filePath)) return undefined;
    const stat = await fs.stat(filePath).catch(() => undefined);
    if (!stat) return undefined;
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const cached = plain.get(filePath);
    if (cached?.stamp === stamp) return cached.markdown;
    const text = await fs.readFile(filePath, 'utf8');
    const made = source.markdown.plainMarkdownFile({ filePath, source: text });
    const markdown = made
      ? await fs.readFile(made, 'utf8')
      : await toPlainMarkdown({ source: text, filePath, options: source.markdown.options });
    plain.set(filePath, { stamp, markdown });
    return markdown;
  };
}
