import path from 'node:path';
import { glob } from 'tinyglobby';
import type { LoadContext, QuirePlugin } from 'quire';
import { readPreviewOptions } from './options';
import type { PreviewPageData, RemarkPreviewOptions } from './remarkPreview';
import { PLUGIN_NAME } from './remarkPreview';

export type { PreviewOptions, PreviewIframeOptions, PreviewPosition, ResolvedPreviewOptions } from './options';
export { DEFAULT_IFRAME_HEIGHT, DEFAULT_MOBILE_WIDTH } from './options';

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
  const isDev = context.mode === 'development';
  return {
    name: PLUGIN_NAME,
    getThemePath: () => path.join(sourceDir, 'theme'),
    // Dev: an edited page may add or remove iframe demos, whose routes come from contentLoaded.
    ...(isDev ? { getPathsToWatch: () => [docsDir] } : {}),
    markdown: {
      remarkPlugins: [[require.resolve('./remarkPreview'), stepOptions]],
    },
    async contentLoaded({ actions, pageData }) {
      // Dev: the docs just changed, and webpack may not have asked for the edited page yet; asking
      // for every page here (a hash of each source, a compile only for the changed) makes pageData()
      // wait for the edited version. Urgent: the dev server holds back the other compiles until
      // webpack is idle, and webpack waits for this hook.
      if (isDev) {
        const files = await glob('**/*.{md,mdx}', { cwd: docsDir, absolute: true, ignore: ['**/node_modules/**'] });
        await Promise.all(files.map((filePath) => context.markdown.analyzePage({ filePath, urgent: true }).catch(() => undefined)));
      }
      const pages = await pageData<PreviewPageData>();
      for (const { data } of pages) {
        for (const demo of data.iframes) {
          actions.addRoute({
            path: demo.routePath,
            component: path.join(sourceDir, 'client', 'DemoRoute.tsx'),
            modules: { view: path.join(sourceDir, 'client', 'DemoPage.tsx'), demo: demo.request, info: await actions.createData(`demo-${demo.id}.json`, { id: demo.id, source: demo.source }) },
            metadata: { title: `Demo: ${demo.source}`, frontmatter: { noindex: true } },
          });
        }
      }
    },
  };
}
