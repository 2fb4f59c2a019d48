import path from 'node:path';

/** The plugin's name: its generated files live in `<site>/.quire/api-docgen/`. */
export const PLUGIN_NAME = 'api-docgen';

/** The name `createData` is given for a component's data: `props-<moduleName>.json`. */
export const dataFileName = (moduleName: string): string => `props-${moduleName}.json`;

/**
 * Where a component's data is written (`createData` on the main thread), known on every thread
 * from the options alone: the compile threads import it into the pages that document it.
 */
export function dataFilePath({ generatedFilesDir, moduleName }: { generatedFilesDir: string; moduleName: string }): string {
  return path.join(generatedFilesDir, PLUGIN_NAME, dataFileName(moduleName));
}
