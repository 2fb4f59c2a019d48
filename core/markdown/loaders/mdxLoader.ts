import { createHash } from 'node:crypto';
import type { LoaderContext } from 'webpack';
import { compileMdx, mdxErrorPlace, type CompiledPage, type MdxCompilerOptions } from '../compileMdx';

export interface MdxLoaderOptions {
  compiler: MdxCompilerOptions;
  /**
   * Share each compile between the client and the server compilers (production builds): the
   * first compiler to reach a page compiles it, the other gets the same promise, and the entry is
   * dropped after the second read so nothing is kept.
   */
  crossCompilerCache: boolean;
}

const shared = new Map<string, { promise: Promise<CompiledPage>; reads: number }>();

function compileShared(key: string, compile: () => Promise<CompiledPage>): Promise<CompiledPage> {
  let entry = shared.get(key);
  if (!entry) shared.set(key, (entry = { promise: compile(), reads: 0 }));
  entry.reads += 1;
  if (entry.reads >= 2) shared.delete(key);
  return entry.promise;
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
  const options = this.getOptions();
  const filePath = this.resourcePath;
  const compile = () => compileMdx({ source, filePath, options: options.compiler });
  const result = options.crossCompilerCache
    ? compileShared(`${filePath}:${createHash('md5').update(source).digest('hex')}`, compile)
    : compile();
  result.then(
    (page) => {
      const buildInfo = (this._module as { buildInfo?: Record<string, unknown> } | undefined)?.buildInfo;
      if (buildInfo) buildInfo.quirePage = { toc: page.toc, title: page.title };
      callback(null, page.code);
    },
    (error: unknown) => callback(new MdxCompileError(filePath, error)),
  );
}
