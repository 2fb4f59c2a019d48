import type { DevResponse, ServeDevRequestArgs } from 'quire';
import { SEARCH_ASSETS_DIR, searchAssets, searchPagesOf } from './assets';

/** `/assets/search/<file>.json` -> `<file>.json`; undefined for any other path. */
export function searchFileName(pathname: string): string | undefined {
  const prefix = `/${SEARCH_ASSETS_DIR}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const name = pathname.slice(prefix.length);
  return /^[\w.-]+\.json$/.test(name) ? name : undefined;
}

/**
 * The search files in `quire dev` (`serveDevRequest`), which has no postBuild: built on request
 * from the current pages with the same builder as the build. The dev server keeps each page's
 * plain Markdown until its source changes, and the files are rebuilt only when a page's text,
 * title or toc changed, so the manifest and index requests of one search cost one build.
 * A page whose Markdown cannot be read now (an MDX error) is left out until it is fixed.
 */
export function createDevSearchIndex({ codeBlocks }: { codeBlocks: boolean }) {
  let built: { key: string; files: Map<string, string> } | undefined;
  return async function serve({ request, pages, readMarkdown }: Pick<ServeDevRequestArgs, 'request' | 'pages' | 'readMarkdown'>): Promise<DevResponse | undefined> {
    const name = searchFileName(request.pathname);
    if (name === undefined) return undefined;
    const inputs = await searchPagesOf({
      pages: (await pages()).filter((page) => page.hasMarkdown),
      readMarkdown: (page) => readMarkdown(page.routePath).catch(() => undefined),
    });
    const key = JSON.stringify(inputs);
    if (built?.key !== key) built = { key, files: searchAssets({ pages: inputs, codeBlocks }) };
    const body = built.files.get(name);
    return body === undefined ? undefined : { body, contentType: 'application/json; charset=utf-8' };
  };
}
