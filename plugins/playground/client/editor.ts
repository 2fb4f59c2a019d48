import { EditorView, minimalSetup } from 'codemirror';
import { javascript } from '@codemirror/lang-javascript';
import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import type { PlaygroundLang } from './runCode';

/**
 * The editor's look, from the theme's CSS variables (so `html.dark` switches it with the page),
 * and token colours from the playground's own variables (Playground.css: GitHub's light and dark
 * palettes, as the site's Shiki themes).
 */
const theme = EditorView.theme({
  '&': { color: 'var(--quire-c-text-1)', backgroundColor: 'var(--quire-code-bg)', fontSize: '13.5px', height: '100%', maxHeight: '480px' },
  // The focus ring is the pane's (Playground.css): CodeMirror's gutter would cover an outline.
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--quire-font-mono)', lineHeight: '1.6' },
  '.cm-content': { caretColor: 'var(--quire-c-text-1)', padding: '12px 0' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--quire-c-text-1)' },
  '.cm-gutters': { backgroundColor: 'var(--quire-code-bg)', color: 'var(--quire-code-line-number)', border: 'none' },
  '&.cm-focused .cm-activeLine': { backgroundColor: 'var(--quire-code-line-highlight)' },
  '.cm-activeLine': { backgroundColor: 'transparent' },
  '.cm-activeLineGutter': { backgroundColor: 'transparent' },
  '&.cm-focused .cm-activeLineGutter': { color: 'var(--quire-c-text-2)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'var(--quire-playground-selection)',
  },
  '.cm-matchingBracket': { backgroundColor: 'var(--quire-c-brand-soft)', outline: 'none' },
  '.cm-tooltip': { backgroundColor: 'var(--quire-c-bg-elevated)', color: 'var(--quire-c-text-1)', border: '1px solid var(--quire-c-border)' },
  '.cm-panels': { backgroundColor: 'var(--quire-c-bg-soft)', color: 'var(--quire-c-text-1)' },
});

const token = (name: string) => `var(--quire-playground-${name})`;

const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword, tags.modifier, tags.controlKeyword, tags.moduleKeyword], color: token('keyword') },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], color: token('string') },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: token('comment'), fontStyle: 'italic' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom, tags.self], color: token('constant') },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName), tags.definition(tags.function(tags.variableName))], color: token('function') },
  { tag: [tags.typeName, tags.className, tags.tagName, tags.namespace], color: token('type') },
  { tag: [tags.attributeName, tags.propertyName], color: token('property') },
  { tag: [tags.definition(tags.variableName), tags.variableName], color: token('variable') },
  { tag: [tags.operator, tags.punctuation, tags.bracket, tags.angleBracket], color: token('punctuation') },
  { tag: tags.invalid, color: token('invalid') },
]);

/**
 * What the editor does beyond CodeMirror's `minimalSetup` (undo history, selection drawing, the
 * default keymap): line numbers, the current line, bracket matching and closing, indentation on
 * input. Not `basicSetup`: its search panel, folding, linting and completion cost 28 KB gzip more
 * (168 against 140 KB with the JavaScript language) for little use in a short example. Tab is
 * left to move the focus out of the editor (no keyboard trap).
 */
const editing = [
  minimalSetup,
  lineNumbers(),
  highlightActiveLine(),
  highlightActiveLineGutter(),
  indentOnInput(),
  bracketMatching(),
  closeBrackets(),
  keymap.of(closeBracketsKeymap),
];

/** A CodeMirror 6 editor in `parent` holding `doc`; `onChange` gets the text after every edit. */
export function createEditor({ parent, doc, lang, label, onChange }: { parent: HTMLElement; doc: string; lang: PlaygroundLang; label: string; onChange: (text: string) => void }): EditorView {
  return new EditorView({
    parent,
    doc,
    extensions: [
      editing,
      EditorView.lineWrapping,
      javascript({ jsx: lang === 'tsx' || lang === 'jsx' || lang === 'js', typescript: lang === 'tsx' || lang === 'ts' }),
      theme,
      syntaxHighlighting(highlight),
      EditorView.contentAttributes.of({ 'aria-label': label }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) onChange(update.state.doc.toString());
      }),
    ],
  });
}

/** Puts `doc` back as the editor's whole text (the reset button). */
export function replaceText({ view, doc }: { view: EditorView; doc: string }): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: doc } });
}
