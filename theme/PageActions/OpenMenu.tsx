import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { copyText } from 'quire/client';
import { useI18n } from '../i18n';
import { chatGptUrl, claudeUrl } from './markdownLinks';
import { ChatIcon, ChevronIcon, ExternalIcon, LinkIcon, SparkIcon } from './icons';

/**
 * The "Open" menu: copy the absolute URL of the page's Markdown twin, or open the page in ChatGPT
 * or Claude with a prompt that points at it (CONTRACT §7). Opens by click, and by Enter, Space or
 * ArrowDown from the keyboard (focus goes to the first item); arrows move between items; Escape
 * closes it and gives focus back to the button; a click elsewhere closes it.
 */
export default function OpenMenu({ markdownPath }: { markdownPath: string }) {
  const t = useI18n();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  // The absolute URL needs the page's origin: known in the browser only, when the menu opens.
  const [markdownUrl, setMarkdownUrl] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  const show = ({ focus }: { focus: boolean }) => {
    setMarkdownUrl(new URL(markdownPath, window.location.origin).href);
    focusFirst.current = focus;
    setOpen(true);
  };

  const close = ({ restoreFocus }: { restoreFocus: boolean }) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    if (focusFirst.current) items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // The menu belongs to the page it was opened on.
  useEffect(() => setOpen(false), [markdownPath]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      show({ focus: true });
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show({ focus: true });
      requestAnimationFrame(() => items().at(-1)?.focus());
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close({ restoreFocus: true });
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close({ restoreFocus: true });
    } else if (event.key === 'Tab') setOpen(false);
  };

  const copyLink = async () => {
    close({ restoreFocus: true });
    try {
      await copyText(markdownUrl);
    } catch (error) {
      console.error('[quire] could not copy the Markdown link:', error);
    }
  };

  return (
    <div className="quire-page-actions__menu-root" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="quire-page-actions__button quire-page-actions__open"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close({ restoreFocus: false }) : show({ focus: false }))}
        onKeyDown={onButtonKeyDown}
      >
        <span>{t('openMenuButton')}</span>
        <ChevronIcon />
      </button>
      {open && (
        <div className="quire-page-actions__menu" id={menuId} role="menu" aria-label={t('openMenuButton')} ref={menuRef} onKeyDown={onMenuKeyDown}>
          <button type="button" role="menuitem" tabIndex={-1} className="quire-page-actions__item" onClick={copyLink}>
            <LinkIcon />
            <span>{t('copyMarkdownLink')}</span>
          </button>
          <a
            role="menuitem"
            tabIndex={-1}
            className="quire-page-actions__item"
            href={chatGptUrl({ markdownUrl })}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setOpen(false)}
          >
            <ChatIcon />
            <span>{t('openInChatGPT')}</span>
            <ExternalIcon />
          </a>
          <a
            role="menuitem"
            tabIndex={-1}
            className="quire-page-actions__item"
            href={claudeUrl({ markdownUrl })}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setOpen(false)}
          >
            <SparkIcon />
            <span>{t('openInClaude')}</span>
            <ExternalIcon />
          </a>
        </div>
      )}
    </div>
  );
}
