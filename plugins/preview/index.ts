import path from 'node:path';
import fs from 'node:fs/promises';
import { glob } from 'tinyglobby';
import type { LoadContext, QuirePlugin, VirtualPageFile } from 'quire';
import { readPreviewOptions } from './options';
import type { PreviewPageData, RemarkPreviewOptions } from './remarkPreview';
import { PLUGIN_NAME } from './remarkPreview';

export type { PreviewOptions, PreviewIframeOptions, PreviewPosition, ResolvedPreviewOptions } from './options';
export { DEFAULT_IFRAME_HEIGHT, DEFAULT_MOBILE_WIDTH } from './options';

/** A block's meta asking for an iframe (`preview="iframe"`, `preview=iframe-follow`, ...). */
const IFRAME_META = /\bpreview=["'`]?iframe/;

/**
 * The Markdown/MDX pages (in the docs folder, and those plugins added) whose source has an iframe
 * demo's meta: a quick text search, so that only they are compiled before bundling. A page it
 * picks that has no such block (the words in prose) only costs its compile coming first.
 */
async function pagesWithIframeDemos({ docsDir, virtualPages }: { docsDir: string; virtualPages: readonly VirtualPageFile[] }): Promise<string[]> {
  const files = [...(await glob('**/*.{md,mdx}', { cwd: docsDir, absolute: true, ignore: ['**/node_modules/**'] })), ...virtualPages.map((page) => page.filePath)];
  const texts = await Promise.all(files.map((file) => fs.readFile(file, 'utf8').catch(() => '')));
  return files.filter((_, i) => IFRAME_META.test(texts[i]!));
}

/** Where the pages of iframe demos go (`/~demos/<id>`). */
export const DEMO_ROUTE_BASE = '/~demos/';

/**
 * `quire/plugins/preview`: a `tsx`/`jsx` code block marked `preview` shows its rendered demo
 * above or beside its code. Its Markdown step (remarkPreview.ts) wraps the block in the theme's
 * `Preview` and imports the demo from a module of its own, compiled by the site's webpack build
 * (demoRequest.ts, demoLoader.ts); `preview="iframe"` and `preview="iframe-follow"` demos get a
 * page of their own (a route per demo, from what the step recorded on each page), shown in an
 * iframe.
 */
export default function previewPlugin(context: LoadContext, options: unknown): QuirePlugin {
  const resolved = readPreviewOptions(options);
  // Browser code is bundled from source: the package's folder, not lib/.
  const sourceDir = path.join(context.quireDir, 'plugins', 'preview');
  const stepOptions: RemarkPreviewOptions = {
    loader: require.resolve('./demoLoader'),
    styleLoader: require.resolve('./demoStyleLoader'),
    styleRegistry: path.join(sourceDir, 'client', 'demoStyles.ts'),
    siteDir: context.siteDir,
    routeBase: DEMO_ROUTE_BASE,
    defaults: resolved,
  };
  const docsDir = path.resolve(context.siteDir, context.siteConfig.docsDir);
  return {
    name: PLUGIN_NAME,
    getThemePath: () => path.join(sourceDir, 'theme'),
    // Dev: an edited page may add or remove iframe demos, whose routes come from contentLoaded.
    ...(context.mode === 'development' ? { getPathsToWatch: () => [docsDir] } : {}),
    markdown: {
      remarkPlugins: [[require.resolve('./remarkPreview'), stepOptions]],
    },
    async contentLoaded({ actions }) {
      // Only the pages whose source mentions an iframe demo are compiled before bundling (first in
      // the queue), and only when there are some: nothing waits on a site without iframe demos.
      const candidates = await pagesWithIframeDemos({ docsDir, virtualPages: context.virtualPages ?? [] });
      const analyses = await Promise.all(candidates.map((filePath) => context.markdown.analyzePage({ filePath, urgent: true })));
      for (const analysis of analyses) {
        const data = analysis.pluginData?.[PLUGIN_NAME] as PreviewPageData | undefined;
        for (const demo of data?.iframes ?? []) {
          actions.addRoute({
            path: demo.routePath,
            // Only demo pages use it: loaded with them, never in the main bundle of other pages.
            component: path.join(sourceDir, 'client', 'DemoPage.tsx'),
            lazyComponent: true,
            modules: {
              demo: demo.request,
              info: await actions.createData(`demo-${demo.id}.json`, { id: demo.id, source: demo.source }),
            },
            metadata: { title: `Demo: ${demo.source}`, frontmatter: { noindex: true } },
          });
        }
      }
    },
  };
}
