import { useCallback, useEffect, useRef, useState } from 'react';
import { useGlobalData, useLang } from 'quire/client';
import { useI18n } from '@theme/i18n';
import type { AlgoliaGlobalData } from '../../options';
import { loadModal } from './loadModal';
import './Search.css';

type ModalModule = Awaited<ReturnType<typeof loadModal>>;

/** Whether a key press is typing in a field (where `/` is a character, not the shortcut). */
function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)));
}

/** The magnifier of DocSearch's button. */
function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
      <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The navbar's search box with the algolia plugin: DocSearch's button (its markup, drawn in the
 * theme's palette; a few hundred bytes instead of the library's button), in the page's language.
 * Ctrl/Cmd+K and `/` open the modal too; Escape and Ctrl/Cmd+K close it. The modal's code and
 * styles are fetched on the first hover, focus, touch or shortcut, never with the page.
 */
export default function Search() {
  const t = useI18n();
  const lang = useLang();
  const options = useGlobalData<AlgoliaGlobalData>('algolia')!;
  const [modal, setModal] = useState<{ Modal: ModalModule['default']; scrollY: number }>();
  const [mac, setMac] = useState<boolean>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const button = options.translations?.[lang]?.button;

  const open = useCallback(() => {
    const scrollY = window.scrollY;
    loadModal().then(
      ({ default: Modal }) => setModal((current) => current ?? { Modal, scrollY }),
      (error: unknown) => console.error('The search could not be loaded:', error),
    );
  }, []);

  const close = useCallback(() => {
    setModal(undefined);
    buttonRef.current?.focus({ preventScroll: true });
  }, []);

  const isOpen = modal !== undefined;
  useEffect(() => {
    // After hydration only: the server does not know the platform.
    setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey;
      const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target);
      if (shortcut || (event.key === 'Escape' && isOpen) || (slash && !isOpen)) {
        event.preventDefault();
        if (isOpen) close();
        else open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close]);

  const label = button?.buttonAriaLabel ?? t('search');
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="DocSearch DocSearch-Button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-keyshortcuts={mac === undefined ? undefined : mac ? 'Meta+K' : 'Control+K'}
        onPointerEnter={() => void loadModal().catch(() => {})}
        onFocus={() => void loadModal().catch(() => {})}
        onTouchStart={() => void loadModal().catch(() => {})}
        onClick={() => open()}
      >
        <span className="DocSearch-Button-Container">
          <SearchIcon />
          <span className="DocSearch-Button-Placeholder">{button?.buttonText ?? t('search')}</span>
        </span>
        <span className="DocSearch-Button-Keys">
          {mac !== undefined && (
            <>
              <kbd className={mac ? 'DocSearch-Button-Key' : 'DocSearch-Button-Key DocSearch-Button-Key--ctrl'}>{mac ? '⌘' : 'Ctrl'}</kbd>
              <kbd className="DocSearch-Button-Key">K</kbd>
            </>
          )}
        </span>
      </button>
      {modal && (
        <modal.Modal
          options={options}
          lang={lang}
          placeholder={t('searchPlaceholder')}
          initialScrollY={modal.scrollY}
          onClose={close}
        />
      )}
    </>
  );
}
