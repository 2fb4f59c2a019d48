import type { LanguageRegistration } from 'shiki/core';

/**
 * The languages a `CodeBlock` can highlight in the browser, each a chunk of its own that loads the
 * first time a block asks for it. A fixed list, not all of Shiki's ~230: webpack builds every
 * chunk a bundle can reach, whether a page loads it or not, and every site's bundle has the
 * theme's `CodeBlock`; all of them added ~250 files, 9 MB and ~3 s of CPU to every build (measured
 * on a two-page site), these add ~30 files. Another language is shown as plain text, with a
 * warning; fences and `<CodeBlock>`s with literal props are highlighted at build time in any
 * language Shiki has.
 */

type Grammar = Promise<{ default: LanguageRegistration[] }>;

export const BROWSER_LANGUAGES: Record<string, () => Grammar> = {
  javascript: () => import('shiki/langs/javascript.mjs'),
  typescript: () => import('shiki/langs/typescript.mjs'),
  jsx: () => import('shiki/langs/jsx.mjs'),
  tsx: () => import('shiki/langs/tsx.mjs'),
  json: () => import('shiki/langs/json.mjs'),
  jsonc: () => import('shiki/langs/jsonc.mjs'),
  yaml: () => import('shiki/langs/yaml.mjs'),
  toml: () => import('shiki/langs/toml.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  css: () => import('shiki/langs/css.mjs'),
  scss: () => import('shiki/langs/scss.mjs'),
  shellscript: () => import('shiki/langs/shellscript.mjs'),
  diff: () => import('shiki/langs/diff.mjs'),
  markdown: () => import('shiki/langs/markdown.mjs'),
  python: () => import('shiki/langs/python.mjs'),
  sql: () => import('shiki/langs/sql.mjs'),
  go: () => import('shiki/langs/go.mjs'),
  rust: () => import('shiki/langs/rust.mjs'),
  java: () => import('shiki/langs/java.mjs'),
  c: () => import('shiki/langs/c.mjs'),
  csharp: () => import('shiki/langs/csharp.mjs'),
  kotlin: () => import('shiki/langs/kotlin.mjs'),
  swift: () => import('shiki/langs/swift.mjs'),
  xml: () => import('shiki/langs/xml.mjs'),
  ini: () => import('shiki/langs/ini.mjs'),
  docker: () => import('shiki/langs/docker.mjs'),
  graphql: () => import('shiki/langs/graphql.mjs'),
  vue: () => import('shiki/langs/vue.mjs'),
};

/** Shiki's aliases of those languages. */
const ALIASES: Record<string, string> = {
  js: 'javascript',
  cjs: 'javascript',
  mjs: 'javascript',
  ts: 'typescript',
  cts: 'typescript',
  mts: 'typescript',
  yml: 'yaml',
  bash: 'shellscript',
  sh: 'shellscript',
  shell: 'shellscript',
  zsh: 'shellscript',
  md: 'markdown',
  py: 'python',
  rs: 'rust',
  'c#': 'csharp',
  cs: 'csharp',
  kt: 'kotlin',
  kts: 'kotlin',
  properties: 'ini',
  dockerfile: 'docker',
  gql: 'graphql',
};

/** The language id for a name or alias, if the browser can load it. */
export function browserLanguage(name: string): string | undefined {
  const id = ALIASES[name] ?? name;
  return Object.hasOwn(BROWSER_LANGUAGES, id) ? id : undefined;
}
