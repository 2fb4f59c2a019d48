import type { LoaderContext } from 'webpack';
import { compileMdx, mdxErrorPlace } from '../compileMdx';
import type { MarkdownService } from '../../types';

export interface MdxLoaderOptions {
  markdown: MarkdownService;
}

/** A compile error as `file:line:column: reason`, which webpack, the terminal and the overlay show. */
export class MdxCompileError extends Error {
  constructor(file: string, error: unknown) {
    const { line, column, reason } = mdxErrorPlace(error);
    const where = line === undefined ? file : `${file}:${line}:${column ?? 1}`;
    super(`${where}: MDX compile error: ${reason}`);
    this.name = 'MdxCompileError';
    this.stack = this.message;
  }
}

/**
 * webpack loader for .md/.mdx: takes the code the Markdown service compiled ahead for this exact
 * source (pages), or compiles it now (fragments, pages changed since), and tells webpack about
 * the files the output depends on (fragments' headings, `file="..."` code blocks).
 */
export default function mdxLoader(this: LoaderContext<MdxLoaderOptions>, source: string): void {
  const callback = this.async();
  const filePath = this.resourcePath;
  const { markdown } = this.getOptions();
  const ready = markdown.takeCompiled({ filePath, source });
  const result = ready
    ? Promise.resolve(ready)
    : compileMdx({ source, filePath, options: markdown.options }).then(({ code, analysis }) => ({ code, dependencies: analysis.dependencies }));
  result.then(
    ({ code, dependencies }) => {
      for (const dependency of dependencies) this.addDependency(dependency);
      callback(null, code);
    },
    (error: unknown) => callback(new MdxCompileError(filePath, error)),
  );
}
