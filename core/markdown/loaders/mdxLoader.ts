import type { LoaderContext } from 'webpack';
import { compileMdx, mdxErrorPlace, type MdxCompilerOptions } from '../compileMdx';

export interface MdxLoaderOptions {
  compiler: MdxCompilerOptions;
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

/** webpack loader for .md/.mdx pages: compiles with @mdx-js/mdx and appends the page's `toc` export. */
export default function mdxLoader(this: LoaderContext<MdxLoaderOptions>, source: string): void {
  const callback = this.async();
  const filePath = this.resourcePath;
  compileMdx({ source, filePath, options: this.getOptions().compiler }).then(
    (page) => callback(null, page.code),
    (error: unknown) => callback(new MdxCompileError(filePath, error)),
  );
}
