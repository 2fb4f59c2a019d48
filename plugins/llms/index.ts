import fs from 'node:fs/promises';
import path from 'node:path';
import type { BuiltPage, LoadContext, QuirePlugin } from 'quire';
import { serveLlmsFile } from './devRequest';
import { listedPages, llmsFilePath, renderLlmsFile, type LlmsFileKind, type LlmsPageSource } from './llmsFiles';
import { llmsSite } from './llmsSite';
import { resolveLlmsOptions, type LlmsOptions } from './options';

export type { LlmsDescription, LlmsOptions, LlmsRouteGlobs } from './options';

/** A built page as the llms files see it: its Markdown is its `.md` twin. */
function builtPageSource(page: BuiltPage): LlmsPageSource & { markdownFile?: string } {
  return {
    routePath: page.routePath,
    lang: page.lang,
    version: page.version,
    title: page.title,
    description: page.description,
    noIndex: page.noIndex,
    markdownPath: page.markdownFile !== undefined ? `/${page.markdownFile}` : undefined,
    ...(page.markdownFile !== undefined ? { markdownFile: page.markdownFile } : {}),
  };
}

/**
 * The `llms` plugin (llmstxt.org): for each language, `llms.txt` (the site's title, a description,
 * then one section per sidebar group listing each page's `.md` URL) and `llms-full.txt` (every
 * page's Markdown in the same order), at `/llms.txt`, `/zh/llms.txt`, ... under the base. Both are
 * made from the `.md` twins the build has written (no page is parsed again); in dev the same
 * files are made on request. URLs are absolute when `siteUrl` is set, root-relative otherwise.
 * Pages marked `noindex`, pages without Markdown and other versions than the default are left out.
 */
export default function llmsPlugin(context: LoadContext, options?: LlmsOptions): QuirePlugin {
  const resolved = resolveLlmsOptions({ options, langs: context.langs });
  const kinds: LlmsFileKind[] = resolved.fullText ? ['index', 'full'] : ['index'];
  return {
    name: 'llms',
    outputFiles: context.langs.flatMap((lang) => kinds.map((kind) => llmsFilePath({ lang, defaultLang: context.defaultLang, kind }))),
    async postBuild({ outDir, pages, allContent }) {
      const site = llmsSite({ context, options: resolved, allContent });
      const listed = listedPages({ pages: pages.map(builtPageSource), version: site.version, include: resolved.include, exclude: resolved.exclude });
      const readMarkdown = (page: (typeof listed)[number]) => fs.readFile(path.join(outDir, page.markdownFile!), 'utf8');
      await Promise.all(
        site.langs.flatMap((lang) =>
          kinds.map(async (kind) => {
            const file = path.join(outDir, llmsFilePath({ lang, defaultLang: site.defaultLang, kind }));
            const body = await renderLlmsFile({ site, lang, kind, pages: listed, readMarkdown });
            await fs.mkdir(path.dirname(file), { recursive: true });
            await fs.writeFile(file, body);
          }),
        ),
      );
    },
    serveDevRequest({ request, pages, readMarkdown, allContent }) {
      return serveLlmsFile({ request, pages, readMarkdown, site: llmsSite({ context, options: resolved, allContent }), options: resolved });
    },
  };
}
