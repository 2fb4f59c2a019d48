import { remarkImages } from './remark/images';
import { remarkCodeFromFile } from './remark/codeFromFile';
import { rehypeCodeBlocks } from './rehype/codeBlocks';

export interface MarkdownSteps {
  /**
   * Before the heading step, after the containers (markdownProcessor.ts): alerts (their titles are
   * not headings), code files.
   */
  remarkBeforeHeadings: unknown[];
  remarkAfterHeadings: unknown[];
  /** After the config's and plugins' rehype plugins: code blocks become highlighted `CodeBlock`s. */
  rehypeLast: unknown[];
}

/**
 * Quire's own Markdown steps, in the order they run around the heading step. Loaded once per
 * compiler: some steps need ESM-only packages, imported here.
 */
export async function loadMarkdownSteps({
  code,
  base,
  shikiTransformers = [],
}: {
  code: { showLineNumbers: boolean; defaultWrapCode: boolean };
  base: string;
  /** The site's and plugins' Shiki transformers, loaded. */
  shikiTransformers?: object[];
}): Promise<MarkdownSteps> {
  const { remarkGithubAlerts } = await import('./remark/githubAlerts');
  return {
    remarkBeforeHeadings: [remarkGithubAlerts, remarkCodeFromFile()],
    remarkAfterHeadings: [remarkImages({ base })],
    rehypeLast: [rehypeCodeBlocks({ ...code, transformers: shikiTransformers as never })],
  };
}
