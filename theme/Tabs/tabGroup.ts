import { useCallback, useEffect, useRef } from 'react';

/**
 * Tab choices shared by group id (CONTRACT §5): `localStorage['quire.tabs.<groupId>']` holds the
 * chosen tab's index. Every `Tabs` with the same group id follows a choice made in any of them:
 * on the page through a window event, in other browser tabs through the `storage` event, and
 * after a reload through the stored value.
 */

export const TABS_STORAGE_PREFIX = 'quire.tabs.';
/** The window event that tells every `Tabs` of a group on this page about a new choice. */
export const TAB_GROUP_EVENT = 'quire:tab-group';

export interface TabGroupChange {
  groupId: string;
  index: number;
}

export function tabStorageKey(groupId: string): string {
  return TABS_STORAGE_PREFIX + groupId;
}

/** A stored value as an index, or undefined when it is not one (missing, edited by hand, ...). */
export function parseTabIndex(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

function readStored(groupId: string): number | undefined {
  try {
    return parseTabIndex(window.localStorage.getItem(tabStorageKey(groupId)));
  } catch {
    // Storage can be disabled (privacy settings, sandboxed frames): the tabs still work.
    return undefined;
  }
}

/**
 * Keeps one `Tabs` in step with its group. `apply` receives every index the group chooses that
 * this widget has a tab for; the returned `choose` records a choice made in this widget. Without
 * a group id both do nothing beyond the local choice.
 */
export function useTabGroup({
  groupId,
  count,
  apply,
}: {
  groupId: string | undefined;
  count: number;
  apply: (index: number) => void;
}): (index: number) => void {
  // The latest values, read by listeners that are attached once per group id.
  const latest = useRef({ count, apply });
  latest.current = { count, apply };

  useEffect(() => {
    if (!groupId) return undefined;
    const take = (index: number | undefined) => {
      if (index !== undefined && index < latest.current.count) latest.current.apply(index);
    };
    // After hydration: the server rendered the default tab, the stored choice applies now.
    take(readStored(groupId));
    const onGroupEvent = (event: Event) => {
      const detail = (event as CustomEvent<TabGroupChange>).detail;
      if (detail?.groupId === groupId) take(detail.index);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === tabStorageKey(groupId)) take(parseTabIndex(event.newValue));
    };
    window.addEventListener(TAB_GROUP_EVENT, onGroupEvent);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(TAB_GROUP_EVENT, onGroupEvent);
      window.removeEventListener('storage', onStorage);
    };
  }, [groupId]);

  return useCallback(
    (index: number) => {
      if (!groupId) return;
      try {
        window.localStorage.setItem(tabStorageKey(groupId), String(index));
      } catch {
        // Not stored, but still shared with the widgets on this page below.
      }
      window.dispatchEvent(new CustomEvent<TabGroupChange>(TAB_GROUP_EVENT, { detail: { groupId, index } }));
    },
    [groupId],
  );
}
