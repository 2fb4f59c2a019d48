import type { DevPage, DevResponse, ServeDevRequestArgs } from 'quire';
import { routePathToMarkdownPath } from 'quire/plugin-utils';
import { listedPages, llmsFilePath, renderLlmsFile, type LlmsFileKind, type LlmsPageSource, type LlmsSite } from './llmsFiles';
import type { ResolvedLlmsOptions } from './options';

/** The language and kind of llms file a dev request asks for (`/zh/llms-full.txt`), or undefined. */
export function llmsFileOf({ pathname, site, fullText }: { pathname: string; site: Pick<LlmsSite, 'langs' | 'defaultLang'>; fullText: boolean }): { lang: string; kind: LlmsFileKind } | undefined {
  const kinds: LlmsFileKind[] = fullText ? ['index', 'full'] : ['index'];
  for (const lang of site.langs) {
    for (const kind of kinds) {
      if (pathname === `/${llmsFilePath({ lang, defaultLang: site.defaultLang, kind })}`) return { lang, kind };
    }
  }
  return undefined;
}

/** A dev page as the llms files see it: its Markdown is at the route's `.md` path when it has some. */
export function devPageSource(page: DevPage): LlmsPageSource & { routePath: string } {
  const description = page.frontmatter.description;
  return {
    routePath: page.routePath,
    lang: page.lang,
    version: page.version,
    title: page.title,
    description: typeof description === 'string' ? description : undefined,
    noIndex: page.noIndex,
    markdownPath: page.hasMarkdown ? routePathToMarkdownPath(page.routePath) : undefined,
  };
}

/**
 * `quire dev`'s llms files (`serveDevRequest`), which has no postBuild: made on request from the
 * current pages and their Markdown, with the same code as the build. A page whose Markdown cannot
 * be read now (an MDX error) is left out of `llms-full.txt` until it is fixed.
 */
export async function serveLlmsFile({
  request,
  pages,
  readMarkdown,
  site,
  options,
}: Pick<ServeDevRequestArgs, 'request' | 'pages' | 'readMarkdown'> & { site: LlmsSite; options: ResolvedLlmsOptions }): Promise<DevResponse | undefined> {
  const file = llmsFileOf({ pathname: request.pathname, site, fullText: options.fullText });
  if (!file) return undefined;
  const listed = listedPages({ pages: (await pages()).map(devPageSource), version: site.version, include: options.include, exclude: options.exclude });
  const body = await renderLlmsFile({
    site,
    lang: file.lang,
    kind: file.kind,
    pages: listed,
    readMarkdown: (page) => readMarkdown(page.routePath).catch(() => undefined),
  });
  return { body, contentType: 'text/plain; charset=utf-8' };
}
