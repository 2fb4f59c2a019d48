import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLang, withBase } from 'quire/client';
import { DemoBoundary } from '../../client/DemoBoundary';
import { HEIGHT_MESSAGE, MEASURE_MESSAGE } from '../../client/messages';
import './Preview.css';

/** How an iframe demo is shown (the preview plugin's Markdown step fills it in from the block and the options). */
export interface PreviewIframe {
  /** The demo page's route (without the site base). */
  src: string;
  /** Keep the iframe's height in step with the demo's (`preview="iframe-follow"`). */
  follow: boolean;
  /** The iframe's height in pixels (before the first report when following). */
  height: number;
  /** Frame the demo as a phone this many pixels wide. */
  mobileWidth?: number;
  /** Show an "open in new tab" link. */
  openInNewTab: boolean;
}

export interface PreviewProps {
  /** The demo's place relative to its code. */
  position?: 'above' | 'beside';
  /** `docs/guide.mdx:12`: the block, as errors name it. */
  source: string;
  /** An inline demo: the block's default export, rendered in the page. */
  demo?: ComponentType;
  /** An iframe demo. */
  iframe?: PreviewIframe;
  /** The code block. */
  children?: ReactNode;
}

const OPEN_LABEL: Record<string, string> = { en: 'Open in new tab', zh: '在新标签页中打开' };
const FRAME_TITLE: Record<string, string> = { en: 'Demo', zh: '示例' };
const text = (table: Record<string, string>, lang: string) => table[lang.split('-')[0]!] ?? table.en!;

function DemoFrame({ iframe, source }: { iframe: PreviewIframe; source: string }) {
  const lang = useLang();
  const url = withBase(iframe.src);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(iframe.height);
  useEffect(() => {
    if (!iframe.follow) return undefined;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; height?: unknown } | null;
      if (event.source !== frame.current?.contentWindow || event.origin !== window.location.origin || data?.type !== HEIGHT_MESSAGE) return;
      if (typeof data.height === 'number' && Number.isFinite(data.height) && data.height >= 0) setHeight(Math.ceil(data.height));
    };
    window.addEventListener('message', onMessage);
    // The demo may have reported before this page hydrated: ask again.
    frame.current?.contentWindow?.postMessage({ type: MEASURE_MESSAGE }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [iframe.follow]);
  const mobile = iframe.mobileWidth !== undefined;
  return (
    <div className={`quire-preview__frame${mobile ? ' quire-preview__frame--mobile' : ''}`}>
      <iframe
        ref={frame}
        src={url}
        title={`${text(FRAME_TITLE, lang)}: ${source}`}
        loading="lazy"
        style={{ height, ...(mobile ? { width: iframe.mobileWidth } : {}) }}
        data-follow={iframe.follow ? '' : undefined}
      />
      {iframe.openInNewTab ? (
        <a className="quire-preview__open" href={url} target="_blank" rel="noopener">
          {text(OPEN_LABEL, lang)}
          <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </a>
      ) : null}
    </div>
  );
}

/**
 * A code block marked `preview` (the preview plugin): the rendered demo above or beside its code.
 * An inline demo renders in the page (server-rendered, hydrated, errors shown in place); an
 * iframe demo renders on a page of its own, so its styles cannot reach the page.
 */
export default function Preview({ position = 'above', source, demo, iframe, children }: PreviewProps) {
  return (
    <div className={`quire-preview quire-preview--${position}`} data-source={source}>
      <div className="quire-preview__inner">
        <div className={`quire-preview__result${iframe ? ' quire-preview__result--iframe' : ''}`}>
          {demo ? <DemoBoundary demo={demo} source={source} /> : iframe ? <DemoFrame iframe={iframe} source={source} /> : null}
        </div>
        <div className="quire-preview__code">{children}</div>
      </div>
    </div>
  );
}
