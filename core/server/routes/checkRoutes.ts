import path from 'node:path';
import type { RouteRecord } from '../../types';
import { normalizeRoutePath } from '../../shared/routePath';
import { QuireAggregateError } from '../../errors';

function describeSource(route: RouteRecord, siteDir: string): string {
  const file = route.metadata.sourceFilePath;
  return file ? path.relative(siteDir, file) : `a route added by plugin "${route.plugin}"`;
}

/**
 * Sorts routes by path and rejects duplicates: two routes whose paths normalise to the same key
 * (`/guide/a`, `/guide/a/`, `/Guide/A.html`) are an error naming both sources. One Map, one pass.
 */
export function checkRoutes({ routes, siteDir }: { routes: RouteRecord[]; siteDir: string }): RouteRecord[] {
  const byKey = new Map<string, RouteRecord>();
  const errors: string[] = [];
  for (const route of routes) {
    const key = `${route.exact ? 'exact' : 'prefix'}:${normalizeRoutePath(route.path)}`;
    const existing = byKey.get(key);
    if (existing) {
      const [first, second] = [describeSource(existing, siteDir), describeSource(route, siteDir)].sort();
      errors.push(`${existing.path}: both ${first} and ${second} map to this route`);
    } else byKey.set(key, route);
  }
  if (errors.length > 0) {
    throw new QuireAggregateError('Duplicate routes:', errors, 'Rename or remove one file of each pair.');
  }
  return [...routes].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
