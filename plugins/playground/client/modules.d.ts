/**
 * The module the plugin writes from its options (modulesModule.ts), reached through a webpack
 * alias that its `configureWebpack` sets: a loader per package playground code may import.
 */
declare module 'quire-playground-modules' {
  export const modules: Record<string, () => Promise<unknown>>;
  /** Milliseconds between the last keystroke and the next render of the result. */
  export const debounce: number;
}
