import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext } from 'quire';
import { inferLocaleFromPath, normalizeRoutePath, QuireAggregateError, routePathToHtmlFile } from 'quire/plugin-utils';
import type { RedirectEntry } from './options';
import { redirectPage } from './redirectPage';

/** One static redirect page: the `from` path, the file it is written to (relative to the output folder) and its HTML. */
export interface RedirectFile {
  from: string;
  index: number;
  /** `old.html` for `/old`, `old/index.html` for `/old/`: what the preview server and hosts serve at the path. */
  file: string;
  html: string;
}

/** The static page of every `from` of the table, in the site's base and URL style. */
export function redirectFiles({ entries, context }: { entries: readonly RedirectEntry[]; context: Pick<LoadContext, 'siteConfig' | 'baseUrl' | 'langs' | 'defaultLang'> }): RedirectFile[] {
  const { siteConfig } = context;
  const { versions, default: defaultVersion } = siteConfig.multiVersion;
  return entries.flatMap((entry) =>
    entry.from.map((from) => ({
      from,
      index: entry.index,
      file: routePathToHtmlFile(from),
      html: redirectPage({
        to: entry.to,
        base: context.baseUrl,
        cleanUrls: siteConfig.route.cleanUrls,
        siteUrl: siteConfig.siteUrl,
        lang: inferLocaleFromPath(from, { langs: context.langs, defaultLang: context.defaultLang, versions, defaultVersion }).lang,
      }),
    })),
  );
}

/** The redirect page answering `pathname` (matched as routes are), if any. */
export function redirectFileFor({ files, pathname }: { files: readonly RedirectFile[]; pathname: string }): RedirectFile | undefined {
  const key = normalizeRoutePath(pathname);
  return files.find((file) => normalizeRoutePath(file.from) === key);
}

/**
 * Writes the pages into the build's output folder. A file the build already holds there (a
 * public-folder file, another plugin's output) is never replaced: every such clash is reported at once.
 */
export async function writeRedirectFiles({ files, outDir }: { files: readonly RedirectFile[]; outDir: string }): Promise<void> {
  const taken = await Promise.all(
    files.map((file) =>
      fs.access(path.join(outDir, file.file)).then(
        () => true,
        () => false,
      ),
    ),
  );
  const clashes = files.filter((_, i) => taken[i]).map((file) => `redirects[${file.index}] (from ${JSON.stringify(file.from)}): the build already has ${file.file}, which the redirect page would replace; remove this "from" or that file.`);
  if (clashes.length > 0) throw new QuireAggregateError('Plugin "client-redirects": redirect pages clash with files of the build:', clashes);
  await Promise.all(
    files.map(async (file) => {
      const target = path.join(outDir, file.file);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, file.html);
    }),
  );
}
