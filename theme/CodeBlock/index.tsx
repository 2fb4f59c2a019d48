import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n';
import { copyText } from 'quire/client';
import { CheckIcon, CopyIcon, FileIcon, WrapIcon } from './icons';
import '../styles/vars.css';
import './CodeBlock.css';

export interface CodeBlockProps {
  /** Shiki's language id (`ts`, `bash`; `txt` for plain text). */
  lang: string;
  /** A file name or caption, shown in a title bar. */
  title?: string;
  /** Numbers the lines (CSS counters, so copying never picks the numbers up). */
  lineNumbers?: boolean;
  /** Initial wrap state; the toggle changes it for this block only. */
  wrap?: boolean;
  /** The raw source, what the copy button copies (no line numbers, no markup). */
  code: string;
  /** The highlighted `<pre class="shiki">` rendered at build time (or any `<pre>`). */
  children?: ReactNode;
}

/** How long the copy button shows its copied state (CONTRACT §7). */
export const COPIED_MS = 2000;

/** Languages that need no label: the label would only say "this is text". */
const UNLABELLED = new Set(['txt', 'text', 'plain', 'plaintext', '']);

/**
 * A code block: optional title bar, language label, the highlighted code, and a copy and a wrap
 * button. Colours, highlighted lines and line numbers are all CSS over Shiki's static spans, so
 * the pre-rendered HTML looks finished before any script runs; only the buttons need hydration.
 */
export default function CodeBlock({ lang, title, lineNumbers = false, wrap = false, code, children }: CodeBlockProps) {
  const t = useI18n();
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

  const label = UNLABELLED.has(lang) ? undefined : lang;
  const classes = ['quire-code', `language-${lang}`, title ? 'quire-code--titled' : ''].filter(Boolean).join(' ');

  return (
    <div className={classes} data-wrap={wrapped ? '' : undefined} data-line-numbers={lineNumbers ? '' : undefined}>
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
        {children}
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
          <button
            type="button"
            className={copied ? 'quire-code__button quire-code__copy quire-code__copy--copied' : 'quire-code__button quire-code__copy'}
            aria-label={t('copyCode')}
            title={t('copyCode')}
            onClick={copy}
          >
            {copied ? <CheckIcon /> : <CopyIcon />}
          </button>
        </div>
      </div>
    </div>
  );
}
