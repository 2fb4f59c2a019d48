import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';

/**
 * Runs Markdown/MDX through the real MDX compiler with the given remark/rehype steps, evaluates the
 * result and renders it to static HTML: what a unit test of one Markdown step asserts on.
 */
export async function renderMarkdown({
  source,
  format = 'mdx',
  remarkPlugins = [],
  rehypePlugins = [],
  recmaPlugins = [],
  components = {},
  filePath = '/site/docs/en/page.' + format,
}: {
  source: string;
  format?: 'md' | 'mdx';
  remarkPlugins?: unknown[];
  rehypePlugins?: unknown[];
  recmaPlugins?: unknown[];
  components?: Record<string, ComponentType<any> | string>;
  filePath?: string;
}): Promise<{ html: string; data: Record<string, unknown> }> {
  const { compile, run } = await import('@mdx-js/mdx');
  const file = await compile(
    { value: source, path: filePath },
    { format, outputFormat: 'function-body', remarkPlugins: remarkPlugins as never, rehypePlugins: rehypePlugins as never, recmaPlugins: recmaPlugins as never },
  );
  const options = { ...(runtime as unknown as Record<string, unknown>), baseUrl: `file://${filePath}` };
  const { default: Content } = await run(String(file), options as never);
  return { html: renderToStaticMarkup(createElement(Content, { components })), data: file.data };
}
