import fs from 'node:fs/promises';
import type { LoaderContext } from 'webpack';
import type { MarkdownService } from '../../types';
import { formatLocation } from '../../errors';
import { invalidUtf8Place, NOT_UTF8 } from '../../markdown/utf8Check';

/** A warning that is its message (webpack prints a stack otherwise). */
function placedWarning(message: string): Error {
  const warning = new Error(message);
  warning.stack = message;
  return warning;
}
import { STATIC_CANDIDATE, STATIC_DATA } from '../../server/codegen/codegenRoutes';

export interface RoutesLoaderOptions {
  markdown: Pick<MarkdownService, 'analyzePage'>;
}

const STRING = '"(?:[^"\\\\]|\\\\.)*"';
const IMPORT = `\\(\\) => import\\(/\\* webpackChunkName: "[^"]*" \\*/ (${STRING})\\)`;
/**
 * `/*quire-static-candidate*\/ () => import(/* webpackChunkName: "..." *\/ "<page>")` and
 * `/*quire-static-data:"<page>"*\/ () => import(...)` as codegen writes them: group 1 is the data
 * module's page, group 2 the import, group 3 the imported module.
 */
const MARKED = new RegExp(`/\\*(?:${STATIC_CANDIDATE}|${STATIC_DATA}:(${STRING}))\\*/ (${IMPORT})`, 'g');

/**
 * webpack loader for the route table of a build: each route's Markdown page that is static content
 * (core/markdown/staticContent.ts) gets `0` instead of its import, so it is never bundled, and so
 * do the route's data modules (`RouteConfig.dataModules`); the others keep theirs. Waits for those pages' compiles (already under way: the docs plugin asked for
 * them), while webpack builds the rest of the app. The pages are the module's dependencies: one
 * that starts or stops being static content rebuilds it.
 */
export default function routesLoader(this: LoaderContext<RoutesLoaderOptions>, source: string): void {
  const callback = this.async();
  const { markdown } = this.getOptions();
  const pageOf = (match: RegExpMatchArray) => JSON.parse(match[1] ?? match[3]!) as string;
  const candidates = [...new Set([...source.matchAll(MARKED)].map(pageOf))];
  Promise.all(
    candidates.map(async (filePath) => {
      this.addDependency(filePath);
      try {
        const bytes = await fs.readFile(filePath);
        const analysis = await markdown.analyzePage({ filePath, source: bytes.toString('utf8') });
        // The MDX loader reports a bundled page's warnings; a static page's are reported here.
        if (analysis.staticContent) {
          const badByte = invalidUtf8Place(bytes);
          if (badByte) this.emitWarning(placedWarning(`${formatLocation({ file: filePath, ...badByte })}: ${NOT_UTF8}`));
          for (const { message, line, column } of analysis.warnings ?? []) this.emitWarning(placedWarning(`${formatLocation({ file: filePath, line, column })}: ${message}`));
        }
        return [filePath, analysis.staticContent === true] as const;
      } catch {
        // A page that does not compile is bundled: the MDX loader reports its error.
        return [filePath, false] as const;
      }
    }),
  ).then((results) => {
    const isStatic = new Map(results);
    callback(null, source.replace(MARKED, (...match: string[]) => (isStatic.get(pageOf(match as unknown as RegExpMatchArray)) ? '0' : match[2]!)));
  }, callback);
}
