import { Component, createElement, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { EditorView } from 'codemirror';
import { debounce } from 'quire-playground-modules';
import { createEditor, replaceText } from './editor';
import { runPlayground, PlaygroundError, type PlaygroundLang } from './runCode';
import type { PlaygroundStrings } from './strings';

/** The result of one run: the component to render, or what went wrong. */
type Outcome = { run: number; component: ComponentType } | { run: number; error: string };

/** Catches what the reader's component throws while rendering, so the page goes on. */
class ResultBoundary extends Component<{ children: ReactNode; prefix: string }, { error?: string }> {
  override state: { error?: string } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }

  override render() {
    if (this.state.error !== undefined) return <ErrorMessage text={`${this.props.prefix}: ${this.state.error}`} />;
    return this.props.children;
  }
}

function ErrorMessage({ text }: { text: string }) {
  return (
    <pre className="quire-playground-error" role="alert">
      {text}
    </pre>
  );
}

/**
 * The live playground (this chunk, with CodeMirror and sucrase, loads only after a page with a
 * playground has hydrated): the editor, the result of its code (rendered again `debounce` ms
 * after the last edit, in an error boundary keyed by the run) and a reset button.
 */
export function LivePlayground({ code, lang, strings }: { code: string; lang: PlaygroundLang; strings: PlaygroundStrings }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [source, setSource] = useState(code);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const runs = useRef(0);
  const first = useRef(true);

  useEffect(() => {
    const editor = createEditor({ parent: host.current!, doc: code, lang, label: strings.editorLabel, onChange: setSource });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [code, lang, strings.editorLabel]);

  useEffect(() => {
    const run = ++runs.current;
    const delay = first.current ? 0 : debounce;
    first.current = false;
    const timer = window.setTimeout(() => {
      runPlayground({ code: source, lang }).then(
        (component) => run === runs.current && setOutcome({ run, component: component as ComponentType }),
        (error: unknown) => {
          if (run !== runs.current) return;
          const message = error instanceof PlaygroundError ? error.message : `${strings.failed}: ${String(error)}`;
          setOutcome({ run, error: message });
        },
      );
    }, delay);
    return () => window.clearTimeout(timer);
  }, [source, lang, strings.failed]);

  return (
    <div className="quire-playground" data-playground="live">
      <div className="quire-playground-bar">
        <span className="quire-playground-title">{strings.title}</span>
        <button type="button" className="quire-playground-reset" disabled={source === code} onClick={() => view.current && replaceText({ view: view.current, doc: code })}>
          {strings.reset}
        </button>
      </div>
      <div className="quire-playground-panes">
        <div className="quire-playground-editor" ref={host} />
        <div className="quire-playground-result" role="region" aria-label={strings.resultLabel} aria-live="polite" data-run={outcome?.run}>
          {outcome === undefined ? null : 'error' in outcome ? (
            <ErrorMessage text={outcome.error} />
          ) : (
            <ResultBoundary key={outcome.run} prefix={strings.runtimeError}>
              {createElement(outcome.component)}
            </ResultBoundary>
          )}
        </div>
      </div>
    </div>
  );
}
