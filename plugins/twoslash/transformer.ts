import fs from 'node:fs';
import path from 'node:path';
import type { ShikiTransformer } from 'shiki';
import type { TwoslashExecuteOptions, TwoslashReturn } from 'twoslash';
import type { CodeBlockPlace } from 'quire';
import { getPageData, logger, setPageData } from 'quire/plugin-utils';
import { cacheKey, createDiskCache } from './diskCache';
import { describeFailure } from './blockErrors';
import type { TransformerOptions } from './options';

/**
 * The plugin's Shiki transformer, loaded on every compile thread (`markdown.shikiTransformers`):
 * @shikijs/twoslash's transformer for `ts`/`tsx` blocks whose meta says `twoslash`, with its rich
 * renderer (popups with types and JSDoc, `^?` results, errors, completions, highlights), around
 * a twoslasher of our own that
 * - keeps results on disk (diskCache.ts), keyed by the code and language, the TypeScript and
 *   twoslash versions and the compiler options;
 * - turns an unexpected type error into an error at the block's file:line (blockErrors.ts): it
 *   fails a build, and is a warning in dev (the block then shows the error in place);
 * - records each block's cost and whether it came from the cache (`setPageData`), which the
 *   plugin prints with `QUIRE_PERF=1`.
 */

/** What the cache keeps of a result: what the transformer renders from. */
type KeptResult = Pick<TwoslashReturn, 'code' | 'nodes'> & { meta: { extension?: string } };

/** One block's cost, as recorded on its page for the perf report. */
export interface BlockCost {
  line: number;
  ms: number;
  cached: boolean;
  /** When it ran (ms since the epoch): a report skips records of earlier builds (the analysis cache keeps them). */
  at: number;
}

export interface PageCosts {
  blocks: BlockCost[];
}

/** The plugin's name: where its per-page data is recorded. */
export const PAGE_DATA_NAME = 'twoslash';

function packageVersion(entry: string): string {
  // The package's folder: node_modules/<name>/dist/<file> -> node_modules/<name>.
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  try {
    return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * What the cache keeps and Shiki renders: the result without the empty lines a removed last line
 * leaves at the end (a block ending with its `^?` query would end with an empty line).
 */
function keep(result: Pick<TwoslashReturn, 'code' | 'nodes' | 'meta'>): KeptResult {
  let code = result.code.replace(/\n+$/, '');
  if (result.nodes.some((node) => node.start + node.length > code.length)) code = result.code;
  return { code, nodes: result.nodes, meta: { extension: result.meta.extension } };
}

function recordCost({ place, cost }: { place: CodeBlockPlace | undefined; cost: Omit<BlockCost, 'line' | 'at'> }): void {
  if (!place) return;
  const previous = getPageData<PageCosts>(place.file, PAGE_DATA_NAME)?.blocks ?? [];
  setPageData(place.file, PAGE_DATA_NAME, { blocks: [...previous, { line: place.line, at: Date.now(), ...cost }] } satisfies PageCosts);
}

export default async function twoslashTransformer(options: TransformerOptions): Promise<ShikiTransformer> {
  // ES-only packages: imported (the reason the factory is async).
  const [{ createTransformerFactory, rendererRich }, { createTwoslasher }] = await Promise.all([import('@shikijs/twoslash/core'), import('twoslash')]);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ts = require('typescript') as typeof import('typescript');
  const twoslasher = createTwoslasher({
    vfsRoot: options.siteDir,
    tsModule: ts,
    // Imports resolve as a bundler does (package exports, no extensions), like the site's own code.
    compilerOptions: { moduleResolution: ts.ModuleResolutionKind.Bundler, ...options.compilerOptions },
  });
  const versions = { typescript: ts.version, twoslash: packageVersion(require.resolve('twoslash')) };
  const cache = options.cacheDir ? createDiskCache<KeptResult>({ dir: options.cacheDir }) : undefined;
  // The block being highlighted: set around the inner preprocess, which runs the twoslasher synchronously.
  let current: CodeBlockPlace | undefined;

  function run(code: string, lang: string | undefined, execution: TwoslashExecuteOptions = {}): KeptResult {
    const place = current;
    const started = performance.now();
    const key = cacheKey(['quire-twoslash/2', versions, options.compilerOptions, lang, execution, code]);
    const cached = cache?.read(key);
    if (cached) {
      recordCost({ place, cost: { ms: performance.now() - started, cached: true } });
      return cached;
    }
    let result: TwoslashReturn;
    try {
      result = twoslasher(code, lang, execution);
    } catch (error) {
      const failure = describeFailure({
        error,
        place,
        // Run again without the check and with the notations kept: every error, at its place in the block.
        rerun: () => twoslasher(code, lang, { ...execution, handbookOptions: { ...execution.handbookOptions, noErrorValidation: true, keepNotations: true } }),
      });
      if (!failure) throw error;
      if (options.mode === 'production') throw failure.error;
      logger.warn(failure.message);
      // Dev: the block shows what TypeScript says, errors included (not cached: the warning comes back).
      const shown = twoslasher(code, lang, { ...execution, handbookOptions: { ...execution.handbookOptions, noErrorValidation: true } });
      return keep(shown);
    }
    const kept = keep(result);
    cache?.write(key, kept);
    recordCost({ place, cost: { ms: performance.now() - started, cached: false } });
    return kept;
  }

  const inner = createTransformerFactory(
    run as never,
    rendererRich({ queryRendering: 'line', errorRendering: 'line' }),
  )({ langs: options.langs, explicitTrigger: true, throws: true });

  return {
    ...inner,
    name: 'quire:twoslash',
    preprocess(code, shikiOptions) {
      current = (this.options.meta as { quire?: CodeBlockPlace } | undefined)?.quire;
      try {
        return inner.preprocess?.call(this, code, shikiOptions);
      } finally {
        current = undefined;
      }
    },
  };
}
