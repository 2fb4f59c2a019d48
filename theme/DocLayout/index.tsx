import { Suspense, useEffect, useId, useRef } from 'react';
import { Content, useHasRouteModule, useLocation, usePageData, useSite } from 'quire/client';
import Sidebar from '@theme/Sidebar';
import Outline from '@theme/Outline';
import DocFooter from '@theme/DocFooter';
import PageActions from '@theme/PageActions';
import { useI18n } from '../i18n';
import { useLayoutSlots } from '../layoutSlots';
import DocBar from './DocBar';
import PanelClose from './PanelClose';
import { useDocPanels, type DocPanel } from './useDocPanels';
import './DocLayout.css';

/**
 * A doc page: the section's sidebar on the left, the content (page actions, the page, the doc
 * footer) in the middle and the outline on the right. Frontmatter turns parts off: `sidebar:
 * false`, `outline: false` (or `themeConfig.outline: false`), `footer: false`. On narrow screens
 * the sidebar and the outline become panels opened from a bar under the navbar.
 */
export default function DocLayout() {
  const page = usePageData();
  const site = useSite();
  const location = useLocation();
  const t = useI18n();
  const slots = useLayoutSlots();
  const { frontmatter } = page;
  // The sidebar's data may load after the page (a deferred module): its presence is enough here.
  const hasSidebar = useHasRouteModule('sidebar');
  const showSidebar = frontmatter.sidebar !== false && hasSidebar;
  const showOutline = frontmatter.outline !== false && site.themeConfig.outline !== false;
  const showFooter = frontmatter.footer !== false;
  const sidebarId = useId();
  const outlineId = useId();
  const { panel, toggle, close } = useDocPanels({ locationKey: `${page.routePath}${location.hash}` });

  // Focus moves into a panel when it opens, so that the keyboard continues there.
  const panelRefs = useRef<Record<DocPanel, HTMLElement | null>>({ sidebar: null, outline: null });
  useEffect(() => {
    if (panel) panelRefs.current[panel]?.querySelector<HTMLElement>('.quire-doc-layout__panel-close')?.focus();
  }, [panel]);

  const classes = [
    'quire-doc-layout',
    showSidebar ? '' : 'quire-doc-layout--no-sidebar',
    showOutline ? '' : 'quire-doc-layout--no-outline',
    panel ? `quire-doc-layout--${panel}-open` : '',
  ].filter(Boolean);

  return (
    <div className={classes.join(' ')}>
      {(showSidebar || (showOutline && page.toc.length > 0)) && (
        <DocBar
          panel={panel}
          sidebarId={showSidebar ? sidebarId : undefined}
          outlineId={showOutline && page.toc.length > 0 ? outlineId : undefined}
          onToggle={toggle}
        />
      )}
      {showSidebar && (
        <aside
          id={sidebarId}
          ref={(el) => void (panelRefs.current.sidebar = el)}
          className={`quire-doc-layout__sidebar${panel === 'sidebar' ? ' quire-doc-layout__sidebar--open' : ''}`}
          aria-label={t('sidebarNavigation')}
        >
          <PanelClose onClose={() => close({ restoreFocus: true })} />
          {/* On the first page the sidebar hydrates once its data has loaded; its HTML is there before. */}
          {slots.beforeSidebar}
          <Suspense fallback={null}>
            <Sidebar />
          </Suspense>
          {slots.afterSidebar}
        </aside>
      )}
      <div className="quire-doc-layout__content">
        <article className="quire-doc-layout__article">
          {/* Only Markdown and MDX pages have a `.md` twin to copy. */}
          {/\.mdx?$/i.test(page._relativePath) && <PageActions />}
          {slots.beforeDocContent}
          <div className="quire-doc">
            <Content />
          </div>
          {slots.afterDocContent}
          {slots.beforeDocFooter}
          {showFooter && (
            <Suspense fallback={null}>
              <DocFooter />
            </Suspense>
          )}
        </article>
      </div>
      {showOutline && (
        <aside
          id={outlineId}
          ref={(el) => void (panelRefs.current.outline = el)}
          className={`quire-doc-layout__outline${panel === 'outline' ? ' quire-doc-layout__outline--open' : ''}`}
          aria-label={t('outlineToggle')}
        >
          <PanelClose onClose={() => close({ restoreFocus: true })} />
          <Outline onNavigate={() => close({ restoreFocus: false })} />
        </aside>
      )}
      <div className={`quire-doc-layout__backdrop${panel ? ' quire-doc-layout__backdrop--visible' : ''}`} aria-hidden="true" onClick={() => close({ restoreFocus: true })} />
    </div>
  );
}
