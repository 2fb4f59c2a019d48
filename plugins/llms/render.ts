import type { LlmsSection } from './sections';
import { blockquote, inlineText } from './markdownText';

/** A page as the llms files list it. */
export interface LlmsEntry {
  title: string;
  /** The page's `.md` URL, absolute with `siteUrl`, root-relative (base included) without. */
  url: string;
  description?: string | undefined;
}

/**
 * `llms.txt` (llmstxt.org): an H1 with the site's title, the description as a blockquote (left out
 * when there is none), then one H2 per section with a `- [title](url): description` line per page.
 */
export function renderLlmsTxt({ title, description, sections }: { title: string; description: string | undefined; sections: readonly LlmsSection<LlmsEntry>[] }): string {
  const blocks = [`# ${inlineText(title)}`];
  if (description && description.trim()) blocks.push(blockquote(description));
  for (const section of sections) {
    const lines = section.pages.map((page) => {
      const summary = page.description ? inlineText(page.description) : '';
      return `- [${inlineText(page.title)}](${page.url})${summary ? `: ${summary}` : ''}`;
    });
    blocks.push(`## ${inlineText(section.title)}\n\n${lines.join('\n')}`);
  }
  return `${blocks.join('\n\n')}\n`;
}

/**
 * `llms-full.txt`: every page's Markdown (its `.md` twin, as written), in the order of `llms.txt`,
 * each after a `---\nurl: <url>\n---` header; a page whose Markdown does not open with an h1 (a
 * home page) gets one with its title, so every page starts with its name.
 */
export function renderLlmsFullTxt({ pages }: { pages: readonly (LlmsEntry & { markdown: string })[] }): string {
  return pages
    .map((page) => {
      const markdown = page.markdown.replace(/^\uFEFF/, '').trim();
      const body = /^#[ \t]/.test(markdown) ? markdown : `# ${inlineText(page.title)}${markdown ? `\n\n${markdown}` : ''}`;
      return `---\nurl: ${page.url}\n---\n\n${body}\n`;
    })
    .join('\n');
}
