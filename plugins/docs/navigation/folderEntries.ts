import path from 'node:path';
import type { MetaCustomLinkItem, MetaDirItem, MetaDirSectionHeaderItem, MetaItem, SidebarEntry, SidebarItem } from 'quire';
import { listFolder } from './listFolder';
import { isFolder, isInsideFolder, locatePage, missingFolderProblem, missingPageProblem, outsideFolderProblem } from './locateEntry';
import type { FolderMeta, MetaReader } from './metaReader';
import { pageItem, type PageItemFields } from './pageItem';
import type { PageTree } from './pageTree';
import { stripPageExtension } from './pageTree';
import { withRoutePrefix } from './routePrefix';

/** What turning folders into sidebar entries needs, shared by every folder of one language root. */
export interface SidebarContext {
  tree: PageTree;
  metas: MetaReader;
  /** Problems of every file, reported together once all folders are done. */
  problems: string[];
  displayRoot: string;
  /** The language root's route prefix (`/zh/`), added to internal custom links. */
  routePrefix: string;
  /** A label as shown in this language: the text of an `i18n.json` key, else as written. `file`: the `_meta.json` it is in. */
  translate?: (label: string, file: string) => string;
}

/** A label of a `_meta.json` entry in the root's language (see SidebarContext.translate). */
function labelText({ label, meta, context }: { label: string; meta?: FolderMeta; context: SidebarContext }): string {
  return context.translate && meta ? context.translate(label, meta.shownAs) : label;
}

const translated = <T extends { label?: string }>({ item, meta, context }: { item: T; meta?: FolderMeta; context: SidebarContext }): T =>
  item.label === undefined ? item : { ...item, label: labelText({ label: item.label, meta, context }) };

/** How a folder is described: its `_meta.json` if it has one, else its listing. */
export async function folderItems({ dir, context }: { dir: string; context: SidebarContext }): Promise<{ items: MetaItem[]; meta?: FolderMeta }> {
  const meta = await context.metas.read(dir);
  return meta ? { items: meta.items, meta } : { items: listFolder({ folder: context.tree.get(dir) }) };
}

/** The sidebar entries of a folder's items, in order. `meta` is absent for a listing. */
export async function folderEntries({
  dir,
  items,
  meta,
  context,
}: {
  dir: string;
  items: MetaItem[];
  meta?: FolderMeta;
  context: SidebarContext;
}): Promise<SidebarEntry[]> {
  const resolved = await Promise.all(items.map((item) => itemEntries({ dir, item, meta, context })));
  return resolved.flat();
}

type ItemOptions<T> = { dir: string; item: T; meta?: FolderMeta; context: SidebarContext };

async function itemEntries({ dir, item, meta, context }: ItemOptions<MetaItem>): Promise<SidebarEntry[]> {
  if (typeof item === 'string' || item.type === 'file') {
    const fields: PageItemFields & { name: string } = typeof item === 'string' ? { name: item } : item;
    if (!checkInside({ dir, name: fields.name, item, meta, context })) return [];
    const page = locatePage({ tree: context.tree, dir, name: fields.name });
    if (page) return [pageItem({ page, fields: translated({ item: fields, meta, context }) })];
    // A bare name is the short form for whatever it names, so a folder is accepted too.
    if (typeof item === 'string' && isFolder({ tree: context.tree, target: path.resolve(dir, item) })) {
      return dirGroup({ dir, item: { type: 'dir', name: item }, meta, context });
    }
    report({ context, meta, item, problem: (metaFile) => missingPageProblem({ metaFile, dir, name: fields.name, displayRoot: context.displayRoot }) });
    return [];
  }
  switch (item.type) {
    case 'dir':
      return dirGroup({ dir, item, meta, context });
    case 'dir-section-header':
      return dirSection({ dir, item, meta, context });
    case 'section-header':
      return [{ sectionHeaderText: labelText({ label: item.label, meta, context }), ...(item.tag !== undefined && { tag: item.tag }) }];
    case 'divider':
      return [{ dividerType: item.dashed ? 'dashed' : 'solid' }];
    case 'custom-link':
      return [customLink({ item, routePrefix: context.routePrefix, label: (label) => labelText({ label, meta, context }) })];
  }
}

/** Listings never name missing things; only a `_meta.json` can, so problems are about it, at the item. */
function report({ context, meta, item, problem }: { context: SidebarContext; meta?: FolderMeta; item: MetaItem; problem: (metaFile: string) => string }) {
  if (meta) context.problems.push(problem(meta.placeOf([meta.items.indexOf(item)])));
}

function checkInside({ dir, name, item, meta, context }: { dir: string; name: string; item: MetaItem; meta?: FolderMeta; context: SidebarContext }): boolean {
  if (isInsideFolder({ dir, target: path.resolve(dir, name) })) return true;
  report({ context, meta, item, problem: (metaFile) => outsideFolderProblem({ metaFile, dir, name, displayRoot: context.displayRoot }) });
  return false;
}

/** The sub-folder an entry names, or undefined (reported) when there is none. */
function subFolder({ dir, item, meta, context }: ItemOptions<MetaDirItem | MetaDirSectionHeaderItem>): string | undefined {
  if (!checkInside({ dir, name: item.name, item, meta, context })) return undefined;
  const target = path.resolve(dir, item.name);
  if (isFolder({ tree: context.tree, target })) return target;
  report({ context, meta, item, problem: (metaFile) => missingFolderProblem({ metaFile, dir, name: item.name, displayRoot: context.displayRoot }) });
  return undefined;
}

const itemName = (item: MetaItem) => (typeof item === 'string' ? item : 'name' in item ? item.name : undefined);
const isIndexItem = (item: MetaItem) => {
  const name = itemName(item);
  return name !== undefined && stripPageExtension(name) === 'index' && (typeof item === 'string' || item.type === 'file');
};

/**
 * A collapsible group of a sub-folder's entries. The group itself is a link when the folder has a
 * page of its own: a sibling file of the same name (`api.md` next to `api/`), else its index page,
 * unless the sub-folder's `_meta.json` lists `index` as an ordinary child. An index page that the
 * group links to is not repeated among the children.
 */
async function dirGroup({ dir, item, meta, context }: ItemOptions<MetaDirItem>): Promise<SidebarEntry[]> {
  const sub = subFolder({ dir, item, meta, context });
  if (!sub) return [];
  const { items, meta: subMeta } = await folderItems({ dir: sub, context });
  const sibling = locatePage({ tree: context.tree, dir: path.dirname(sub), name: path.basename(sub) });
  const listsIndex = subMeta !== undefined && items.some(isIndexItem);
  const index = sibling || listsIndex ? undefined : context.tree.get(sub)?.stems.get('index');
  const children = await folderEntries({ dir: sub, items: index ? items.filter((child) => !isIndexItem(child)) : items, meta: subMeta, context });
  const linked = sibling ?? index;
  // An empty folder (every page excluded) would be a group with nothing to open.
  if (!linked && children.length === 0) return [];
  const fields = translated({ item, meta, context });
  const head: SidebarItem = linked ? pageItem({ page: linked, fields }) : groupHead({ item: fields, name: path.basename(sub) });
  return [{ ...head, collapsible: item.collapsible ?? true, collapsed: item.collapsed ?? false, items: children }];
}

function groupHead({ item, name }: { item: MetaDirItem; name: string }): SidebarItem {
  return {
    text: item.label ?? name,
    ...(item.tag !== undefined && { tag: item.tag }),
    ...(item.overviewHeaders !== undefined && { overviewHeaders: item.overviewHeaders }),
    ...(item.context !== undefined && { context: item.context }),
  };
}

/** A section header named after the folder, then the folder's entries at the same level. */
async function dirSection({ dir, item, meta, context }: ItemOptions<MetaDirSectionHeaderItem>): Promise<SidebarEntry[]> {
  const sub = subFolder({ dir, item, meta, context });
  if (!sub) return [];
  const { items, meta: subMeta } = await folderItems({ dir: sub, context });
  const children = await folderEntries({ dir: sub, items, meta: subMeta, context });
  const label = item.label === undefined ? path.basename(sub) : labelText({ label: item.label, meta, context });
  return [{ sectionHeaderText: label, ...(item.tag !== undefined && { tag: item.tag }) }, ...children];
}

/** A link anywhere; internal ones are written without the language prefix, like nav links. */
function customLink({ item, routePrefix, label }: { item: MetaCustomLinkItem; routePrefix: string; label: (label: string) => string }): SidebarItem {
  const isGroup = item.items !== undefined;
  return {
    text: label(item.label),
    ...(item.link !== undefined && { link: withRoutePrefix({ link: item.link, routePrefix }) }),
    ...(item.tag !== undefined && { tag: item.tag }),
    ...(item.context !== undefined && { context: item.context }),
    ...(isGroup && {
      collapsible: item.collapsible ?? true,
      collapsed: item.collapsed ?? false,
      items: item.items!.map((child) => customLink({ item: child, routePrefix, label })),
    }),
  };
}
