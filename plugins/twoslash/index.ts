import path from 'node:path';
import type { LoadContext, QuirePlugin } from 'quire';
import { readTwoslashOptions, type TransformerOptions } from './options';
import { compilerOptionsFromJson } from './compilerOptions';
import { reportCosts } from './perfReport';

export type { TwoslashOptions, ResolvedTwoslashOptions } from './options';

/**
 * `quire/plugins/twoslash`: TypeScript's type information in `ts`/`tsx` code blocks marked
 * `twoslash`, at build time. On the Node side, one Shiki transformer (transformer.ts, loaded on
 * every compile thread) runs twoslash on those blocks: hover popups with types and JSDoc, `^?`
 * results under their line, `// @errors` and `// @noErrors`, completions (`^|`) and highlighted
 * ranges (`^^^`), rendered into the block's static HTML. Results are kept on disk under
 * `.quire/cache/twoslash/`. An unexpected type error fails a build with the block's file:line and
 * TypeScript's message (a warning in dev). With `QUIRE_PERF=1` the cost of each block is printed.
 *
 * In the browser, one global UI component (client/TwoslashPopups.tsx, with a few lines of CSS
 * that keep the popups closed) finds the page's `.twoslash` blocks after each navigation and only
 * then loads the popup logic (client/popups.ts, a chunk of its own): tokens become focusable,
 * popups open on hover, focus and touch, sit inside the viewport, and close with Escape or an
 * outside click. `?globalUIComponents=0` and the frontmatter `globalUIComponents: false` turn it off.
 */
export default function twoslashPlugin(context: LoadContext, options: unknown): QuirePlugin {
  const resolved = readTwoslashOptions(options);
  const transformerOptions: TransformerOptions = {
    ...resolved,
    compilerOptions: compilerOptionsFromJson({ compilerOptions: resolved.compilerOptions, siteDir: context.siteDir }),
    siteDir: context.siteDir,
    cacheDir: resolved.cache ? path.join(context.generatedFilesDir, 'cache', 'twoslash') : undefined,
    mode: context.mode,
  };
  return {
    name: 'twoslash',
    markdown: {
      // A module the compile threads load (lib/plugins/twoslash/transformer.js in a build).
      shikiTransformers: [[require.resolve('./transformer'), transformerOptions]],
    },
    // Browser code is bundled from source: the package's folder, not lib/.
    globalUIComponents: [path.join(context.quireDir, 'plugins', 'twoslash', 'client', 'TwoslashPopups.tsx')],
    async allContentLoaded({ pageData }) {
      // Only with QUIRE_PERF=1: reading the page data waits for every page to compile.
      if (process.env.QUIRE_PERF !== '1' && process.env.QUIRE_PERF !== 'true') return;
      reportCosts({ pages: await pageData(), siteDir: context.siteDir });
    },
  };
}
