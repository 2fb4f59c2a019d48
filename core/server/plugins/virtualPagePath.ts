import path from 'node:path';

/** The folder of a plugin's generated files: `<site>/.quire/<plugin name, with only [\w.-]>`. */
export function pluginDataDir({ generatedFilesDir, plugin }: { generatedFilesDir: string; plugin: string }): string {
  return path.join(generatedFilesDir, plugin.replace(/[^\w.-]+/g, '-'));
}

/** Where a plugin's `content` pages are written: `<site>/.quire/<plugin>/pages/`. */
export function virtualPagesDir({ generatedFilesDir, plugin }: { generatedFilesDir: string; plugin: string }): string {
  return path.join(pluginDataDir({ generatedFilesDir, plugin }), 'pages');
}

/**
 * The file a `content` page is written to: its route below the plugin's pages folder, as a docs
 * file would be named (`/zh/guide/api/foo` -> `.quire/<plugin>/pages/zh/guide/api/foo.md`, a route
 * ending in `/` -> its `index.md`). So the file's path alone tells its route, on any thread.
 */
export function virtualPageFile({
  generatedFilesDir,
  plugin,
  routePath,
  format,
}: {
  generatedFilesDir: string;
  plugin: string;
  routePath: string;
  format: 'md' | 'mdx';
}): string {
  const relative = routePath.endsWith('/') ? `${routePath}index` : routePath;
  return path.join(virtualPagesDir({ generatedFilesDir, plugin }), ...relative.split('/').filter(Boolean)) + `.${format}`;
}
