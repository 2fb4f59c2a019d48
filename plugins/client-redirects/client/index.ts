import type { RedirectAnswer, RedirectArgs } from 'quire/client';
import { resolveTarget } from './resolveTarget';

/**
 * The client router's side of the redirects (`resolveRedirect`, see `ClientModule`): the table is
 * its own chunk, fetched when the browser is idle after the first page, or by the first navigation
 * that comes before (the router waits for the answer).
 */

let loading: Promise<ReadonlyMap<string, string>> | undefined;

function loadTable(): Promise<ReadonlyMap<string, string>> {
  loading ??= import(/* webpackChunkName: "client-redirects" */ 'quire-client-redirects-table').then((module) => new Map(module.default));
  // A chunk that failed to load (a deploy removed it) is fetched again by the next navigation.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export function resolveRedirect({ location }: RedirectArgs): Promise<RedirectAnswer> {
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
