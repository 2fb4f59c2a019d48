import type { Highlighter } from 'shiki';

/**
 * The Shiki highlighter used at build time. One per process, created on first use and shared by
 * every page compile (creating one loads the themes and the regex engine, which is the slow part).
 * Languages load the first time a page uses them, so a site pays only for the languages it has.
 */

export const LIGHT_THEME = 'github-light';
export const DARK_THEME = 'github-dark';
/** What an unknown or missing language is highlighted as: plain text, no grammar. */
export const PLAIN_LANG = 'txt';

/**
 * The regex engine. Measured on 200 ts/bash/json blocks (4,122 lines) highlighted with both
 * themes: Oniguruma (WASM) took ~1.6 s on the first pass and ~0.6-0.8 s warm; the JavaScript
 * engine ~2.4-3.2 s and ~0.9-1.1 s (TypeScript grammar dominates). Both ship with shiki and
 * need no network, so the default is the faster one; `javascript` stays selectable for comparison.
 */
export type RegexEngineName = 'oniguruma' | 'javascript';

export interface CodeHighlighter {
  highlighter: Highlighter;
  /**
   * Loads the grammar for `lang` (a name or an alias such as `sh` or `console`) if it is not loaded
   * yet, and returns the name to highlight with: `lang` itself, or `txt` when Shiki has no such
   * language. Given the block's `code`, also loads the languages it embeds (see embeddedLanguages).
   */
  loadLanguage(options: { lang: string | null | undefined; code?: string }): Promise<string>;
}

/**
 * The languages a block may embed that its grammar highlights only when they are loaded (Shiki's
 * "lazy" embedded languages: a Markdown block's fenced code, its YAML frontmatter and HTML; a Vue
 * or Svelte block's `lang="..."` parts). Loaded before the block is highlighted, so its colours
 * never depend on which pages happened to load a language first (pages compile on several
 * threads, in no fixed order: the same page came out highlighted differently from build to build).
 */
export function embeddedLanguages({ code }: { code: string }): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(/^[ \t>]*(?:`{3,}|~{3,})[ \t]*([\w+#.-]+)/gm)) names.add(match[1]!.toLowerCase());
  for (const match of code.matchAll(/\blang=["']([\w+#.-]+)["']/g)) names.add(match[1]!.toLowerCase());
  if (/^---\r?\n/.test(code)) names.add('yaml');
  if (/<[a-z][\w-]*[\s>/]/i.test(code)) names.add('html');
  return [...names];
}

export async function createCodeHighlighter({ engine }: { engine: RegexEngineName }): Promise<CodeHighlighter> {
  // ESM-only packages: native dynamic import (Babel compiles this file to CommonJS).
  const shiki = await import('shiki');
  const regexEngine =
    engine === 'javascript'
      ? (await import('shiki/engine/javascript')).createJavaScriptRegexEngine()
      : (await import('shiki/engine/oniguruma')).createOnigurumaEngine(import('shiki/wasm'));
  const highlighter = await shiki.createHighlighter({ themes: [LIGHT_THEME, DARK_THEME], langs: [], engine: regexEngine });
  // One load per language even when many pages ask for it at the same time.
  const loading = new Map<string, Promise<string>>();

  /** Whether a bundled language's grammar embeds others lazily (its first load tells). */
  const embedsLazily = new Map<string, Promise<boolean>>();
  function hasLazyEmbeds(name: string): Promise<boolean> {
    let known = embedsLazily.get(name);
    if (!known) {
      const load = shiki.bundledLanguages[name as keyof typeof shiki.bundledLanguages];
      known = load().then(
        (module) => (module.default.at(-1)?.embeddedLangsLazy?.length ?? 0) > 0,
        () => false,
      );
      embedsLazily.set(name, known);
    }
    return known;
  }

  async function loadLanguage({ lang, code }: { lang: string | null | undefined; code?: string }): Promise<string> {
    const name = await loadOne(lang);
    if (code !== undefined && name !== PLAIN_LANG && (await hasLazyEmbeds(name))) {
      await Promise.all(embeddedLanguages({ code }).map((embedded) => loadOne(embedded)));
    }
    return name;
  }

  function loadOne(lang: string | null | undefined): Promise<string> {
    const name = (lang ?? '').trim().toLowerCase();
    if (!name || shiki.isSpecialLang(name) || !Object.hasOwn(shiki.bundledLanguages, name)) return Promise.resolve(PLAIN_LANG);
    let loaded = loading.get(name);
    if (!loaded) {
      loaded = highlighter.loadLanguage(name as never).then(
        () => name,
        // A grammar that fails to load must not fail the page: it is shown as plain text.
        () => PLAIN_LANG,
      );
      loading.set(name, loaded);
    }
    return loaded;
  }

  return { highlighter, loadLanguage };
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
