import type { AllContent, MarkdownService, PageDataEntry, ReadPageData, RouteRecord } from '../../types';
import { perf } from '../../logger/perfLogger';
import { pluginHookError } from './hookError';
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
  throw pluginHookError({ pluginName: plugin.plugin.name, hook, error });
}

/** Where `pageData()` reads the pages' analyses: the site's Markdown service. */
type PageDataSource = Pick<MarkdownService, 'settledAnalyses'> | undefined;

/**
 * The `pageData()` a plugin's hooks get: what the Markdown steps recorded for this plugin
 * (`setPageData`) on every page asked for so far, once their compiles have settled. Nothing waits
 * for the pages unless a plugin calls it.
 */
function pageDataReader(pluginName: string, markdown: PageDataSource): ReadPageData {
  return async <Data>() => {
    if (!markdown) return [];
    const pages = await markdown.settledAnalyses();
    return pages.flatMap(({ sourceFilePath, analysis }): PageDataEntry<Data>[] =>
      analysis.pluginData && pluginName in analysis.pluginData ? [{ sourceFilePath, data: analysis.pluginData[pluginName] as Data }] : [],
    );
  };
}

async function loadContent(plugin: InitializedPlugin): Promise<unknown> {
  if (!plugin.plugin.loadContent) return undefined;
  try {
    return await perf.run(`loadContent ${plugin.plugin.name}`, () => plugin.plugin.loadContent!());
  } catch (error) {
    return wrap(plugin, 'loadContent', error);
  }
}

async function contentLoaded(
  plugin: InitializedPlugin,
  content: unknown,
  generatedFilesDir: string,
  all: readonly InitializedPlugin[],
  markdown: PageDataSource,
): Promise<ActionsResult> {
  const { actions, result } = createPluginActions({ pluginName: plugin.plugin.name, generatedFilesDir, plugins: all.map((p) => p.plugin) });
  const pageData = pageDataReader(plugin.plugin.name, markdown);
  try {
    await perf.run(`contentLoaded ${plugin.plugin.name}`, () => plugin.plugin.contentLoaded?.({ content, actions, pageData }));
  } catch (error) {
    wrap(plugin, 'contentLoaded', error);
  }
  return result;
}

async function allContentLoaded(plugins: LoadedPlugin[], generatedFilesDir: string, markdown: PageDataSource): Promise<void> {
  const allContent: AllContent = Object.fromEntries(plugins.map((p) => [p.plugin.name, p.content]));
  for (const plugin of plugins) {
    const { actions, result } = createPluginActions({ pluginName: plugin.plugin.name, generatedFilesDir, plugins: plugins.map((p) => p.plugin) });
    try {
      await perf.run(`allContentLoaded ${plugin.plugin.name}`, () =>
        plugin.plugin.allContentLoaded?.({ allContent, actions, pageData: pageDataReader(plugin.plugin.name, markdown) }),
      );
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
  markdown,
}: {
  plugins: InitializedPlugin[];
  generatedFilesDir: string;
  /** The site's Markdown service, for the hooks' `pageData()`; without it, `pageData()` is empty. */
  markdown?: PageDataSource;
}): Promise<LoadedPlugin[]> {
  const contents = await perf.run('loadContent', () => Promise.all(plugins.map(loadContent)));
  const loaded: LoadedPlugin[] = [];
  await perf.run('contentLoaded', async () => {
    for (const [index, plugin] of plugins.entries()) {
      const content = contents[index];
      loaded.push({ ...plugin, content, loaded: await contentLoaded(plugin, content, generatedFilesDir, plugins, markdown), allLoaded: { routes: [], hasGlobalData: false } });
    }
  });
  await perf.run('allContentLoaded', () => allContentLoaded(loaded, generatedFilesDir, markdown));
  return loaded;
}

/** Re-runs one plugin's content phases (dev: a watched file changed), then every allContentLoaded. */
export async function reloadPluginContent({
  plugins,
  name,
  generatedFilesDir,
  markdown,
}: {
  plugins: LoadedPlugin[];
  name: string;
  generatedFilesDir: string;
  /** As for runContentLifecycle. */
  markdown?: PageDataSource;
}): Promise<LoadedPlugin[]> {
  const next = await Promise.all(
    plugins.map(async (plugin) => {
      if (plugin.plugin.name !== name) return { ...plugin };
      const content = await loadContent(plugin);
      return { ...plugin, content, loaded: await contentLoaded(plugin, content, generatedFilesDir, plugins, markdown) };
    }),
  );
  await allContentLoaded(next, generatedFilesDir, markdown);
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
