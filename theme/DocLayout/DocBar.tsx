import type { MouseEvent } from 'react';
import { useI18n } from '../i18n';
import type { DocPanel } from './useDocPanels';

interface DocBarProps {
  panel: DocPanel | null;
  sidebarId?: string;
  outlineId?: string;
  onToggle(which: DocPanel, button: HTMLElement): void;
}

/**
 * The bar under the navbar on narrow screens: a button for the sidebar panel (phones) and one for
 * the outline panel (below 1280 px). Only the buttons of panels the page has are rendered.
 */
export default function DocBar({ panel, sidebarId, outlineId, onToggle }: DocBarProps) {
  const t = useI18n();
  const toggle = (which: DocPanel) => (event: MouseEvent<HTMLButtonElement>) => onToggle(which, event.currentTarget);
  return (
    <div className="quire-doc-bar">
      {sidebarId && (
        <button
          type="button"
          className="quire-doc-bar__button quire-doc-bar__button--sidebar"
          aria-expanded={panel === 'sidebar'}
          aria-controls={sidebarId}
          onClick={toggle('sidebar')}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M4 6h16M4 12h16M4 18h10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('sidebarMenu')}
        </button>
      )}
      {outlineId && (
        <button
          type="button"
          className="quire-doc-bar__button quire-doc-bar__button--outline"
          aria-expanded={panel === 'outline'}
          aria-controls={outlineId}
          onClick={toggle('outline')}
        >
          {t('outlineToggle')}
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
