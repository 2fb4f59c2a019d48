import path from 'node:path';
import type { NavItem } from 'quire';
import { displayPath } from './displayPath';
import type { LanguageRoot } from './languageRoots';
import { readNavigationFile } from './readNavigationFile';
import { prefixNavItems } from './routePrefix';
import { navFileSchema } from './schemas';

/**
 * The nav of one language root from its `_nav.json`: none when the file is missing or broken
 * (reported in `problems`). `translate` gives each item's text in the root's language (an
 * `i18n.json` key's text, else as written).
 */
export async function autoNav({
  root,
  displayRoot,
  problems,
  translate,
}: {
  root: LanguageRoot;
  displayRoot: string;
  problems: string[];
  translate?: (label: string, file: string) => string;
}): Promise<NavItem[]> {
  const file = path.join(root.dir, '_nav.json');
  const shownAs = displayPath({ file, displayRoot });
  const read = await readNavigationFile({ file, shownAs, schema: navFileSchema });
  if (read.status === 'failed') problems.push(...read.problems);
  if (read.status !== 'ok') return [];
  const texts = (items: NavItem[]): NavItem[] =>
    items.map((item) => ({ ...item, text: translate ? translate(item.text, shownAs) : item.text, ...(item.items && { items: texts(item.items) }) }));
  return prefixNavItems({ items: texts(read.data), routePrefix: root.routePrefix });
}
