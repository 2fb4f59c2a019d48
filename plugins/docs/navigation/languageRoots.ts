import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileToRoutePath } from '../routePath';

/** A folder whose pages share one language and version, and so one nav and one set of sidebars. */
export interface LanguageRoot {
  /** Absolute path: `docs/en`, `docs/v1/zh`, or `docs` itself for a one-language site. */
  dir: string;
  lang: string;
  version: string;
  /** Route prefix of the folder, with trailing slash: `/`, `/zh/`, `/v1/zh/`. */
  routePrefix: string;
}

export interface LanguageRootsOptions {
  docsDir: string;
  langs: string[];
  defaultLang: string;
  versions: string[];
  defaultVersion: string;
}

/**
 * The same folders loadDocs reads pages from: `docs/[<version>/]<lang>/`, or the version folder
 * itself when a one-language site keeps its pages without a language folder.
 */
export function languageRoots({ docsDir, langs, defaultLang, versions, defaultVersion }: LanguageRootsOptions): LanguageRoot[] {
  const roots: LanguageRoot[] = [];
  for (const version of versions.length > 0 ? versions : ['']) {
    const versionDir = path.join(docsDir, version);
    const single = langs.length === 1 && !existsSync(path.join(versionDir, langs[0]!));
    for (const lang of langs) {
      // The route of a root's index page is exactly the prefix every page of the root shares.
      const { routePath } = fileToRoutePath({ relativePath: 'index.md', lang, version, defaultLang, defaultVersion });
      roots.push({ dir: single ? versionDir : path.join(versionDir, lang), lang, version, routePrefix: routePath });
    }
  }
  return roots;
}
