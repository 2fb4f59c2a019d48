import type { RedirectAnswer, RedirectArgs } from 'quire/client';
import { resolveTarget } from './resolveTarget';

/**
 * The client router's side of the redirects (`resolveRedirect`, see `ClientModule`): the table is
 * its own chunk, fetched when the browser is idle after the first page, or by the first navigation
 * that comes before; until then an answer is a promise the router waits for.
 */

let table: ReadonlyMap<string, string> | undefined;
let loading: Promise<ReadonlyMap<string, string>> | undefined;

function loadTable(): Promise<ReadonlyMap<string, string>> {
  loading ??= import(/* webpackChunkName: "client-redirects" */ 'quire-client-redirects-table').then((module) => (table = new Map(module.default)));
  // A chunk that failed to load (a deploy removed it) is fetched again by the next navigation.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export function resolveRedirect({ location }: RedirectArgs): RedirectAnswer | Promise<RedirectAnswer> {
  if (table) return resolveTarget({ table, location });
  return loadTable().then((loaded) => resolveTarget({ table: loaded, location }));
}

let warmed = false;

/** After the first page is on screen: fetch the table while the reader reads, not on their click. */
export function onRouteDidUpdate(): void {
  if (warmed) return;
  warmed = true;
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
  idle(() => void loadTable().catch(() => {}));
}
