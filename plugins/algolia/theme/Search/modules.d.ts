/** A stylesheet imported through the plugin's text loader (`!!../../cssTextLoader.cjs!<file>.css`): its text. */
declare module '!!*.css' {
  const text: string;
  export default text;
}

/** The plugin's validated options, a JSON module that contentLoaded writes (see OPTIONS_MODULE in ../../index.ts). */
declare module '@quire-algolia/options' {
  import type { ResolvedAlgoliaOptions } from '../../options';
  const options: ResolvedAlgoliaOptions;
  export default options;
}
