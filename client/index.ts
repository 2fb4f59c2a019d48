/**
 * `quire/client`: the runtime API for themes, MDX and plugins' browser code. Core's API
 * (core/client/exports) and the client hooks of the built-in docs plugin, so that core itself
 * imports no plugin.
 */
export * from '../core/client/exports';
export { useNav, useSidebar, useOverviewGroups } from '../plugins/docs/client/hooks';
