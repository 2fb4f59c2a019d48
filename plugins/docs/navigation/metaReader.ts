import path from 'node:path';
import type { MetaItem } from 'quire';
import { displayPath } from './displayPath';
import { readNavigationFile } from './readNavigationFile';
import { metaFileSchema } from './schemas';

export interface FolderMeta {
  items: MetaItem[];
  /** `docs/en/guide/_meta.json`, for messages about its entries. */
  shownAs: string;
  /** Where an item is (`[2]`), as messages show it: `docs/en/guide/_meta.json:3:5`. */
  placeOf: (path: readonly PropertyKey[]) => string;
}

export interface MetaReader {
  /** The folder's `_meta.json`; undefined when it has none, or a broken one (reported in `problems`). */
  read(dir: string): Promise<FolderMeta | undefined>;
}

/**
 * Reads each folder's `_meta.json` at most once however often it is asked for (a folder can be
 * both prefetched and reached from its parent's entries), and collects the problems of every file.
 */
export function createMetaReader({ displayRoot, problems }: { displayRoot: string; problems: string[] }): MetaReader {
  const cache = new Map<string, Promise<FolderMeta | undefined>>();
  const load = async (dir: string): Promise<FolderMeta | undefined> => {
    const file = path.join(dir, '_meta.json');
    const shownAs = displayPath({ file, displayRoot });
    const read = await readNavigationFile({ file, shownAs, schema: metaFileSchema });
    if (read.status === 'ok') return { items: read.data, shownAs, placeOf: read.placeOf };
    if (read.status === 'failed') problems.push(...read.problems);
    return undefined;
  };
  return {
    read(dir) {
      let pending = cache.get(dir);
      if (!pending) {
        pending = load(dir);
        cache.set(dir, pending);
      }
      return pending;
    },
  };
}
