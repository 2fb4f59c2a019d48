import fs from 'node:fs/promises';
import path from 'node:path';
import { normalizeRoutePath } from '../shared/routePath';

/**
 * The pages of a build, keyed by normalised route path (`/guide/start` -> `guide/start.html`,
 * `/api` -> `api/index.html`), read once when the server starts.
 */
export async function buildStaticIndex(root: string): Promise<Map<string, string>> {
  const index = new Map<string, string>();
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && entry.name.endsWith('.html')) {
        const rel = path.relative(root, full).split(path.sep).join('/');
        const key = normalizeRoutePath(`/${rel}`);
        // `a.html` and `a/index.html` both map to /a: the page file wins over the folder index.
        if (!index.has(key) || !rel.endsWith('index.html')) index.set(key, rel);
      }
    }
  };
  await walk(root);
  return index;
}
