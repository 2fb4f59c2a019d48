import { Component, createElement, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { EditorView } from 'codemirror';
import { debounce } from 'quire-playground-modules';
import { createEditor, replaceText } from './editor';
import { describeRuntimeError, runPlayground, PlaygroundError, thrownBy, type PlaygroundLang } from './runCode';
import type { PlaygroundStrings } from './strings';

/** The result of one run: the component to render, or what went wrong. */
type Outcome = { run: number; component: ComponentType; sourceUrl: string } | { run: number; error: string };

/** Catches what the reader's component throws while rendering, so the page goes on. */
class ResultBoundary extends Component<{ children: ReactNode; prefix: string; sourceUrl: string }, { thrown?: { error: unknown } }> {
  override state: { thrown?: { error: unknown } } = {};

  static getDerivedStateFromError(error: unknown) {
    return { thrown: { error } };
  }

  override render() {
    const { thrown } = this.state;
    if (thrown) return <ErrorMessage text={`${this.props.prefix}: ${describeRuntimeError({ error: thrown.error, sourceUrl: this.props.sourceUrl })}`} />;
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
        ({ component, sourceUrl }) => run === runs.current && setOutcome({ run, component: component as ComponentType, sourceUrl }),
        (error: unknown) => {
          if (run !== runs.current) return;
          const message =
            error instanceof PlaygroundError ? (error.kind === 'runtime' ? `${strings.runtimeError}: ${error.message}` : error.message) : `${strings.failed}: ${String(error)}`;
          setOutcome({ run, error: message });
        },
      );
    }, delay);
    return () => window.clearTimeout(timer);
  }, [source, lang, strings.failed]);

  // What the result's event handlers and timers throw reaches no boundary: shown in place too.
  const sourceUrl = outcome && 'sourceUrl' in outcome ? outcome.sourceUrl : undefined;
  useEffect(() => {
    if (!sourceUrl) return undefined;
    const show = (error: unknown, event: Event) => {
      if (!thrownBy({ error, sourceUrl })) return;
      event.preventDefault();
      setOutcome((current) => (current && 'sourceUrl' in current && current.sourceUrl === sourceUrl ? { run: current.run, error: `${strings.runtimeError}: ${describeRuntimeError({ error, sourceUrl })}` } : current));
    };
    const onError = (event: ErrorEvent) => show(event.error, event);
    const onRejection = (event: PromiseRejectionEvent) => show(event.reason, event);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [sourceUrl, strings.runtimeError]);

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
            <ResultBoundary key={outcome.run} prefix={strings.runtimeError} sourceUrl={outcome.sourceUrl}>
              {createElement(outcome.component)}
            </ResultBoundary>
          )}
        </div>
      </div>
    </div>
  );
}
