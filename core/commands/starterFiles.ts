import type { PackageManager, StarterLanguage } from '../types/init';
import { packageManagerCommands } from './initChoices';

export interface StarterFile {
  /** The file in templates/starter/, `/` separators. */
  from: string;
  /** Where it is written in the new site, `/` separators. */
  to: string;
  /** The language of its text, for files that exist per language (pages, README). */
  lang?: StarterLanguage;
}

/** Files whose template name differs from the written one (npm drops .gitignore from packages). */
const RENAMES: Record<string, string> = { gitignore: '.gitignore' };

/**
 * Which template files a site with these languages gets, and under which names: the pages of each
 * chosen language (`docs/<lang>/`), the README of the default language as README.md and the others
 * as README.<lang>.md, and every file that has no language.
 */
export function starterFiles({ files, languages }: { files: string[]; languages: StarterLanguage[] }): StarterFile[] {
  const [defaultLang] = languages;
  const plan: StarterFile[] = [];
  for (const from of files) {
    const page = /^docs\/([^/]+)\//.exec(from);
    const readme = /^README\.([^.]+)\.md$/.exec(from);
    const lang = (page?.[1] ?? readme?.[1]) as StarterLanguage | undefined;
    if (lang !== undefined) {
      if (!languages.includes(lang)) continue;
      const to = readme ? (lang === defaultLang ? 'README.md' : from) : from;
      plan.push({ from, to, lang });
      continue;
    }
    const base = from.split('/').pop()!;
    plan.push({ from, to: RENAMES[base] ? from.slice(0, -base.length) + RENAMES[base] : from });
  }
  return plan.sort((a, b) => (a.to < b.to ? -1 : 1));
}

const descriptions: Record<StarterLanguage, string> = { en: 'Documentation built with Quire.', zh: '使用 Quire 构建的文档。' };
const labels: Record<StarterLanguage, string> = { en: 'English', zh: '简体中文' };

/** The `{{name}}` values of the template files; `lang` is the file's own language, if it has one. */
export function starterValues(options: {
  name: string;
  title: string;
  version: string;
  languages: StarterLanguage[];
  packageManager: PackageManager;
  lang?: StarterLanguage;
}): Record<string, string> {
  const { name, title, version, languages, packageManager, lang } = options;
  const defaultLang = languages[0]!;
  const run = packageManagerCommands(packageManager).run;
  // One language: no locales at all (no language menu, no /<lang>/ prefix).
  const locales =
    languages.length > 1
      ? `\n  locales: [\n${languages.map((l) => `    { lang: '${l}', label: '${labels[l]}' },`).join('\n')}\n  ],`
      : '';
  return {
    name,
    title,
    version,
    lang: defaultLang,
    locales,
    description: descriptions[defaultLang],
    // The URL prefix of the file's language: none for the default language.
    root: lang === undefined || lang === defaultLang ? '/' : `/${lang}/`,
    install: packageManagerCommands(packageManager).install,
    dev: run('dev'),
    build: run('build'),
    preview: run('preview'),
  };
}
