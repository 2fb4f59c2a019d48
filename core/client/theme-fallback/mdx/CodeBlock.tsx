import { useEffect, useRef, useState, type ReactNode } from 'react';
import { copyText } from '../../exports/copyText';
import './code.css';

export interface CodeBlockProps {
  lang: string;
  title?: string;
  lineNumbers: boolean;
  /** Initial wrap state; the toggle changes it for this block only. */
  wrap: boolean;
  /** The raw source, what the copy button copies (no line numbers, no markup). */
  code: string;
  /** The highlighted `<pre class="shiki">`, rendered at build time. */
  children?: ReactNode;
}

/** How long the copy button shows its copied state. */
const COPIED_MS = 2000;

/** Icons are inline SVG: no icon font or image to load, and they follow `currentColor`. */
function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}
const CopyIcon = () => <Icon path="M9 9h11v11H9zM5 15H4V4h11v1" />;
const CheckIcon = () => <Icon path="M5 12l5 5L20 7" />;
const WrapIcon = () => <Icon path="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4m2-2l-2 2 2 2M4 18h5" />;

/**
 * The fallback theme's code block: optional title bar, the build-time highlighted code, and a copy
 * and a wrap button. Colours, line highlights and line numbers are all CSS (code.css), so the
 * static HTML looks right before hydration.
 */
export default function CodeBlock({ lang, title, lineNumbers, wrap, code, children }: CodeBlockProps) {
  const [wrapped, setWrapped] = useState(wrap);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = () => {
    copyText(code).then(
      () => {
        setCopied(true);
        // Clicking again restarts the 2 s.
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      },
      (error: unknown) => console.warn('[quire] Could not copy the code:', error),
    );
  };

  return (
    <div
      className={`quire-code language-${lang}`}
      data-wrap={wrapped ? '' : undefined}
      data-line-numbers={lineNumbers ? '' : undefined}
    >
      {title ? <div className="quire-code__title">{title}</div> : null}
      <div className="quire-code__content">
        {children}
        <div className="quire-code__buttons">
          <button
            type="button"
            className="quire-code__wrap"
            aria-label="Toggle code wrap"
            title="Toggle code wrap"
            aria-pressed={wrapped}
            onClick={() => setWrapped((value) => !value)}
          >
            <WrapIcon />
          </button>
          <button
            type="button"
            className={copied ? 'quire-code__copy quire-code__copy--copied' : 'quire-code__copy'}
            aria-label="Copy code"
            title="Copy code"
            onClick={copy}
          >
            {copied ? <CheckIcon /> : <CopyIcon />}
          </button>
        </div>
      </div>
    </div>
  );
}
