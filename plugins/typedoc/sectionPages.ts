import type { VirtualPage } from 'quire';

/**
 * The generated files of each language as pages of the section: `functions/add.md` of Chinese is
 * `/zh/<route>/functions/add`, `index.md` files are their folder's route (`/<route>/`).
 */
export function sectionPages({ pages, route, defaultLang }: { pages: Record<string, Record<string, string>>; route: string; defaultLang: string }): VirtualPage[] {
  const result: VirtualPage[] = [];
  for (const [lang, files] of Object.entries(pages)) {
    const prefix = lang === defaultLang ? `/${route}/` : `/${lang}/${route}/`;
    for (const [file, content] of Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const stem = file.replace(/\.md$/, '');
      const rest = stem === 'index' ? '' : stem.endsWith('/index') ? stem.slice(0, -'index'.length) : stem;
      result.push({ routePath: prefix + rest, content: withTitle(content) });
    }
  }
  return result;
}

/**
 * The page with its h1 as frontmatter `title`, in plain text: TypeDoc writes `# Box\<T\>`, whose
 * escapes a title taken from the Markdown would keep, or lose with the `<T>` (the sidebar's label).
 */
export function withTitle(content: string): string {
  const heading = /^# (.+)$/m.exec(content);
  if (!heading || content.startsWith('---\n')) return content;
  const title = heading[1]!
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, '$1')
    .trim();
  return `---\ntitle: ${JSON.stringify(title)}\n---\n\n${content}`;
}
