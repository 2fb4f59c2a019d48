import type { MetaItem } from 'quire';
import type { PageFolder } from './pageTree';

// Numeric so that `2-setup` comes before `10-deploy`; a fixed locale so every machine agrees.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareNames(a: string, b: string): number {
  if (a === 'index' || b === 'index') return a === 'index' ? (b === 'index' ? 0 : -1) : 1;
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * What a folder without `_meta.json` shows: its pages and its sub-folders, by name, `index` first,
 * as the `_meta.json` an author would have written. A page with a sub-folder of the same name
 * (`api.md` next to `api/`) is not listed on its own: the folder's group links to it.
 */
export function listFolder({ folder }: { folder: PageFolder | undefined }): MetaItem[] {
  if (!folder) return [];
  const items = new Map<string, MetaItem>();
  for (const stem of folder.stems.keys()) {
    if (!folder.folders.has(stem)) items.set(stem, { type: 'file', name: stem });
  }
  for (const name of folder.folders) items.set(name, { type: 'dir', name });
  return [...items.keys()].sort(compareNames).map((name) => items.get(name)!);
}
