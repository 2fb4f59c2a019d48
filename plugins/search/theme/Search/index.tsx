import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '@theme/i18n';
import { SearchIcon } from './icons';
import './Search.css';

// The dialog (and through it MiniSearch and the index) loads on first open, not with the page.
const SearchDialog = lazy(() => import('./SearchDialog'));

/** Whether a key press is typing in a field (where `/` is a character, not the shortcut). */
function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)));
}

/**
 * The navbar's search button (CONTRACT §7): opens the local full-text search of the page's
 * language, also on Ctrl/Cmd+K and `/`. Closing returns focus to the button.
 */
export default function Search() {
  const t = useI18n();
  const [open, setOpen] = useState(false);
  const [mac, setMac] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    // After hydration only: the server does not know the platform.
    setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey) && !event.altKey;
      if (shortcut || (event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target))) {
        event.preventDefault();
        setOpen((value) => (shortcut ? !value : true));
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      {/*
        Named by its visible text, "Search" (CONTRACT §6), so a speech user says what they see
        (WCAG 2.5.3); the search box inside says what to type (`searchPlaceholderText`). The
        shortcut is told by aria-keyshortcuts; its key caps are drawn by CSS from data-keys, so they
        are not part of the name.
      */}
      <button
        ref={buttonRef}
        type="button"
        className="quire-search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        onClick={() => setOpen(true)}
      >
        <SearchIcon className="quire-search-button__icon" />
        <span className="quire-search-button__text">{t('search')}</span>
        <kbd className="quire-search-button__keys" aria-hidden="true" data-keys={`${mac ? '⌘' : 'Ctrl'} K`} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
