import { useId, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'quire/client';
import { tabElements } from '../Tabs/tabChildren';
import { TabList, TabPanels } from '../Tabs/TabList';
import { DEFAULT_PAGE_TABS_ID, pageTabsScript, readPageTabIndex, withPageTabIndex } from './pageTabsQuery';
import '../styles/vars.css';
import './PageTabs.css';

export interface PageTabProps {
  /** The tab's button text. */
  label: ReactNode;
  children?: ReactNode;
}

export interface PageTabsProps {
  /** The query parameter that holds the index (`?page=1` by default). */
  id?: string;
  children?: ReactNode;
}

/** One sub-page of `<PageTabs>`: `<PageTab label="Guide">...</PageTab>`. */
export function PageTab({ children }: PageTabProps) {
  return <>{children}</>;
}

const subscribeNothing = () => () => {};

/**
 * False while rendering on the server and while hydrating, true afterwards (and at once for a
 * component mounted later on the client), so the first client render matches the static HTML.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * Splits one page into sub-pages. The active tab lives in the URL (`?page=<n>`, or `?<id>=<n>`;
 * index 0 has no parameter), so a link can point at a tab. Switching replaces the history entry
 * through the router, so Back leaves the page instead of stepping through tabs. Inactive panels
 * are rendered but `hidden`: their headings stay link targets while the outline skips them.
 */
export function PageTabs({ id = DEFAULT_PAGE_TABS_ID, children }: PageTabsProps) {
  const tabs = tabElements<PageTabProps>(children);
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The static HTML is the first tab; the inline script and then React show the URL's tab.
  const active = hydrated ? readPageTabIndex({ search: location.search, id, count: tabs.length }) : 0;
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const anchorTop = useRef<number | undefined>(undefined);

  // The router treats a new query like a new page and scrolls to the top in its layout effect,
  // which runs after this one: put the tab list back where the reader had it (or at the top of
  // the viewport if it had scrolled away) in the next frame, before anything is painted.
  useLayoutEffect(() => {
    const before = anchorTop.current;
    anchorTop.current = undefined;
    if (before === undefined) return undefined;
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      if (!list) return;
      if (before < 0) list.scrollIntoView({ block: 'start' });
      else window.scrollTo(0, window.scrollY + list.getBoundingClientRect().top - before);
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);

  const choose = (index: number) => {
    if (index === active) return;
    anchorTop.current = listRef.current?.getBoundingClientRect().top;
    // The hash named a heading of the old tab; it means nothing in the new one.
    navigate(location.pathname + withPageTabIndex({ search: location.search, id, index }), { replace: true });
  };

  if (tabs.length === 0) return null;

  return (
    <div className="quire-page-tabs" data-page-tabs-id={id}>
      <TabList
        labels={tabs.map((tab) => tab.props.label)}
        active={active}
        baseId={baseId}
        className="quire-page-tabs__list"
        tabClassName="quire-page-tabs__tab"
        listRef={listRef}
        onChoose={choose}
      />
      <TabPanels panels={tabs.map((tab) => tab.props.children)} active={active} baseId={baseId} className="quire-page-tabs__panel" focusable={false} />
      {/* Only in the static HTML (React never runs scripts it creates, and says so in dev). */}
      {hydrated ? null : <script dangerouslySetInnerHTML={{ __html: pageTabsScript({ id }) }} />}
    </div>
  );
}

export default PageTabs;
