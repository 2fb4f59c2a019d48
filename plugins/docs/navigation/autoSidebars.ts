import path from 'node:path';
import type { Sidebar } from 'quire';
import { folderEntries, folderItems, type SidebarContext } from './folderEntries';
import type { LanguageRoot } from './languageRoots';

/**
 * The sidebars of one language root, from its files. Each top-level folder is a section of the
 * site with a sidebar of its own, keyed by its route prefix (`/guide/`, `/zh/guide/`); pages at the
 * root itself (the home page) have none. A `_meta.json` at the root describes the whole language
 * instead: then there is one sidebar, keyed by the root's prefix (`/`, `/zh/`).
 */
export async function autoSidebars({ root, context }: { root: LanguageRoot; context: SidebarContext }): Promise<Sidebar> {
  const rootMeta = await context.metas.read(root.dir);
  if (rootMeta) {
    return { [root.routePrefix]: await folderEntries({ dir: root.dir, items: rootMeta.items, meta: rootMeta, context }) };
  }
  const folders = [...(context.tree.get(root.dir)?.folders ?? [])].sort();
  const sidebars = await Promise.all(
    folders.map(async (name) => {
      const dir = path.join(root.dir, name);
      const { items, meta } = await folderItems({ dir, context });
      return [`${root.routePrefix}${name}/`, await folderEntries({ dir, items, meta, context })] as const;
    }),
  );
  return Object.fromEntries(sidebars);
}
