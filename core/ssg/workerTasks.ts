import type { CompiledPageInfo, QuirePlugin } from '../types';
import type { CompilePool } from '../markdown/compilePool';
import { perf } from '../logger/perfLogger';
import { pluginHookError } from '../server/plugins/hookError';

/**
 * Runs the plugins' worker tasks (`QuirePlugin.workerTask`) of a build: each plugin's hook is asked
 * here, for a module and its input, and the task runs on the compile pool (its kept worker, or
 * this thread when none is alive), all at once. Every task settles before the first failure is
 * thrown (they write into the output folder the failure removes). Returns each plugin's result by name.
 */
export async function runWorkerTasks({
  plugins,
  pool,
  outDir,
  pages,
}: {
  plugins: readonly { plugin: QuirePlugin; content: unknown }[];
  pool: Pick<CompilePool, 'runTask'>;
  outDir: string;
  pages: readonly CompiledPageInfo[];
}): Promise<Map<string, unknown>> {
  const results = new Map<string, unknown>();
  const settled = await Promise.allSettled(
    plugins
      .filter(({ plugin }) => plugin.workerTask)
      .map(({ plugin, content }) =>
        perf.run(plugin.name, async () => {
          try {
            // A copy of the list each: a plugin may sort or filter it.
            const task = await plugin.workerTask!({ outDir, pages: [...pages], content });
            if (task) results.set(plugin.name, await pool.runTask({ module: task.module, input: task.input, outDir }));
          } catch (error) {
            throw pluginHookError({ pluginName: plugin.name, hook: 'workerTask', error });
          }
        }),
      ),
  );
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results;
}
