import path from 'node:path';
import type { Compiler } from 'webpack';
import { displayPath } from '../../errors';
import { logger } from '../../logger/logger';

const PLUGIN_NAME = 'QuireCacheWarningsPlugin';
const CACHE_LOGGER = 'webpack.cache.PackFileCacheStrategy';

/** webpack's words for a cache it could not read (the whole pack, or entries of it), and for one it could not write. */
const UNREADABLE = /^(Restoring pack failed from|Restoring pack from .* failed|Restoring failed for|Restored pack from .*, but contained content is unexpected)/;
const UNWRITABLE = /^Caching failed for pack/;

/**
 * webpack's filesystem cache discards what it cannot read (a truncated or garbled pack file, one
 * left by a build killed while writing it) and builds those modules again, and a cache it cannot
 * write only costs the next build its warmth; its own warnings about it are one per entry, with
 * stacks, below Quire's logging level. This says it once per compiler, in one line.
 */
export class CacheWarningsPlugin {
  apply(compiler: Compiler): void {
    const said = new Set<'read' | 'write'>();
    const cache = compiler.options.cache;
    const where = cache && typeof cache === 'object' && cache.type === 'filesystem' && cache.cacheDirectory ? displayPath(path.join(cache.cacheDirectory, cache.name ?? '')) : "webpack's cache";
    compiler.hooks.infrastructureLog.tap(PLUGIN_NAME, (origin, type, args) => {
      if (origin !== CACHE_LOGGER || type !== 'warn') return undefined;
      const message = String(args?.[0] ?? '');
      const kind = UNREADABLE.test(message) ? 'read' : UNWRITABLE.test(message) ? 'write' : undefined;
      if (!kind || said.has(kind)) return kind ? true : undefined;
      said.add(kind);
      const reason = message.replace(/^.*?: (?=\w*Error\b|E[A-Z]+:)/, '').split('\n')[0]!.slice(0, 200);
      logger.warn(
        kind === 'read'
          ? `webpack's cache in ${where} could not be read (${reason}): what could not be read is discarded and built again`
          : `webpack's cache in ${where} could not be written (${reason}): the next build starts without it`,
      );
      return true;
    });
  }
}
