import fs from 'node:fs/promises';
import type { LoaderContext } from 'webpack';
import type { MarkdownService } from '../../types';
import { STATIC_CANDIDATE } from '../../server/codegen/codegenRoutes';

export interface RoutesLoaderOptions {
  markdown: Pick<MarkdownService, 'analyzePage'>;
}

/** `/*quire-static-candidate*\/ () => import(/* webpackChunkName: "..." *\/ "<path>")` as codegen writes it. */
const CANDIDATE = new RegExp(`/\\*${STATIC_CANDIDATE}\\*/ (\\(\\) => import\\(/\\* webpackChunkName: "[^"]*" \\*/ ("(?:[^"\\\\]|\\\\.)*")\\))`, 'g');

/**
 * webpack loader for the route table of a build: each route's Markdown page that is static content
 * (core/markdown/staticContent.ts) gets `0` instead of its import, so it is never bundled; the
 * others keep theirs. Waits for those pages' compiles (already under way: the docs plugin asked for
 * them), while webpack builds the rest of the app. The pages are the module's dependencies: one
 * that starts or stops being static content rebuilds it.
 */
export default function routesLoader(this: LoaderContext<RoutesLoaderOptions>, source: string): void {
  const callback = this.async();
  const { markdown } = this.getOptions();
  const candidates = [...source.matchAll(CANDIDATE)].map((match) => JSON.parse(match[2]!) as string);
  Promise.all(
    candidates.map(async (filePath) => {
      this.addDependency(filePath);
      try {
        const analysis = await markdown.analyzePage({ filePath, source: await fs.readFile(filePath, 'utf8') });
        return [filePath, analysis.staticContent === true] as const;
      } catch {
        // A page that does not compile is bundled: the MDX loader reports its error.
        return [filePath, false] as const;
      }
    }),
  ).then((results) => {
    const isStatic = new Map(results);
    callback(null, source.replace(CANDIDATE, (_, load: string, literal: string) => (isStatic.get(JSON.parse(literal) as string) ? '0' : load)));
  }, callback);
}
