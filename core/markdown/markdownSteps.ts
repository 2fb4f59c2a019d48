import { remarkImages } from './remark/images';
import { remarkCodeFromFile } from './remark/codeFromFile';
import { rehypeCodeBlocks } from './rehype/codeBlocks';

export interface MarkdownSteps {
  /** Before the heading step: containers and alerts (their titles are not headings), code files. */
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
}: {
  code: { showLineNumbers: boolean; defaultWrapCode: boolean };
  base: string;
}): Promise<MarkdownSteps> {
  const { loadContainerPlugins } = await import('./remark/containers');
  const { remarkGithubAlerts } = await import('./remark/githubAlerts');
  return {
    remarkBeforeHeadings: [...(await loadContainerPlugins()), remarkGithubAlerts, remarkCodeFromFile()],
    remarkAfterHeadings: [remarkImages({ base })],
    rehypeLast: [rehypeCodeBlocks(code)],
  };
}
