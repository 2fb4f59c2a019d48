import { Link, usePageData, useSidebar, useSite } from 'quire/client';
import { useI18n } from '../i18n';
import { prevNext, type PageLink } from './prevNext';
import { editLinkUrl } from './editLinkUrl';
import LastUpdated from './LastUpdated';
import './DocFooter.css';

function Arrow({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg className="quire-doc-footer__arrow" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'prev' ? 'M19 12H5M11 6l-6 6 6 6' : 'M5 12h14M13 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PagerLink({ page, direction, label }: { page: PageLink; direction: 'prev' | 'next'; label: string }) {
  return (
    <Link href={page.link} className={`quire-doc-footer__pager-link quire-doc-footer__pager-link--${direction}`} rel={direction}>
      <span className="quire-doc-footer__pager-label">
        {direction === 'prev' && <Arrow direction="prev" />}
        {label}
        {direction === 'next' && <Arrow direction="next" />}
      </span>
      <span className="quire-doc-footer__pager-title">{page.text}</span>
    </Link>
  );
}

/**
 * The end of a doc page: the edit link and the last-updated date, then the previous and next
 * pages of the sidebar.
 */
export default function DocFooter() {
  const page = usePageData();
  const site = useSite();
  const entries = useSidebar();
  const t = useI18n();
  const { prev, next } = prevNext({ entries, routePath: page.routePath });
  const localeEditLink = site.themeConfig.locales.find((locale) => locale.lang === page.lang)?.editLink;
  // A page a plugin generated has no file in the repository to edit.
  const editUrl = page.addedBy ? undefined : editLinkUrl({ editLink: localeEditLink ?? site.themeConfig.editLink, relativePath: page._relativePath });
  const updated = page.lastUpdatedTime;

  if (!editUrl && updated === undefined && !prev && !next) return null;
  return (
    <footer className="quire-doc-footer">
      {(editUrl || updated !== undefined) && (
        <div className="quire-doc-footer__meta">
          {editUrl && (
            <a className="quire-doc-footer__edit" href={editUrl} target="_blank" rel="noopener noreferrer">
              {t('editLink')}
            </a>
          )}
          {updated !== undefined && <LastUpdated time={updated} lang={page.lang} />}
        </div>
      )}
      {(prev || next) && (
        <div className="quire-doc-footer__pager">
          {prev ? <PagerLink page={prev} direction="prev" label={t('prevPage')} /> : <span aria-hidden="true" />}
          {next ? <PagerLink page={next} direction="next" label={t('nextPage')} /> : <span aria-hidden="true" />}
        </div>
      )}
    </footer>
  );
}
