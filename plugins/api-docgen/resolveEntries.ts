import fs from 'node:fs';
import path from 'node:path';
import { QuireAggregateError } from 'quire/plugin-utils';
import type { ApiDocgenOptions, ResolvedEntry } from './options';

/**
 * The entries with absolute, real paths (a component reached through `node_modules/quire` is read
 * where it is, so the default filter does not take its props for a package's). Every missing file
 * is reported at once, naming its entry.
 */
export function resolveEntries({ entries, siteDir }: { entries: ApiDocgenOptions['entries']; siteDir: string }): ResolvedEntry[] {
  const problems: string[] = [];
  const resolved: ResolvedEntry[] = [];
  for (const [moduleName, entry] of Object.entries(entries)) {
    const given = typeof entry === 'string' ? entry : entry.path;
    const absolute = path.resolve(siteDir, given);
    if (!fs.existsSync(absolute) || !fs.statSync(absolute).isFile()) {
      problems.push(`entries.${moduleName}: no file at ${absolute} (the path "${given}" is relative to the site folder ${siteDir})`);
      continue;
    }
    resolved.push({ moduleName, file: fs.realpathSync(absolute), ...(typeof entry === 'string' || !entry.exportName ? {} : { exportName: entry.exportName }) });
  }
  if (problems.length > 0) throw new QuireAggregateError('Invalid options for plugin "api-docgen":', problems, 'Fix the paths in the plugin\'s `entries`.');
  return resolved;
}
