import { useEffect, useId, useRef } from 'react';
import { usePageData, useSidebar, type SidebarEntry } from 'quire/client';
import { useI18n } from '../i18n';
import SidebarList from './SidebarList';
import { useSidebarGroups } from './useSidebarGroups';
import { scrollIntoContainer } from './scrollIntoContainer';
import './Sidebar.css';

export interface SidebarProps {
  /** The entries to show; the current page's section sidebar by default. */
  entries?: SidebarEntry[];
}

/** How long a group takes to open (Sidebar.css): the current link is measured after it. */
const GROUP_TRANSITION_MS = 220;

/**
 * The sidebar of the page's section: section headers, collapsible groups, dividers and page links,
 * with the current page highlighted (`aria-current="page"`), its groups opened and the link
 * scrolled into view on load and after every navigation.
 */
export default function Sidebar({ entries: given }: SidebarProps) {
  const fromRoute = useSidebar();
  const entries = given ?? fromRoute;
  const { routePath } = usePageData();
  const t = useI18n();
  const groups = useSidebarGroups({ entries, routePath });
  const navRef = useRef<HTMLElement>(null);
  const idPrefix = useId();

  useEffect(() => {
    const reveal = () => {
      const nav = navRef.current;
      const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
      if (nav && current) scrollIntoContainer({ container: nav, element: current });
    };
    reveal();
    // Groups that navigation opened are still growing: measure again once they have.
    const timer = window.setTimeout(reveal, GROUP_TRANSITION_MS + 30);
    return () => window.clearTimeout(timer);
  }, [routePath, entries]);

  if (entries.length === 0) return null;
  return (
    <nav ref={navRef} className="quire-sidebar" aria-label={t('sidebarNavigation')}>
      <SidebarList entries={entries} depth={0} prefix="" routePath={routePath} groups={groups} idPrefix={idPrefix} />
    </nav>
  );
}
