import '../../test-utils/clientRuntimeMocks';
import type { SidebarEntry, SidebarItem } from 'quire/client';
import { entryCount, inWindow, initialWindow, sidebarRows, windowEdges, wholeInWindow, WINDOW_RADIUS } from '../Sidebar/sidebarWindow';

/** A section of `groups` groups of `pages` pages each. */
function section(groups: number, pages: number, collapsed = false): SidebarEntry[] {
  return Array.from({ length: groups }, (_, g) => ({
    text: `Group ${g + 1}`,
    collapsed,
    items: Array.from({ length: pages }, (_, p) => ({ text: `Page ${p + 1}`, link: `/g${g + 1}/p${p + 1}` })),
  }));
}

const openUnlessCollapsed = ({ item }: { key: string; item: SidebarItem }) => !item.collapsed;

describe('the sidebar window', () => {
  test('rows count links and headers in order; a closed group shows only its header', () => {
    const entries = section(3, 4);
    const rows = sidebarRows({ entries, routePath: '/g2/p3', isOpen: openUnlessCollapsed });
    expect(rows.total).toBe(15);
    expect(rows.current).toBe(8);
    expect(rows.spans.get('1')).toEqual({ first: 5, last: 9 });
    const closed = sidebarRows({ entries, routePath: '/g2/p3', isOpen: ({ key }) => key === '1' });
    expect(closed.total).toBe(3 + 4);
    expect(closed.spans.get('0')).toEqual({ first: 0, last: 0 });
  });

  test('a large sidebar renders the rows around the current page, and says what is left out', () => {
    const entries = section(500, 10);
    const rows = sidebarRows({ entries, routePath: '/g250/p5', isOpen: openUnlessCollapsed });
    const rendered = [...rows.spans.values()].filter((span) => inWindow({ span, rows, window: initialWindow }));
    // The window's rows, and the groups that hold them (a group is rendered when any row below it is).
    expect(rendered.length).toBeLessThanOrEqual(2 * WINDOW_RADIUS + 1 + 12);
    expect(rendered.length).toBeGreaterThan(2 * WINDOW_RADIUS);
    expect(windowEdges({ rows, window: initialWindow })).toEqual({ before: true, after: true });
    // The current page's group, whole; a group far away, not at all.
    expect(wholeInWindow({ span: rows.spans.get('249')!, rows, window: initialWindow })).toBe(true);
    expect(inWindow({ span: rows.spans.get('10')!, rows, window: initialWindow })).toBe(false);
  });

  test('a small sidebar is rendered whole', () => {
    const rows = sidebarRows({ entries: section(4, 10), routePath: '/g1/p1', isOpen: openUnlessCollapsed });
    expect([...rows.spans.values()].every((span) => wholeInWindow({ span, rows, window: initialWindow }))).toBe(true);
    expect(windowEdges({ rows, window: initialWindow })).toEqual({ before: false, after: false });
  });

  test('entries below a group are counted at every level', () => {
    expect(entryCount({ text: 'a', items: [{ text: 'b', items: [{ text: 'c', link: '/c' }] }, { text: 'd', link: '/d' }] })).toBe(3);
  });
});
