import path from 'node:path';
import { quireDir } from '../quirePackage';

/** Where Quire's browser-side sources live: webpack bundles them from source. */
export const clientPaths = {
  clientDir: path.join(quireDir, 'core/client'),
  clientEntry: path.join(quireDir, 'core/client/clientEntry.tsx'),
  serverEntry: path.join(quireDir, 'core/client/serverEntry.tsx'),
  /** `quire/client`: core's client API and the built-in plugins' client hooks. */
  runtimeExports: path.join(quireDir, 'client/index.ts'),
  /** `quire/theme`: the default theme's entry. */
  themeExports: path.join(quireDir, 'theme/index.ts'),
  publicClientDir: path.join(quireDir, 'client'),
  mdxProvider: path.join(quireDir, 'core/client/mdx/provider.tsx'),
  themeFallback: path.join(quireDir, 'core/client/theme-fallback'),
  sharedDir: path.join(quireDir, 'core/shared'),
  defaultTheme: path.join(quireDir, 'theme'),
  pluginsDir: path.join(quireDir, 'plugins'),
};

/** Source folders of the Quire package that the bundler compiles even inside node_modules. */
export const quireSourceDirs = [
  clientPaths.clientDir,
  clientPaths.publicClientDir,
  clientPaths.sharedDir,
  clientPaths.defaultTheme,
  clientPaths.pluginsDir,
];
