import type { LoaderContext } from 'webpack';

/**
 * Stands in for sass-loader when no Sass compiler is installed (`sass-embedded` is an optional
 * peer dependency of Quire): the first Sass file the site imports fails with the command that
 * installs the compiler (the error is reported at that file).
 */
export default function sassMissingLoader(this: LoaderContext<{ command: string }>): void {
  const { command } = this.getOptions();
  this.callback(
    new Error(
      `No Sass compiler is installed: Quire compiles .scss and .sass files with sass-embedded, an optional peer dependency.\n` +
        `Run \`${command}\` in the site, then build again.`,
    ),
  );
}
