import { useEffect, useState, type ReactNode } from 'react';
import { useLang } from 'quire/client';
import { playgroundStrings } from './strings';
import type { PlaygroundLang } from './runCode';
import './Playground.css';

export interface PlaygroundProps {
  /** The block's code: its default export, a React component, is the result. */
  code: string;
  lang: PlaygroundLang;
  /** The block as the server highlighted it: what shows until the editor has loaded. */
  children?: ReactNode;
}

type LiveModule = typeof import('./LivePlayground');

let loading: Promise<LiveModule> | undefined;

/** The editor and transpiler: one chunk, fetched by the first playground of the first page that has one. */
function loadLive(): Promise<LiveModule> {
  loading ??= import(/* webpackChunkName: "playground" */ './LivePlayground');
  // A chunk that failed to load (a deploy removed it) is fetched again by the next playground.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * A `playground` code block (the plugin's Markdown step writes `<Playground code lang>` around
 * it). The server and the first render show the highlighted block; after hydration the editor
 * chunk loads and takes its place, beside the result: the code's `export default` component,
 * rendered again a moment after each edit. Nothing of the editor runs on the server.
 */
export function Playground({ code, lang, children }: PlaygroundProps) {
  const strings = playgroundStrings(useLang());
  const [live, setLive] = useState<LiveModule | undefined>();
  const [failed, setFailed] = useState<string | undefined>();

  useEffect(() => {
    let mounted = true;
    loadLive().then(
      (module) => mounted && setLive(module),
      (error: unknown) => mounted && setFailed(String(error)),
    );
    return () => {
      mounted = false;
    };
  }, []);

  if (live) return <live.LivePlayground code={code} lang={lang} strings={strings} />;
  return (
    <div className="quire-playground quire-playground--static" data-playground="static">
      {children}
      {failed !== undefined && (
        <p className="quire-playground-error" role="alert">
          {strings.loadFailed}: {failed}
        </p>
      )}
    </div>
  );
}
