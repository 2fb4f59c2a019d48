import path from 'node:path';
import type { NavItem } from 'quire';
import { displayPath } from './displayPath';
import type { LanguageRoot } from './languageRoots';
import { readNavigationFile } from './readNavigationFile';
import { prefixNavItems } from './routePrefix';
import { navFileSchema } from './schemas';

/** The nav of one language root from its `_nav.json`: none when the file is missing or broken (reported in `problems`). */
export async function autoNav({ root, displayRoot, problems }: { root: LanguageRoot; displayRoot: string; problems: string[] }): Promise<NavItem[]> {
  const file = path.join(root.dir, '_nav.json');
  const read = await readNavigationFile({ file, shownAs: displayPath({ file, displayRoot }), schema: navFileSchema });
  if (read.status === 'failed') problems.push(...read.problems);
  return read.status === 'ok' ? prefixNavItems({ items: read.data, routePrefix: root.routePrefix }) : [];
}
