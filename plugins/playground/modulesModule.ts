import type { ResolvedPlaygroundOptions } from './options';

/**
 * The module the browser side imports as `quire-playground-modules` (a webpack alias to the file
 * the plugin writes): a loader per package the options allow, `() => import('<name>')`, so each
 * is a chunk of its own, fetched only when a playground imports it; and the debounce delay.
 * The names are written with JSON.stringify (they passed the options' package-name check too).
 */
export function playgroundModulesSource({ modules, debounce }: ResolvedPlaygroundOptions): string {
  const entries = modules.map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(name)}),`);
  return [
    '// Written by quire/plugins/playground from its options: what playground code may import.',
    'export const modules = {',
    ...entries,
    '};',
    `export const debounce = ${debounce};`,
    '',
  ].join('\n');
}
