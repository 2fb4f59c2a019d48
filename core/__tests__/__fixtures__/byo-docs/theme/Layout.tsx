import Layout from '@theme-original/Layout';
import { useI18n } from 'quire/theme';

function SlotBanner() {
  const t = useI18n();
  return <div className="byo-slot byo-slot--before-nav">{t('slotBanner')}</div>;
}

/** The site's theme: the default layout with something in its slots, no copy of the layout. */
export default function SiteLayout() {
  return (
    <Layout
      top={<div className="byo-slot byo-slot--top">top</div>}
      beforeNav={<SlotBanner />}
      afterNavTitle={<span className="byo-slot byo-slot--after-nav-title">beta</span>}
      beforeHero={<div className="byo-slot byo-slot--before-hero">before hero</div>}
      afterHeroActions={<div className="byo-slot byo-slot--after-hero-actions">after actions</div>}
      afterFeatures={<div className="byo-slot byo-slot--after-features">after features</div>}
      beforeSidebar={<div className="byo-slot byo-slot--before-sidebar">before sidebar</div>}
      beforeDocContent={<div className="byo-slot byo-slot--before-doc-content">before content</div>}
      afterDocContent={<div className="byo-slot byo-slot--after-doc-content">after content</div>}
      beforeDocFooter={<div className="byo-slot byo-slot--before-doc-footer">before footer</div>}
      bottom={<div className="byo-slot byo-slot--bottom">bottom</div>}
    />
  );
}
