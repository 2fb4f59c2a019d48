import fs from 'node:fs';
import path from 'node:path';
import { readTsconfigAliases, tsconfigAliasesCacheFile, type ImportAliases } from './tsconfigAliases';

/**
 * What an import may leave out, in the order webpack tries them (`resolve.extensions`): a page's
 * `import Intro from './fragments/intro'` finds `intro.mdx` or `intro.md` as a component would
 * find `Card.tsx`.
 */
export const RESOLVE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json', '.mdx', '.md'];

const isFile = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** A path as webpack completes it: as written, with each extension, then as a folder's index. */
function completeFile(target: string): string | undefined {
  if (isFile(target)) return target;
  for (const ext of RESOLVE_EXTENSIONS) if (isFile(target + ext)) return target + ext;
  for (const ext of RESOLVE_EXTENSIONS) if (isFile(path.join(target, `index${ext}`))) return path.join(target, `index${ext}`);
  return undefined;
}

/** The candidate paths of a specifier under the site's aliases, in webpack's order. */
function aliasTargets(specifier: string, aliases: ImportAliases): string[] {
  for (const [key, targets] of Object.entries(aliases.alias)) {
    if (key.endsWith('$')) {
      if (specifier === key.slice(0, -1)) return targets;
      continue;
    }
    const star = key.indexOf('*');
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (specifier.startsWith(prefix) && specifier.endsWith(suffix) && specifier.length >= prefix.length + suffix.length) {
      const match = specifier.slice(prefix.length, specifier.length - suffix.length);
      return targets.map((target) => target.replace('*', match));
    }
  }
  return aliases.modules.map((dir) => path.join(dir, specifier));
}

/**
 * The file a site's import names, resolved as the bundler resolves it for the things Markdown
 * imports (fragments): relative paths, `@site/...`, the tsconfig's `paths` and `baseUrl`, each
 * completed with `RESOLVE_EXTENSIONS`. Packages are not looked up (undefined): a fragment is a
 * site file. A query (`?raw`) is not a fragment either.
 */
export function resolveSiteImport({ fromFile, specifier, siteDir }: { fromFile: string; specifier: string; siteDir: string }): string | undefined {
  if (specifier.includes('?')) return undefined;
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) return completeFile(path.resolve(path.dirname(fromFile), specifier));
  if (specifier === '@site' || specifier.startsWith('@site/')) return completeFile(path.join(siteDir, specifier.slice('@site'.length)));
  const aliases = readTsconfigAliases({ siteDir, cacheFile: tsconfigAliasesCacheFile(path.join(siteDir, '.quire')) });
  for (const target of aliasTargets(specifier, aliases)) {
    const file = completeFile(target);
    if (file) return file;
  }
  return undefined;
}
