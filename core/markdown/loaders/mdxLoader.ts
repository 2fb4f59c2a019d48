import type { LoaderContext } from 'webpack';
import { mdxErrorPlace } from '../compileMdx';
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
 * webpack loader for .md/.mdx: takes the code of this exact source from the Markdown service (the
 * compile already under way for a page, or a new one for fragments and pages changed since), and
 * tells webpack about the files the output depends on (fragments' headings, `file="..."` code).
 */
export default function mdxLoader(this: LoaderContext<MdxLoaderOptions>, source: string): void {
  const callback = this.async();
  const filePath = this.resourcePath;
  const { markdown } = this.getOptions();
  markdown.compilePage({ filePath, source }).then(
    ({ code, dependencies }) => {
      for (const dependency of dependencies) this.addDependency(dependency);
      callback(null, code);
    },
    (error: unknown) => callback(new MdxCompileError(filePath, error)),
  );
}
