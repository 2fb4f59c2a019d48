import type { Compiler, Module } from 'webpack';
import { logger } from '../../logger/logger';

const PLUGIN_NAME = 'QuireCompileProgressPlugin';

/** Prints how many pages (Markdown/MDX modules) the compiler has compiled, fresh or from cache. */
export class CompileProgressPlugin {
  constructor(private readonly options: { total: number }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      let done = 0;
      const count = (module: Module) => {
        const resource = (module as { resource?: string }).resource;
        if (!resource || !/\.mdx?$/i.test(resource) || done >= this.options.total) return;
        done += 1;
        logger.progress('compiling pages', done, this.options.total);
      };
      compilation.hooks.succeedModule.tap(PLUGIN_NAME, count);
      compilation.hooks.stillValidModule.tap(PLUGIN_NAME, count);
    });
  }
}
