import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { loadContext, type LoadSiteOptions } from '../server/site';
import { initPlugins } from '../server/plugins/initPlugins';
import { builtinPlugins } from '../server/plugins/builtinPlugins';
import { markdownCompilerOptions } from '../server/siteMarkdown';
import { compileMdx, mdxErrorPlace } from './compileMdx';
import type { SerializedCompileError, WorkerReply, WorkerRequest } from './compilePool';

/**
 * A compile worker of the pool (compilePool.ts): loads the site's config and plugins as the main
 * thread did, so pages compile with the same remark and rehype plugins, then compiles what it is sent.
 */
const post = (reply: WorkerReply) => parentPort!.postMessage(reply);

function serialize(error: unknown): SerializedCompileError {
  const { reason, line, column } = mdxErrorPlace(error);
  return { message: (error as Error)?.message ?? String(error), reason, line, column, stack: (error as Error)?.stack };
}

async function start() {
  // The main thread reports the phases; this worker's own config load would only repeat them.
  process.env.QUIRE_PERF = '0';
  const { context } = await loadContext(workerData as LoadSiteOptions);
  const plugins = await initPlugins({ context, builtins: builtinPlugins(context) });
  const options = markdownCompilerOptions({ context, plugins });
  // Create the Markdown processor (MDX, Shiki) before taking pages: the first page costs half a
  // second more, and the pool should not wait on it at the end of a batch.
  await compileMdx({ source: '# Warm-up\n\n```ts\nconst a = 1;\n```\n', filePath: path.join(context.siteDir, 'quire-warm-up.md'), options });
  parentPort!.on('message', ({ id, source, filePath }: WorkerRequest) => {
    compileMdx({ source, filePath, options }).then(
      (page) => post({ id, page }),
      (error: unknown) => post({ id, error: serialize(error) }),
    );
  });
  post({ ready: true });
}

// A worker that cannot load the site exits: the pool gives its pages back to the main thread.
start().catch(() => process.exit(1));
