import path from 'node:path';
import type { LoaderContext } from 'webpack';

/**
 * Stands in for sass-loader when no Sass compiler is installed (`sass-embedded` is an optional
 * peer dependency of Quire): the first Sass file the site imports fails, naming itself and the
 * command that installs the compiler.
 */
export default function sassMissingLoader(this: LoaderContext<{ command: string }>): void {
  const { command } = this.getOptions();
  const file = path.relative(this.rootContext, this.resourcePath) || this.resourcePath;
  this.callback(
    new Error(
      `${file} is Sass, and no Sass compiler is installed: Quire compiles .scss and .sass files with sass-embedded, an optional peer dependency.\n` +
        `Run \`${command}\` in the site, then build again.`,
    ),
  );
}
