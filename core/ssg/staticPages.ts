import fs from 'node:fs/promises';
import type { ClientManifest, MarkdownService } from '../types';
import { mapLimit } from '../utils/mapLimit';
import type { SsgPage } from './ssgParams';

const isMarkdown = (modulePath: string) => /\.mdx?$/i.test(modulePath);

/**
 * The pages whose Markdown is static content (core/markdown/staticContent.ts): the route table left
 * their `content` out of the bundle (the manifest has no module for it), and their function body,
 * made when they compiled, is what renders them. Such a page gets that file as `staticContent`,
 * and `modules` without `content`.
 */
export async function markStaticPages({
  pages,
  manifest,
  markdown,
}: {
  pages: SsgPage[];
  manifest: Pick<ClientManifest, 'modules'>;
  markdown: Pick<MarkdownService, 'staticContentFile'>;
}): Promise<SsgPage[]> {
  return mapLimit(pages, 16, async (page) => {
    const content = page.modules?.content;
    if (!content || !isMarkdown(content) || manifest.modules[content]) return page;
    const file = markdown.staticContentFile({ filePath: content, source: await fs.readFile(content, 'utf8') });
    if (!file) throw new Error(`${content} was left out of the bundle as static content, but its compiled content is missing: build again.`);
    const { content: _content, ...modules } = page.modules!;
    return { ...page, modules, staticContent: file };
  });
}
