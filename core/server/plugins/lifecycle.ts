import type { AllContent, RouteRecord } from '../../types';
import { perf } from '../../logger/perfLogger';
import { QuireError } from '../../errors';
import { createPluginActions, type ActionsResult } from './actions';
import type { InitializedPlugin } from './initPlugins';

/** The state of one plugin after the content phases. */
export interface LoadedPlugin extends InitializedPlugin {
  content: unknown;
  /** What `contentLoaded` produced. */
  loaded: ActionsResult;
  /** What `allContentLoaded` produced. */
  allLoaded: ActionsResult;
}

function wrap(plugin: InitializedPlugin, hook: string, error: unknown): never {
  if (error instanceof QuireError) throw error;
  throw new QuireError(`Plugin "${plugin.plugin.name}" failed in ${hook}: ${(error as Error)?.message ?? String(error)}`, {
    cause: error,
  });
}

async function loadContent(plugin: InitializedPlugin): Promise<unknown> {
  if (!plugin.plugin.loadContent) return undefined;
  try {
    return await perf.run(`loadContent ${plugin.plugin.name}`, () => plugin.plugin.loadContent!());
  } catch (error) {
    return wrap(plugin, 'loadContent', error);
  }
}

async function contentLoaded(plugin: InitializedPlugin, content: unknown, generatedFilesDir: string, all: readonly InitializedPlugin[]): Promise<ActionsResult> {
  const { actions, result } = createPluginActions({ pluginName: plugin.plugin.name, generatedFilesDir, plugins: all.map((p) => p.plugin) });
  try {
    await perf.run(`contentLoaded ${plugin.plugin.name}`, () => plugin.plugin.contentLoaded?.({ content, actions }));
  } catch (error) {
    wrap(plugin, 'contentLoaded', error);
  }
  return result;
}

async function allContentLoaded(plugins: LoadedPlugin[], generatedFilesDir: string): Promise<void> {
  const allContent: AllContent = Object.fromEntries(plugins.map((p) => [p.plugin.name, p.content]));
  for (const plugin of plugins) {
    const { actions, result } = createPluginActions({ pluginName: plugin.plugin.name, generatedFilesDir, plugins: plugins.map((p) => p.plugin) });
    try {
      await perf.run(`allContentLoaded ${plugin.plugin.name}`, () => plugin.plugin.allContentLoaded?.({ allContent, actions }));
    } catch (error) {
      wrap(plugin, 'allContentLoaded', error);
    }
    plugin.allLoaded = result;
  }
}

/** Runs `loadContent` for every plugin in parallel, then `contentLoaded` and `allContentLoaded` in order. */
export async function runContentLifecycle({
  plugins,
  generatedFilesDir,
}: {
  plugins: InitializedPlugin[];
  generatedFilesDir: string;
}): Promise<LoadedPlugin[]> {
  const contents = await perf.run('loadContent', () => Promise.all(plugins.map(loadContent)));
  const loaded: LoadedPlugin[] = [];
  await perf.run('contentLoaded', async () => {
    for (const [index, plugin] of plugins.entries()) {
      const content = contents[index];
      loaded.push({ ...plugin, content, loaded: await contentLoaded(plugin, content, generatedFilesDir, plugins), allLoaded: { routes: [], hasGlobalData: false } });
    }
  });
  await perf.run('allContentLoaded', () => allContentLoaded(loaded, generatedFilesDir));
  return loaded;
}

/** Re-runs one plugin's content phases (dev: a watched file changed), then every allContentLoaded. */
export async function reloadPluginContent({
  plugins,
  name,
  generatedFilesDir,
}: {
  plugins: LoadedPlugin[];
  name: string;
  generatedFilesDir: string;
}): Promise<LoadedPlugin[]> {
  const next = await Promise.all(
    plugins.map(async (plugin) => {
      if (plugin.plugin.name !== name) return { ...plugin };
      const content = await loadContent(plugin);
      return { ...plugin, content, loaded: await contentLoaded(plugin, content, generatedFilesDir, plugins) };
    }),
  );
  await allContentLoaded(next, generatedFilesDir);
  return next;
}

export function collectRoutes(plugins: LoadedPlugin[]): RouteRecord[] {
  return plugins.flatMap((p) => [...p.loaded.routes, ...p.allLoaded.routes]);
}

export function collectGlobalData(plugins: LoadedPlugin[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const p of plugins) {
    const result = p.allLoaded.hasGlobalData ? p.allLoaded : p.loaded;
    if (result.hasGlobalData) data[p.plugin.name] = result.globalData;
  }
  return data;
}
