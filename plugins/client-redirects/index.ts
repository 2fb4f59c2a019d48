import path from 'node:path';
import type { LoadContext, QuirePlugin } from 'quire';
import { normalizeRoutePath } from 'quire/plugin-utils';
import { assertRedirects } from './checkRedirects';
import { readRedirectOptions } from './options';
import { redirectFileFor, redirectFiles, writeRedirectFiles } from './redirectFiles';

export type { ClientRedirectsOptions, Redirect } from './options';
export { checkRedirectTable, checkRedirectRoutes } from './checkRedirects';
export { redirectPage, targetUrl, type RedirectPageOptions } from './redirectPage';

/** The alias the browser code imports the table by (plugins/client-redirects/client/table.d.ts). */
const TABLE_ALIAS = 'quire-client-redirects-table';

/**
 * `quire/plugins/client-redirects`: old paths that lead to pages of the site (or to other sites).
 *
 * - Build: `postBuild` writes a static page at every `from` (`old.html` for `/old`): a script and a
 *   `meta refresh` move on to the target, keeping the reader's query and hash; canonical to the
 *   target, `noindex`, a visible link.
 * - Browser: a client module answers the router's `resolveRedirect`, so a link to an old path
 *   lands on its target without a reload. The table is its own chunk, loaded on idle.
 * - Dev: `serveDevRequest` answers every `from` with the same page.
 *
 * The table is checked when the plugin is created (the same path twice, chains, loops) and again
 * once the routes are known (a target that is no page, a `from` that is a page): in `postBuild`,
 * which fails the build before the output folder is replaced, and in dev on a request for a `from`.
 */
export default function clientRedirectsPlugin(context: LoadContext, options: unknown): QuirePlugin {
  const entries = readRedirectOptions(options);
  assertRedirects({ entries });
  const files = redirectFiles({ entries, context });
  let tablePath: string | undefined;
  return {
    name: 'client-redirects',
    async contentLoaded({ actions }) {
      // Route keys as the client router matches paths: the browser does no normalising of `from`.
      const table = entries.flatMap((entry) => entry.from.map((from) => [normalizeRoutePath(from), entry.to]));
      tablePath = await actions.createData('table.json', table);
    },
    configureWebpack() {
      if (!tablePath) return undefined;
      return { resolve: { alias: { [`${TABLE_ALIAS}$`]: tablePath } } };
    },
    // Browser code is bundled from source: the package's folder, not lib/.
    getClientModules: () => [path.join(context.quireDir, 'plugins', 'client-redirects', 'client', 'index.ts')],
    async postBuild({ outDir, routes }) {
      assertRedirects({ entries, routes });
      await writeRedirectFiles({ files, outDir });
    },
    async serveDevRequest({ request, pages }) {
      const file = redirectFileFor({ files, pathname: request.pathname });
      if (!file) return undefined;
      assertRedirects({ entries, routes: (await pages()).map((page) => ({ path: page.routePath, exact: true })) });
      return { body: file.html, contentType: 'text/html; charset=utf-8' };
    },
  };
}
