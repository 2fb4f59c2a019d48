import { useEffect, useRef, useState } from 'react';
import { copyText } from 'quire/client';
import { useI18n } from '../i18n';
import { fetchMarkdown } from './fetchMarkdown';
import { CheckIcon, CopyIcon, SpinnerIcon } from './icons';

/** How long the button shows that the copy worked (CONTRACT §7). */
export const COPIED_MS = 500;

type CopyState = 'idle' | 'loading' | 'success';

/**
 * Copies the page's Markdown twin: a loading state while it is fetched (once per path), then a
 * success state for 500 ms. The state is also in `data-state` for styles and tests.
 */
export default function CopyMarkdownButton({ path }: { path: string }) {
  const t = useI18n();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    if (state === 'loading') return;
    window.clearTimeout(timer.current);
    setState('loading');
    try {
      const text = await fetchMarkdown({ path });
      await copyText(text);
      setState('success');
      timer.current = window.setTimeout(() => setState('idle'), COPIED_MS);
    } catch (error) {
      console.error(`[quire] could not copy the Markdown of ${path}:`, error);
      setState('idle');
    }
  };

  return (
    <>
      <button
        type="button"
        className={`quire-page-actions__button quire-page-actions__copy quire-page-actions__copy--${state}`}
        data-state={state}
        aria-busy={state === 'loading'}
        onClick={copy}
      >
        {state === 'loading' ? <SpinnerIcon /> : state === 'success' ? <CheckIcon /> : <CopyIcon />}
        <span>{t('copyMarkdown')}</span>
      </button>
      {/* Outside the button, so that "Copied" is announced without renaming the button. */}
      <span className="quire-sr-only" role="status">
        {state === 'success' ? t('copyMarkdownCopied') : ''}
      </span>
    </>
  );
}
