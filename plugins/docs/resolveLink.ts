import fs from 'node:fs';
import path from 'node:path';
import type { ResolveLink } from 'quire';
import { fileToRoutePath } from './routePath';

export interface LinkLayout {
  docsDir: string;
  langs: string[];
  defaultLang: string;
  versions: string[];
  defaultVersion: string;
  cleanUrls: boolean;
  /**
   * `<site>/.quire`: the pages plugins add as `content` are written to `<it>/<plugin>/pages/<route>.md`,
   * so a file there is placed by its path like a docs file (core/server/plugins/virtualPagePath.ts).
   */
  generatedFilesDir?: string;
}

const PAGE_EXTENSIONS = ['.md', '.mdx', '.tsx', '.jsx'];

/** The language and version folder a docs file is in, and its path below that folder. */
function locate(file: string, layout: LinkLayout): { lang: string; version: string; relativePath: string } | undefined {
  const relative = path.relative(layout.docsDir, file).split(path.sep);
  if (relative[0] === '..' || path.isAbsolute(relative.join('/'))) {
    const virtual = virtualPagePath(file, layout);
    return virtual && locateBelow(virtual, layout);
  }
  return locateBelow(relative, layout);
}

/** The route-shaped path of a plugin's written page (`zh/guide/foo.md`), below `<generatedFilesDir>/<plugin>/pages/`. */
function virtualPagePath(file: string, layout: LinkLayout): string[] | undefined {
  if (!layout.generatedFilesDir) return undefined;
  const relative = path.relative(layout.generatedFilesDir, file).split(path.sep);
  // `<plugin folder>/pages/...`: the plugin's folder is one segment, whatever the plugin is called.
  if (relative[0] === '..' || path.isAbsolute(relative.join('/')) || relative[1] !== 'pages') return undefined;
  return relative.slice(2);
}

function locateBelow(relative: string[], layout: LinkLayout): { lang: string; version: string; relativePath: string } {
  let version = layout.defaultVersion;
  if (layout.versions.length > 0 && layout.versions.includes(relative[0]!)) version = relative.shift()!;
  let lang = layout.defaultLang;
  if (layout.langs.includes(relative[0]!) && relative.length > 1) lang = relative.shift()!;
  return { lang, version, relativePath: relative.join('/') };
}

/** A page file for a path written without extension (`./intro` -> `./intro.md`, `./api/` -> `./api/index.mdx`). */
function findPageFile(target: string): string | undefined {
  const candidates = /[\\/]$/.test(target) ? PAGE_EXTENSIONS.map((ext) => path.join(target, `index${ext}`)) : PAGE_EXTENSIONS.map((ext) => target + ext);
  return candidates.find((file) => fs.existsSync(file));
}

/**
 * A root-absolute route that spells the default language's folder (`/en/guide/start`, `/v1/en/`):
 * that language's pages are served without it (`docs/en/guide/start.md` is `/guide/start`), so the
 * link means the page there. Rspress and VitePress sites write such links.
 */
function withoutDefaultLang(route: string, layout: LinkLayout): string {
  const segments = route.split('/');
  const at = layout.versions.includes(segments[1]!) ? 2 : 1;
  if (segments[at] !== layout.defaultLang) return route;
  const rest = segments.slice(at + 1).join('/');
  const before = segments.slice(0, at).join('/');
  return `${before}/${rest}`;
}

/**
 * Turns links written in a docs page into routes (site-spec §5, reference §2.8): relative paths to
 * page files (`./intro.md`, `../api/`) become their routes, `.md`/`.mdx`/`.html` suffixes are
 * dropped, and a root-absolute link without a language prefix in a page of another language gets
 * that language's prefix (`/guide/x` in a Chinese page is `/zh/guide/x`); one that spells the default
 * language's prefix loses it (`/en/guide/x` is `/guide/x`). Anything else (images,
 * downloads, public files) stays as written.
 */
export function createLinkResolver(layout: LinkLayout): ResolveLink {
  const toLink = (route: string) => (layout.cleanUrls || route.endsWith('/') ? route : `${route}.html`);
  return ({ fromFile, url }) => {
    const [pathPart = '', query = ''] = url.split(/(?=\?)/);
    if (url.startsWith('/')) {
      if (/\.(?!mdx?$|html$)[a-z0-9]+$/i.test(pathPart)) return undefined; // A public file.
      const written = pathPart.replace(/\.(mdx?|html)$/i, '').replace(/\/index$/i, '/');
      let route = withoutDefaultLang(written, layout);
      const from = locate(fromFile, layout);
      const prefix = from && from.lang !== layout.defaultLang ? `/${from.lang}` : '';
      const named = route.split('/')[1] ?? '';
      const hasPrefix = route !== written || layout.langs.includes(named) || layout.versions.includes(named);
      if (prefix && !hasPrefix) route = route === '/' ? `${prefix}/` : prefix + route;
      return toLink(route) + query;
    }
    const target = path.resolve(path.dirname(fromFile), decodeURI(pathPart));
    const file = /\.(mdx?|[jt]sx)$/i.test(target) ? target : findPageFile(target + (pathPart.endsWith('/') ? path.sep : ''));
    if (!file) return undefined;
    const place = locate(file, layout);
    if (!place) return undefined;
    const { routePath } = fileToRoutePath({ ...place, defaultLang: layout.defaultLang, defaultVersion: layout.defaultVersion });
    return toLink(routePath) + query;
  };
}
