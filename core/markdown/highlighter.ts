import type { Highlighter } from 'shiki';
import { DARK_THEME, LIGHT_THEME, PLAIN_LANG } from '../shared/codeNotation';

/**
 * The Shiki highlighter used at build time. One per process, created on first use and shared by
 * every page compile (creating one loads the themes and the regex engine, which is the slow part).
 * Languages load the first time a page uses them, so a site pays only for the languages it has.
 */

export { DARK_THEME, LIGHT_THEME, PLAIN_LANG };

/**
 * The regex engine. Measured on 200 ts/bash/json blocks (4,122 lines) highlighted with both
 * themes: Oniguruma (WASM) took ~1.6 s on the first pass and ~0.6-0.8 s warm; the JavaScript
 * engine ~2.4-3.2 s and ~0.9-1.1 s (TypeScript grammar dominates). Both ship with shiki and
 * need no network, so the default is the faster one; `javascript` stays selectable for comparison.
 */
export type RegexEngineName = 'oniguruma' | 'javascript';

export interface CodeHighlighter {
  /**
   * The highlighter for `lang` (a name or an alias such as `sh` or `console`), with that language
   * loaded, and the name to highlight with: `lang` itself, or `txt` when Shiki has no such language.
   */
  forLanguage(options: { lang: string | null | undefined }): Promise<{ highlighter: Highlighter; lang: string }>;
}

/**
 * The languages a block in Markdown, MDX, Vue... may have highlighted inside it (a fence, JSX,
 * frontmatter, a `<style>`). Those grammars embed other languages only when they are loaded
 * ("lazily"), so on a shared highlighter a block's colours would depend on which pages happened to
 * load a language first (pages compile on several threads, in no fixed order: the website came out
 * different from build to build). Each such language gets a highlighter of its own instead, with
 * these of its embedded languages always loaded and no others: the same block always comes out the
 * same, and the usual nested code is coloured.
 */
const NESTED_LANGUAGES = ['javascript', 'typescript', 'jsx', 'tsx', 'json', 'jsonc', 'yaml', 'toml', 'html', 'css', 'scss', 'shellscript', 'diff', 'markdown', 'python', 'sql'];

export async function createCodeHighlighter({ engine }: { engine: RegexEngineName }): Promise<CodeHighlighter> {
  // ESM-only packages: native dynamic import (Babel compiles this file to CommonJS).
  const shiki = await import('shiki');
  const regexEngine =
    engine === 'javascript'
      ? (await import('shiki/engine/javascript')).createJavaScriptRegexEngine()
      : (await import('shiki/engine/oniguruma')).createOnigurumaEngine(import('shiki/wasm'));
  const create = (langs: string[]) => shiki.createHighlighter({ themes: [LIGHT_THEME, DARK_THEME], langs, engine: regexEngine });
  const shared = await create([]);
  const plain = { highlighter: shared, lang: PLAIN_LANG };
  // One load per language even when many pages ask for it at the same time.
  const loading = new Map<string, Promise<{ highlighter: Highlighter; lang: string }>>();

  async function load(name: string): Promise<{ highlighter: Highlighter; lang: string }> {
    const grammars = (await shiki.bundledLanguages[name as keyof typeof shiki.bundledLanguages]()).default;
    const lazy = grammars.at(-1)?.embeddedLangsLazy ?? [];
    if (lazy.length === 0) {
      await shared.loadLanguage(name as never);
      return { highlighter: shared, lang: name };
    }
    return { highlighter: await create([name, ...lazy.filter((embedded) => NESTED_LANGUAGES.includes(embedded))]), lang: name };
  }

  function forLanguage({ lang }: { lang: string | null | undefined }): Promise<{ highlighter: Highlighter; lang: string }> {
    const name = (lang ?? '').trim().toLowerCase();
    if (!name || shiki.isSpecialLang(name) || !Object.hasOwn(shiki.bundledLanguages, name)) return Promise.resolve(plain);
    let loaded = loading.get(name);
    if (!loaded) {
      // A grammar that fails to load must not fail the page: it is shown as plain text.
      loaded = load(name).catch(() => plain);
      loading.set(name, loaded);
    }
    return loaded;
  }

  return { forLanguage };
}

let shared: Promise<CodeHighlighter> | undefined;

/** The process-wide highlighter (the promise is cached, so concurrent callers share one). */
export function getCodeHighlighter(): Promise<CodeHighlighter> {
  shared ??= createCodeHighlighter({ engine: 'oniguruma' }).catch((error: unknown) => {
    // Let a later compile try again instead of caching the failure forever.
    shared = undefined;
    throw error;
  });
  return shared;
}
