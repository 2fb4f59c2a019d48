import path from 'node:path';
import webpack, { type Configuration, type MultiStats, type StatsError } from 'webpack';
import { QuireAggregateError } from '../errors';

/** One readable line per webpack error: `file:line:column: what is wrong`. */
export function formatWebpackError(error: StatsError, siteDir: string): string {
  let message = (error.message ?? '').replace(/^Module build failed \(from [^)]*\):\n/, '').trim();
  // Errors thrown by Quire's loaders already start with their file:line:column.
  if (/^\/.*:\d+(:\d+)?: /.test(message)) return relativize(message, siteDir);
  const file = error.moduleName ?? error.moduleIdentifier;
  const where = file ? `${relativize(file.replace(/^.*!/, ''), siteDir)}${error.loc ? `:${error.loc}` : ''}` : '';
  message = message.split('\n').filter((line) => !/^\s+at /.test(line)).join('\n');
  return where ? `${where}: ${message}` : message;
}

function relativize(text: string, siteDir: string): string {
  return text.split(siteDir + path.sep).join('');
}

/** Runs the client and server compilers together; fails with every error they reported. */
export function compile({ configs, siteDir }: { configs: Configuration[]; siteDir: string }): Promise<MultiStats> {
  const compiler = webpack(configs);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        if (error || closeError) return reject(error ?? closeError);
        if (!stats) return reject(new Error('webpack returned no stats'));
        if (stats.hasErrors()) {
          const messages = new Set<string>();
          for (const child of stats.stats) {
            for (const e of child.toJson({ all: false, errors: true }).errors ?? []) messages.add(formatWebpackError(e, siteDir));
          }
          return reject(new QuireAggregateError(`The build failed with ${messages.size} error(s):`, [...messages]));
        }
        resolve(stats);
      });
    });
  });
}
