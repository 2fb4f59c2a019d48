import { createRouteMatcher, normalizeRoutePath, QuireAggregateError, type MatchableRoute } from 'quire/plugin-utils';
import { isExternalTarget, type RedirectEntry } from './options';

/** How a problem names its entry: `redirects[2] (from "/old")`. */
const entryName = (entry: RedirectEntry, from: string) => `redirects[${entry.index}] (from ${JSON.stringify(from)})`;

/** The route key of a target: its path without query and hash, normalised as routes are. */
const targetKey = (to: string) => normalizeRoutePath(to);

/**
 * Problems of the table itself, which need no routes: the same `from` twice, a target that is
 * itself redirected (a chain: readers would take two hops, the client router takes one), and loops.
 */
export function checkRedirectTable({ entries }: { entries: readonly RedirectEntry[] }): string[] {
  const problems: string[] = [];
  const owners = new Map<string, { entry: RedirectEntry; from: string }>();
  for (const entry of entries) {
    for (const from of entry.from) {
      const key = normalizeRoutePath(from);
      const owner = owners.get(key);
      if (owner) problems.push(`${entryName(entry, from)}: ${JSON.stringify(from)} is already redirected by ${entryName(owner.entry, owner.from)}; keep one of them.`);
      else owners.set(key, { entry, from });
    }
  }
  for (const entry of entries) {
    if (isExternalTarget(entry.to)) continue;
    for (const from of entry.from) {
      if (owners.get(normalizeRoutePath(from))?.entry !== entry) continue;
      const next = owners.get(targetKey(entry.to));
      if (!next) continue;
      // Follow the chain: back at a path already seen is a loop.
      const seen = [from];
      const keys = new Set([normalizeRoutePath(from)]);
      let hop: { entry: RedirectEntry; from: string } | undefined = next;
      let loops = false;
      while (hop) {
        seen.push(hop.from);
        if (keys.has(normalizeRoutePath(hop.from))) {
          loops = true;
          break;
        }
        keys.add(normalizeRoutePath(hop.from));
        hop = isExternalTarget(hop.entry.to) ? undefined : owners.get(targetKey(hop.entry.to));
      }
      if (loops) problems.push(`${entryName(entry, from)}: the redirects loop (${seen.join(' -> ')}); point "to" at a page.`);
      else {
        const end = owners.get(normalizeRoutePath(seen[seen.length - 1]!))!.entry.to;
        problems.push(
          `${entryName(entry, from)}: its target ${JSON.stringify(entry.to)} is itself redirected by ${entryName(next.entry, next.from)}; a redirect takes one hop: set "to" to ${JSON.stringify(end)}.`,
        );
      }
    }
  }
  return problems;
}

/**
 * Problems against the site's routes: a target that is no page (matched as routes are: case, a
 * trailing slash, `.html`), a `from` that is a page (the redirect would hide it). External targets
 * are not checked.
 */
export function checkRedirectRoutes({ entries, routes }: { entries: readonly RedirectEntry[]; routes: readonly MatchableRoute[] }): string[] {
  const matcher = createRouteMatcher(routes);
  const pages = new Set(routes.filter((route) => route.exact !== false).map((route) => normalizeRoutePath(route.path)));
  const problems: string[] = [];
  for (const entry of entries) {
    for (const from of entry.from) {
      if (pages.has(normalizeRoutePath(from))) {
        problems.push(`${entryName(entry, from)}: ${JSON.stringify(from)} is a page of the site, which the redirect would hide; remove this "from", or the page.`);
      }
    }
    if (!isExternalTarget(entry.to) && !matcher.match(entry.to.replace(/[?#].*$/, ''))) {
      problems.push(`${entryName(entry, entry.from[0]!)}: its target ${JSON.stringify(entry.to)} is no page of the site; point "to" at an existing page's path.`);
    }
  }
  return problems;
}

/** Throws every problem of the table and, when given, against the routes, as one error. */
export function assertRedirects({ entries, routes }: { entries: readonly RedirectEntry[]; routes?: readonly MatchableRoute[] }): void {
  const problems = [...checkRedirectTable({ entries }), ...(routes ? checkRedirectRoutes({ entries, routes }) : [])];
  if (problems.length === 0) return;
  throw new QuireAggregateError(
    `Plugin "client-redirects": ${problems.length === 1 ? 'a redirect is' : `${problems.length} redirects are`} wrong (option "redirects"):`,
    problems,
    'Fix the entries named above in the plugin\'s options in the site config.',
  );
}
