import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { transform } from 'sucrase';
import { readDemoQuery, type StyleIsolation } from './demoRequest';

/**
 * The loader of a preview block's module (see demoRequest.ts): its resource is the page, its
 * query the block's code. It returns the code, TypeScript types removed (sucrase, which keeps
 * every line where it was), after as many blank lines as the page has before the block's first
 * line: line N of the module is line N of the page, so compile errors and stack traces point at
 * the page's lines. The site's JS rule (chosen by the module's `.tsx`/`.jsx` name) then compiles
 * the JSX as it does any component's. Types are removed here because that rule's loaders read the
 * language from the resource's name, which is the page's.
 */
export default function demoLoader(this: LoaderContext<unknown>): string {
  const { fenceLine, lang, code, isolate } = readDemoQuery(this.query as string);
  const page = path.relative(this.rootContext, this.resourcePath).replace(/\\/g, '/');
  const where = `${page}:${fenceLine}`;
  if (!/\bexport\s+default\b|\bas\s+default\b/.test(code)) {
    throw new Error(
      `${where}: a \`preview\` code block must export its demo as the default export (\`export default function Demo() { ... }\`).`,
    );
  }
  let body = code;
  if (lang === 'tsx') {
    try {
      body = transform(code, { transforms: ['typescript', 'jsx'], jsxRuntime: 'preserve', disableESTransforms: true, filePath: `${where}.tsx` }).code;
    } catch (error) {
      const { message, loc } = error as Error & { loc?: { line: number; column: number } };
      const line = loc ? fenceLine + loc.line : fenceLine;
      throw new Error(`${page}:${line}${loc ? `:${loc.column + 1}` : ''}: syntax error in the preview block: ${message.replace(/\s*\(\d+:\d+\)$/, '')}`);
    }
  }
  if (isolate) body = isolateStyles(body, isolate);
  return '\n'.repeat(fenceLine) + body;
}

/**
 * An iframe demo's own stylesheets (`import './demo.css'`, written in its block) go to its page
 * only: the import is rewritten, on the same line, to the style loader (configured loaders off),
 * so the stylesheet stays out of the site's one stylesheet. Stylesheets that other modules import
 * are the site's like any other; CSS Modules (`import styles from './a.module.css'`) are scoped.
 */
export function isolateStyles(code: string, isolate: StyleIsolation): string {
  const query = new URLSearchParams({ demo: isolate.demo, registry: isolate.registry });
  return code.replace(/^(\s*import\s*)(['"])([^'"\n!]+\.css)\2/gm, (_all, head: string, _quote: string, file: string) => {
    return `${head}${JSON.stringify(`!!${isolate.loader}?${query}!${file}`)}`;
  });
}
