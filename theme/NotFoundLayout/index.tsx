import { Link, usePageData, useSite } from 'quire/client';
import { useI18n } from '../i18n';
import { homePathOf } from './homePath';
import './NotFoundLayout.css';

/**
 * The 404 page, in the language (and version) the unknown path points to, with a way back to
 * that language's home page.
 */
export default function NotFoundLayout() {
  const t = useI18n();
  const site = useSite();
  const { lang, version } = usePageData();
  const home = homePathOf({ lang, version, defaultLang: site.lang, defaultVersion: site.multiVersion.default });
  return (
    <div className="quire-not-found">
      <div className="quire-not-found__glow" aria-hidden="true" />
      <p className="quire-not-found__code">{t('notFoundCode')}</p>
      <h1 className="quire-not-found__title">{t('notFoundTitle')}</h1>
      <div className="quire-not-found__divider" aria-hidden="true" />
      <Link href={home} className="quire-not-found__link">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M19 12H5M11 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('takeMeHome')}
      </Link>
    </div>
  );
}
