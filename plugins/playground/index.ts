import path from 'node:path';
import type { LoadContext, QuirePlugin } from 'quire';
import { writeIfChanged } from 'quire/plugin-utils';
import { playgroundModulesSource } from './modulesModule';
import { readPlaygroundOptions } from './options';
import remarkPlayground from './remarkPlayground';

export type { PlaygroundOptions, ResolvedPlaygroundOptions } from './options';
export { BUILT_IN_MODULES, DEFAULT_DEBOUNCE } from './options';
export { PLAYGROUND_LANGS, isPlaygroundMeta, type PlaygroundLang } from './remarkPlayground';

/** The alias the browser code imports the allowed modules by (plugins/playground/client/modules.d.ts). */
const MODULES_ALIAS = 'quire-playground-modules';

/**
 * `quire/plugins/playground`: a `tsx`/`jsx`/`ts`/`js` code block marked `playground` becomes a
 * CodeMirror editor beside the live result of its code, rendered again a moment after each edit,
 * with a reset button. The code must `export default` a React component.
 *
 * - Build: a Markdown step wraps each marked block in `<Playground>` (auto-imported, so only the
 *   pages with one download it); the server renders the block highlighted by Shiki, as any block.
 * - Browser: after hydration the component loads a chunk of its own (CodeMirror 6 and sucrase,
 *   ~140 KB gzip), swaps the block for the editor, transpiles the code and renders its default
 *   export in an error boundary. Imports are served only from React and the `modules` option (a
 *   generated module of `() => import(name)` loaders behind a webpack alias); an unknown import,
 *   a syntax error or a runtime error shows in place of the result.
 */
export default function playgroundPlugin(context: LoadContext, options: unknown): QuirePlugin {
  const resolved = readPlaygroundOptions({ options, siteDir: context.siteDir });
  const modulesFile = path.join(context.generatedFilesDir, 'playground', 'modules.js');
  return {
    name: 'playground',
    markdown: {
      remarkPlugins: [remarkPlayground],
      // Browser code is bundled from source: the package's folder, not lib/.
      components: { Playground: path.join(context.quireDir, 'plugins', 'playground', 'client', 'Playground.tsx') },
    },
    async contentLoaded() {
      await writeIfChanged(modulesFile, playgroundModulesSource(resolved));
    },
    configureWebpack() {
      return { resolve: { alias: { [`${MODULES_ALIAS}$`]: modulesFile } } };
    },
  };
}
