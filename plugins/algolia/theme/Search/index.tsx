import { useCallback, useEffect, useState } from 'react';
import { useI18n } from '@theme/i18n';
import { loadModal } from './loadModal';
import './Search.css';

type ModalModule = NonNullable<Awaited<ReturnType<typeof loadModal>>>;

/** Whether a key press is typing in a field (where `/` is a character, not the shortcut). */
function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)));
}

/**
 * The navbar's search box with the algolia plugin: a button with DocSearch's class names, in the
 * theme's palette and strings (not the library's button, whose code every page would load), whose
 * modal opens on click, Ctrl/Cmd+K and `/` (the modal closes itself: Escape, Ctrl/Cmd+K). The
 * modal's code, styles and options are fetched on the first hover, touch, focus or shortcut,
 * never with the page.
 */
export default function Search() {
  const t = useI18n();
  const [Modal, setModal] = useState<ModalModule['default']>();
  const [mac, setMac] = useState<boolean>();
  const open = useCallback(() => void loadModal().then((module) => module && setModal(() => module.default)), []);
  const isOpen = Modal !== undefined;

  useEffect(() => {
    // After hydration only: the server does not know the platform.
    setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
    if (isOpen) return;
    // Ctrl/Cmd+K, or `/` outside a field, opens (the modal handles the keys once open).
    const onKeyDown = (event: KeyboardEvent) => {
      const modifier = event.metaKey || event.ctrlKey;
      if (event.altKey || !(modifier ? /^k$/i.test(event.key) : event.key === '/' && !isTyping(event.target))) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open]);

  return (
    <>
      <button
        type="button"
        className="DocSearch-Button"
        aria-label={t('search')}
        aria-haspopup="dialog"
        // A pointer (mouse, pen or touch) over the button, or its focus, fetches the modal.
        onPointerEnter={loadModal}
        onFocus={loadModal}
        onClick={open}
      >
        <span className="DocSearch-Search-Icon" aria-hidden="true" />
        <span className="DocSearch-Button-Placeholder">{t('search')}</span>
        {mac !== undefined && <kbd className="DocSearch-Button-Key">{mac ? '⌘' : 'Ctrl'} K</kbd>}
      </button>
      {Modal && <Modal onClose={() => setModal(undefined)} />}
    </>
  );
}
