import { Fragment, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useI18n } from '../i18n';
import { PLAIN_LANG, copyText, parseLineRanges, type HighlightedCode } from 'quire/client';
import { CheckIcon, CopyIcon, FileIcon, WrapIcon } from './icons';
import { enableStaticCodeBlocks } from './staticCodeBlocks';
import '../styles/vars.css';
import './CodeBlock.css';

export interface CodeBlockProps {
  /** Shiki's language id or alias (`ts`, `bash`; `txt`, the default, for plain text). */
  lang?: string;
  /** A file name or caption, shown in a title bar. */
  title?: string;
  /** Numbers the lines (CSS counters, so copying never picks the numbers up). */
  lineNumbers?: boolean;
  /** Initial wrap state; the toggle changes it for this block only. */
  wrap?: boolean;
  /**
   * The code. With `children` (a fence, or a `<CodeBlock>` whose props are literals, highlighted
   * when the page compiled) it is what the copy button copies; alone, it is highlighted in the
   * browser: the server renders it as plain text, and the highlighter and the one language load
   * after hydration.
   */
  code: string;
  /** Lines to highlight, as a fence's braces hold them: `"1,3-4"`. */
  highlight?: string;
  /** The highlighted `<pre class="shiki">` rendered at build time (or any `<pre>`). */
  children?: ReactNode;
}

/** How long the copy button shows its copied state (CONTRACT §7). */
export const COPIED_MS = 2000;

// Blocks in pages kept as static HTML get their buttons from one listener (staticCodeBlocks.ts).
enableStaticCodeBlocks({ copiedMs: COPIED_MS });

/** Languages that need no label: the label would only say "this is text". */
const UNLABELLED = new Set(['txt', 'text', 'plain', 'plaintext', '']);

/** The code as plain text, one `.line` per line (what the server renders for a block highlighted in the browser). */
function PlainCode({ code }: { code: string }) {
  return (
    <pre className="shiki" tabIndex={0}>
      <code>
        {code.split('\n').map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? '\n' : null}
            <span className="line">{line}</span>
          </Fragment>
        ))}
      </code>
    </pre>
  );
}

/**
 * The code of a block without build-time children, highlighted in the browser once the page has
 * hydrated (`highlightInBrowser.ts`, a chunk of its own, loaded by the first such block); `null`
 * until then, and for the children-given blocks.
 */
function useRuntimeHighlight({ enabled, code, lang, highlight }: { enabled: boolean; code: string; lang: string; highlight: string }): HighlightedCode | null {
  const key = JSON.stringify([code, lang, highlight]);
  const [result, setResult] = useState<{ key: string; highlighted: HighlightedCode } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    import('./highlightInBrowser')
      .then(({ highlightInBrowser }) => highlightInBrowser({ code, lang, highlightLines: parseLineRanges(highlight) }))
      .then(
        (highlighted) => {
          if (current) setResult({ key, highlighted });
        },
        (error: unknown) => console.warn('[quire] Could not highlight the code block; it stays plain text:', error),
      );
    return () => {
      current = false;
    };
  }, [enabled, key]);
  // A result for other props (the code changed) is not shown while the new one loads.
  return enabled && result?.key === key ? result.highlighted : null;
}

/**
 * A code block: optional title bar, language label, the highlighted code, and a copy and a wrap
 * button. Colours, highlighted lines and line numbers are all CSS over Shiki's static spans, so
 * the pre-rendered HTML looks finished before any script runs; only the buttons need hydration.
 * Without `children`, the block highlights `code` itself, in the browser (see `code`).
 */
export default function CodeBlock({ lang: givenLang, title, lineNumbers = false, wrap = false, code, highlight = '', children }: CodeBlockProps) {
  const lang = givenLang?.trim() || PLAIN_LANG;
  const t = useI18n();
  const [wrapped, setWrapped] = useState(wrap);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inBrowser = children === undefined || children === null;
  const highlighted = useRuntimeHighlight({ enabled: inBrowser, code, lang, highlight: String(highlight) });

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = () => {
    copyText(highlighted?.copyText ?? code).then(
      () => {
        setCopied(true);
        // Clicking again restarts the 2 s.
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      },
      (error: unknown) => console.warn('[quire] Could not copy the code:', error),
    );
  };

  const body = !inBrowser ? (
    children
  ) : highlighted ? (
    <pre
      className={highlighted.className}
      style={Object.fromEntries(highlighted.style) as CSSProperties}
      tabIndex={0}
      dangerouslySetInnerHTML={{ __html: highlighted.html }}
    />
  ) : (
    <PlainCode code={code} />
  );

  const label = UNLABELLED.has(lang) ? undefined : lang;
  const classes = ['quire-code', `language-${lang}`, title ? 'quire-code--titled' : ''].filter(Boolean).join(' ');

  return (
    <div
      className={classes}
      data-wrap={wrapped ? '' : undefined}
      data-line-numbers={lineNumbers ? '' : undefined}
      data-highlight={inBrowser ? (highlighted ? 'browser' : 'pending') : undefined}
    >
      {title ? (
        <div className="quire-code__title">
          <FileIcon />
          <span className="quire-code__filename">{title}</span>
          {label ? <span className="quire-code__lang">{label}</span> : null}
        </div>
      ) : null}
      <div className="quire-code__content">
        {!title && label ? (
          <span className="quire-code__lang quire-code__lang--floating">{label}</span>
        ) : null}
        {body}
        <div className="quire-code__buttons">
          <span className="quire-code__status" role="status">
            {copied ? t('copyMarkdownCopied') : ''}
          </span>
          <button
            type="button"
            className="quire-code__button quire-code__wrap"
            aria-label={t('toggleCodeWrap')}
            title={t('toggleCodeWrap')}
            aria-pressed={wrapped}
            onClick={() => setWrapped((value) => !value)}
          >
            <WrapIcon />
          </button>
          {/* What to copy and the copied label are on the button too, for a block in static content (staticCodeBlocks.ts). */}
          <button
            type="button"
            className={copied ? 'quire-code__button quire-code__copy quire-code__copy--copied' : 'quire-code__button quire-code__copy'}
            aria-label={t('copyCode')}
            title={t('copyCode')}
            data-code={highlighted?.copyText ?? code}
            data-copied-label={t('copyMarkdownCopied')}
            onClick={copy}
          >
            <CopyIcon />
            <CheckIcon />
          </button>
        </div>
      </div>
    </div>
  );
}
