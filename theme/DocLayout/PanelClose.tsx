import { useI18n } from '../i18n';

/** The close button at the top of a panel (hidden where the panel is a column). */
export default function PanelClose({ onClose }: { onClose(): void }) {
  const t = useI18n();
  return (
    <div className="quire-doc-layout__panel-head">
      <button type="button" className="quire-doc-layout__panel-close" aria-label={t('closeMenu')} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
