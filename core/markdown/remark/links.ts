import type { PageLink, ResolveLink } from '../../types';
import { classifyLink } from '../../shared/urls';
import { normalizeRoutePath } from '../../shared/routePath';
import { walk, type MdNode } from '../mdast';
import { quireData } from '../fileData';
import { pageOnly } from '../stepScope';

function splitHash(url: string): { path: string; hash?: string } {
  const index = url.indexOf('#');
  if (index === -1) return { path: url };
  const hash = url.slice(index + 1);
  let decoded = hash;
  try {
    decoded = decodeURIComponent(hash);
  } catch {
    // A malformed escape stays as written; the check then reports it as missing.
  }
  return { path: url.slice(0, index), hash: decoded };
}

/**
 * Page links (site-spec §5): `#...` stays, `/...` and relative `.md`/`.mdx` paths become routes
 * (the site base is added at render time by the theme's Link), external URLs are left alone (the
 * theme's Link opens them in a new tab). Every internal link is recorded, with its place, in
 * `file.data.quire.links` for the dead-link check.
 */
export function remarkLinks({ resolveLink }: { resolveLink?: ResolveLink }) {
  // The twins keep links as written; fragments need only their headings.
  return pageOnly(() => (tree: MdNode, file: { path?: string; data: Record<string, unknown> }) => {
    const links: PageLink[] = [];
    const definitions = new Map<string, MdNode>();
    walk(tree, (node) => {
      if (node.type === 'definition') definitions.set(String(node.identifier).toLowerCase(), node);
    });
    const visit = (node: MdNode, url: string, place: MdNode): string => {
      const kind = classifyLink(url);
      if (kind === 'external' || kind === 'unsafe' || url === '') return url;
      const { path, hash } = splitHash(url);
      if (kind === 'hash') {
        links.push({ route: '', hash, raw: url, line: place.position?.start.line, column: place.position?.start.column });
        return url;
      }
      const route = resolveLink && file.path ? resolveLink({ fromFile: file.path, url: path }) : undefined;
      if (route === undefined) {
        if (kind === 'internal') links.push({ route: normalizeRoutePath(path), hash, raw: url, line: place.position?.start.line, column: place.position?.start.column });
        return url;
      }
      links.push({ route: normalizeRoutePath(route), hash, raw: url, line: place.position?.start.line, column: place.position?.start.column });
      return hash === undefined ? route : `${route}#${url.slice(url.indexOf('#') + 1)}`;
    };
    walk(tree, (node) => {
      if (node.type === 'link' && typeof node.url === 'string') node.url = visit(node, node.url, node);
      else if (node.type === 'linkReference') {
        const definition = definitions.get(String(node.identifier).toLowerCase());
        if (definition && typeof definition.url === 'string' && !definition.data?.quireResolved) {
          definition.url = visit(definition, definition.url, node);
          definition.data = { ...definition.data, quireResolved: true };
        }
      }
    });
    quireData(file).links = links;
  });
}
