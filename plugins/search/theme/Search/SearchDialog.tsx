import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLang, useNavigate } from 'quire/client';
import { excerpt } from '../../highlight';
import type { SearchHit } from '../../searchOptions';
import { useI18n } from '@theme/i18n';
import { SearchIcon } from './icons';
import { useSearch } from './useSearch';

function Highlighted({ text, terms, query }: { text: string; terms: string[]; query: string }) {
  return (
    <>
      {excerpt({ text, terms, query }).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </>
  );
}

/** The dialog's controls that Tab reaches (the results are not among them: the arrows move between them). */
const TABBABLE = 'input, button:not([disabled]), a[href]:not([tabindex="-1"]), [tabindex="0"]';

/** A click the page handles (client navigation): not one that opens a new tab or window. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The search dialog: an input, then the hits grouped by page (page title as the group header).
 * Focus stays in the input; ArrowUp/ArrowDown move the active result (`aria-activedescendant`),
 * Enter opens it, Escape or a click outside closes; Tab stays in the dialog. Each result (`role="option"`) is a real
 * link to its page and heading (`Link`: the site base, client navigation on a plain click), so it
 * can be opened in a new tab or copied; a plain click also closes the dialog, a Ctrl/Cmd, Shift or
 * middle click leaves it open. Rendered into `document.body`, out of the navbar, whose backdrop
 * filter would otherwise make it the box of `position: fixed`.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const t = useI18n();
  const lang = useLang();
  const navigate = useNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { groups, status } = useSearch({ lang, query, enabled: true });
  const hits = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    // The page behind does not scroll while the dialog is open.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, hits]); // eslint-disable-line react-hooks/exhaustive-deps

  const open = (hit: SearchHit) => {
    onClose();
    navigate(hit.route);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      // A modal dialog keeps the focus: Tab and Shift+Tab go round its own controls.
      const controls = [...(dialogRef.current?.querySelectorAll<HTMLElement>(TABBABLE) ?? [])];
      const at = controls.indexOf(document.activeElement as HTMLElement);
      event.preventDefault();
      controls[(at + (event.shiftKey ? -1 : 1) + controls.length) % controls.length]?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter' && hits[active] && !event.nativeEvent.isComposing) {
      // isComposing: Enter that ends an IME composition (Chinese input) only commits the text.
      event.preventDefault();
      open(hits[active]!);
    }
  };

  const trimmed = query.trim();
  const onLinkClick = (event: MouseEvent) => {
    if (isPlainClick(event)) onClose();
  };
  let position = -1;
  return createPortal(
    <div className="quire-search" onKeyDown={onKeyDown}>
      <div className="quire-search__backdrop" onClick={onClose} />
      <div ref={dialogRef} className="quire-search__dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-label`}>
        <div className="quire-search__field">
          <label id={`${id}-label`} htmlFor={`${id}-input`} className="quire-search__label">
            <SearchIcon className="quire-search__field-icon" />
            <span className="quire-sr-only">{t('search')}</span>
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            className="quire-search__input"
            type="search"
            role="combobox"
            aria-expanded={hits.length > 0}
            aria-controls={`${id}-results`}
            aria-autocomplete="list"
            aria-activedescendant={hits[active] ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={t('searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <kbd className="quire-search__esc" onClick={onClose}>
            Esc
          </kbd>
        </div>
        <div ref={listRef} id={`${id}-results`} className="quire-search__results" role="listbox" aria-label={t('search')}>
          {groups.map((group) => (
            <div key={group.page} role="group" aria-labelledby={`${id}-group-${group.page}`} className="quire-search__group">
              <div id={`${id}-group-${group.page}`} className="quire-search__group-title">
                {group.pageTitle}
              </div>
              {group.hits.map((hit) => {
                position += 1;
                const index = position;
                return (
                  // The option is the link (an option holding a link would nest one control in
                  // another). Out of the tab order: focus stays in the input, the arrows move between results.
                  <Link
                    key={hit.route}
                    href={hit.route}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    tabIndex={-1}
                    className={`quire-search__hit${index === active ? ' quire-search__hit--active' : ''}`}
                    onMouseMove={() => index !== active && setActive(index)}
                    onClick={onLinkClick}
                  >
                    <span className="quire-search__hit-mark" aria-hidden="true">
                      {hit.heading ? '#' : '¶'}
                    </span>
                    <span className="quire-search__hit-body">
                      <span className="quire-search__hit-title">
                        <Highlighted text={hit.heading || hit.pageTitle} terms={hit.terms} query={trimmed} />
                      </span>
                      {hit.text && (
                        <span className="quire-search__hit-excerpt">
                          <Highlighted text={hit.text} terms={hit.terms} query={trimmed} />
                        </span>
                      )}
                    </span>
                  </Link>
                );
              })}
            </div>
          ))}
          {trimmed && status === 'ready' && groups.length === 0 && (
            <p className="quire-search__empty">
              {t('searchNoResults')} “<strong>{trimmed}</strong>”
            </p>
          )}
          {status === 'error' && <p className="quire-search__empty">{t('searchError')}</p>}
        </div>
      </div>
    </div>,
    document.body,
  );
}
