/**
 * `quire`: config helpers, plugin types and the Node API. Requiring it is cheap (config files do):
 * the commands load webpack and friends only when called.
 */
import type { BuildOptions, BuildResult } from './commands/build';
import type { DevOptions, DevServer } from './commands/dev';
import type { PreviewOptions, PreviewServer } from './commands/preview';
import type { InitOptions, InitResult } from './types/init';

export type * from './types';
export type { BuildOptions, BuildResult, DevOptions, DevServer, PreviewOptions, PreviewServer, InitOptions, InitResult };
export { defineConfig } from './config/defineConfig';
export { definePlugin, validatePluginOptions } from './server/plugins/definePlugin';
export { QuireError } from './errors';
export { mdxImport } from './markdown/mdxImport';
// The choices of `quire init` and `npm create quire` (create-quire's prompts and flags).
export { starterLanguages, packageManagers, detectPackageManager, parsePackageManager, parseStarterLanguages, initFolderProblem } from './commands/initChoices';

/** Builds a site for production (what `quire build` runs). */
export async function build(options: BuildOptions): Promise<BuildResult> {
  return (await import('./commands/build')).build(options);
}

/** Starts the dev server (what `quire dev` runs). */
export async function dev(options: DevOptions): Promise<DevServer> {
  return (await import('./commands/dev')).dev(options);
}

/** Serves a finished build (what `quire preview` / `quire serve` run). */
export async function serve(options: PreviewOptions): Promise<PreviewServer> {
  return (await import('./commands/preview')).preview(options);
}

/** Writes the starter site (what `quire init` and `npm create quire` run). */
export async function init(options: InitOptions): Promise<InitResult> {
  return (await import('./commands/init')).init(options);
}
