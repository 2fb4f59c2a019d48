import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { usePageData, useSidebar, type SidebarEntry } from 'quire/client';
import { useI18n } from '../i18n';
import SidebarList from './SidebarList';
import { useSidebarGroups } from './useSidebarGroups';
import { scrollIntoContainer } from './scrollIntoContainer';
import { initialWindow, sidebarRows, WINDOW_STEP, windowEdges, type SidebarWindow } from './sidebarWindow';
import './Sidebar.css';

export interface SidebarProps {
  /** The entries to show; the current page's section sidebar by default. */
  entries?: SidebarEntry[];
}

/** How long a group takes to open (Sidebar.css): the current link is measured after it. */
const GROUP_TRANSITION_MS = 220;

/**
 * A row at an end of the rendered window (sidebarWindow.ts): a button that shows more rows, pressed
 * by the reader or by scrolling it into view.
 */
function MoreRow({ label, onMore }: { label: string; onMore: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = ref.current;
    const container = button?.closest('.quire-sidebar');
    if (!button || !container || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((seen) => seen.some((entry) => entry.isIntersecting) && onMore(), { root: container, rootMargin: '200px 0px' });
    observer.observe(button);
    return () => observer.disconnect();
  }, [onMore]);
  return (
    <li className="quire-sidebar__more-row">
      <button ref={ref} type="button" className="quire-sidebar__more" onClick={onMore}>
        {label}
      </button>
    </li>
  );
}

/**
 * The sidebar of the page's section: section headers, collapsible groups, dividers and page links,
 * with the current page highlighted (`aria-current="page"`), its groups opened and the link
 * scrolled into view on load and after every navigation. A large sidebar renders the rows around
 * the current page and more as the reader scrolls (sidebarWindow.ts).
 */
export default function Sidebar({ entries: given }: SidebarProps) {
  const fromRoute = useSidebar();
  const entries = given ?? fromRoute;
  const { routePath } = usePageData();
  const t = useI18n();
  const groups = useSidebarGroups({ entries, routePath });
  const navRef = useRef<HTMLElement>(null);
  const idPrefix = useId();
  const rows = useMemo(() => sidebarRows({ entries, routePath, isOpen: groups.isOpen }), [entries, routePath, groups.isOpen]);
  // A different sidebar (another section or language) starts with the first window again.
  const [windowState, setWindowState] = useState<{ entries: SidebarEntry[]; window: SidebarWindow }>({ entries, window: initialWindow });
  const rowWindow = windowState.entries === entries ? windowState.window : initialWindow;
  const grow = (side: keyof SidebarWindow) => setWindowState((current) => {
    const base = current.entries === entries ? current.window : initialWindow;
    return { entries, window: { ...base, [side]: base[side] + WINDOW_STEP } };
  });
  const edges = windowEdges({ rows, window: rowWindow });
  // Rows shown above the first one keep it where the reader sees it.
  const anchor = useRef<{ element: Element; top: number } | undefined>(undefined);

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

  useLayoutEffect(() => {
    const kept = anchor.current;
    const nav = navRef.current;
    if (!kept || !nav) return;
    anchor.current = undefined;
    nav.scrollTop += kept.element.getBoundingClientRect().top - kept.top;
  }, [rowWindow]);

  const moreBefore = () => {
    const first = navRef.current?.querySelector('.quire-sidebar__more-row + li, .quire-sidebar__list > li:not(.quire-sidebar__more-row)');
    if (first) anchor.current = { element: first, top: first.getBoundingClientRect().top };
    grow('before');
  };
  const moreAfter = () => grow('after');

  if (entries.length === 0) return null;
  return (
    <nav ref={navRef} className="quire-sidebar" aria-label={t('sidebarNavigation')}>
      <SidebarList
        entries={entries}
        depth={0}
        prefix=""
        routePath={routePath}
        groups={groups}
        idPrefix={idPrefix}
        view={{ rows, window: rowWindow }}
        before={edges.before ? <MoreRow label={t('sidebarMoreBefore')} onMore={moreBefore} /> : null}
        after={edges.after ? <MoreRow label={t('sidebarMoreAfter')} onMore={moreAfter} /> : null}
      />
    </nav>
  );
}
