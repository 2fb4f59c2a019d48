import { useCallback, useEffect, useState } from 'react';
import type { SidebarEntry, SidebarItem } from 'quire/client';
import { groupKeysContaining, initiallyOpen } from './sidebarEntries';

interface GroupState {
  entries: SidebarEntry[];
  /** Groups the reader opened or closed, or that navigation opened, by group key. */
  open: Record<string, boolean>;
}

/**
 * Open/closed state of a sidebar's groups. A group starts as its `collapsed` field says, except
 * that groups holding the current page start open; after every navigation the groups holding the
 * new page open again, whatever the reader did with them before. A different sidebar (another
 * section or language) starts afresh.
 */
export function useSidebarGroups({ entries, routePath }: { entries: SidebarEntry[]; routePath: string }) {
  const [state, setState] = useState<GroupState>({ entries, open: {} });
  const current = state.entries === entries ? state : { entries, open: {} };
  if (current !== state) setState(current);

  useEffect(() => {
    const keys = groupKeysContaining({ entries, routePath });
    if (keys.length === 0) return;
    setState((previous) => ({
      entries,
      open: { ...(previous.entries === entries ? previous.open : {}), ...Object.fromEntries(keys.map((key) => [key, true])) },
    }));
  }, [entries, routePath]);

  const isOpen = useCallback(
    ({ key, item }: { key: string; item: SidebarItem }) => current.open[key] ?? initiallyOpen({ item, routePath }),
    [current, routePath],
  );

  const toggle = useCallback(
    ({ key, item }: { key: string; item: SidebarItem }) =>
      setState((previous) => {
        const open = previous.entries === entries ? previous.open : {};
        const wasOpen = open[key] ?? initiallyOpen({ item, routePath });
        return { entries, open: { ...open, [key]: !wasOpen } };
      }),
    [entries, routePath],
  );

  return { isOpen, toggle };
}
