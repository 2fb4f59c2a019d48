import { normalizeRoutePath, type RouteLocation } from 'quire/client';

/**
 * Where a redirect table sends `location`: the `to` of its path's entry (matched as routes are),
 * with the reader's query and hash unless the target has its own; undefined when it is no `from`.
 */
export function resolveTarget({ table, location }: { table: ReadonlyMap<string, string>; location: RouteLocation }): string | undefined {
  const to = table.get(normalizeRoutePath(location.pathname));
  if (to === undefined) return undefined;
  const hashAt = to.indexOf('#');
  const beforeHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const hash = hashAt >= 0 ? to.slice(hashAt) : location.hash;
  const search = beforeHash.includes('?') ? '' : location.search;
  return beforeHash + search + hash;
}
