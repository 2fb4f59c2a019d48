import { createHighlighterCore, hastToHtml, isSpecialLang, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { BROWSER_LANGUAGES, browserLanguage } from './browserLanguages';
import {
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
  transformerNotationWordHighlight,
  transformerRemoveNotationEscape,
} from '@shikijs/transformers';
import {
  CODE_COLOR_REPLACEMENTS,
  DARK_THEME,
  LIGHT_THEME,
  PLAIN_LANG,
  highlightLinesTransformer,
  highlightedParts,
  notationTransformers,
  type HighlightedCode,
} from 'quire/client';

/**
 * Highlighting in the browser, for a `CodeBlock` given its code at run time (a sample built from
 * data). This module is its own chunk, loaded by the first such block: Shiki's core with the
 * JavaScript regex engine (no WASM to fetch), the two themes, and each language in a chunk of its
 * own, loaded the first time a block asks for it (`browserLanguages.ts`). Same themes, line highlighting and notation comments as the build, so a block
 * looks the same whichever side highlighted it; the site's own Shiki transformers run at build
 * time only (they are Node modules).
 */

const transformers = {
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
  transformerNotationWordHighlight,
  transformerRemoveNotationEscape,
};

let highlighter: Promise<HighlighterCore> | undefined;
const loadedLanguages = new Map<string, Promise<string>>();

function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
    langs: [],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/** Loads `lang` (a name or an alias) once; the name to highlight with, `txt` when Shiki has no such language. */
function loadLanguage({ core, lang }: { core: HighlighterCore; lang: string }): Promise<string> {
  const written = lang.trim().toLowerCase();
  if (!written || isSpecialLang(written)) return Promise.resolve(PLAIN_LANG);
  const name = browserLanguage(written);
  if (!name) {
    console.warn(`[quire] A CodeBlock highlighted in the browser cannot load "${written}"; the code is shown as plain text. Give the code as a literal (highlighted at build time, any language) or use one of: ${Object.keys(BROWSER_LANGUAGES).join(', ')}.`);
    return Promise.resolve(PLAIN_LANG);
  }
  let loaded = loadedLanguages.get(name);
  if (!loaded) {
    loaded = core
      .loadLanguage(BROWSER_LANGUAGES[name]!())
      .then(() => name)
      .catch((error: unknown) => {
        console.warn(`[quire] Could not load the "${name}" grammar; the code is shown as plain text.`, error);
        return PLAIN_LANG;
      });
    loadedLanguages.set(name, loaded);
  }
  return loaded;
}

export async function highlightInBrowser({ code, lang, highlightLines }: { code: string; lang: string; highlightLines: number[] }): Promise<HighlightedCode> {
  const core = await getHighlighter();
  const name = await loadLanguage({ core, lang });
  const root = core.codeToHast(code, {
    lang: name,
    themes: { light: LIGHT_THEME, dark: DARK_THEME },
    colorReplacements: CODE_COLOR_REPLACEMENTS,
    defaultColor: false,
    transformers: [highlightLinesTransformer({ lines: highlightLines }), ...notationTransformers({ transformers })],
  });
  return highlightedParts({ root, source: code, toHtml: (nodes) => hastToHtml(nodes as never) });
}
