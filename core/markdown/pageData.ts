/**
 * Per-page data for plugins: a remark or rehype step records what it found on a page
 * (`setPageData(file, 'my-plugin', data)`), the compile keeps it in the page's analysis
 * (`PageAnalysis.pluginData`, by plugin name) and the plugin reads every page's with the
 * `pageData()` argument of `contentLoaded` and `allContentLoaded`. Pages compile on worker threads
 * and analyses are cached on disk, so the data must be JSON-serialisable; it is checked here.
 */

const PAGE_DATA_KEY = 'quirePluginData';

type FileLike = { path?: string; data: Record<string, unknown> };

/** Records `data` for the plugin `pluginName` on the page being compiled (replacing what it recorded before). */
export function setPageData(file: FileLike, pluginName: string, data: unknown): void {
  let json: string | undefined;
  try {
    json = JSON.stringify(data);
  } catch (error) {
    throw new Error(`setPageData("${pluginName}") on ${file.path ?? 'a page'}: the data is not JSON-serialisable (${(error as Error).message}).`);
  }
  if (json === undefined) {
    throw new Error(`setPageData("${pluginName}") on ${file.path ?? 'a page'}: the data is not JSON-serialisable (got ${typeof data}); pass an object, array, string, number, boolean or null.`);
  }
  const all = (file.data[PAGE_DATA_KEY] ??= {}) as Record<string, unknown>;
  // A copy, as it will be read: what crosses threads and the cache is the JSON form.
  all[pluginName] = JSON.parse(json) as unknown;
}

/** What the plugin `pluginName` recorded on this page so far, if anything. */
export function getPageData<Data = unknown>(file: FileLike, pluginName: string): Data | undefined {
  return (file.data[PAGE_DATA_KEY] as Record<string, unknown> | undefined)?.[pluginName] as Data | undefined;
}

/** Everything recorded on the page, by plugin name; undefined when nothing was (the compile's analysis). */
export function allPageData(file: FileLike): Record<string, unknown> | undefined {
  return file.data[PAGE_DATA_KEY] as Record<string, unknown> | undefined;
}
