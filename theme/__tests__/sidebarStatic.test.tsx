// quire/client's app modules import the site's generated files; the sidebar needs none of them.
import '../../test-utils/clientRuntimeMocks';

// The renderer the build uses (the one staticHtml's renderer nests in).
import { renderToString } from 'react-dom/server.edge';
import type { SidebarEntry } from 'quire/client';
import { StaticRouter } from '../../core/client/router/Router';
import { setStaticRenderer } from '../../core/client/exports/staticHtml';
import { createStaticRenderer } from '../../core/client/staticRenderer';
import SidebarList, { type SidebarGroupsApi } from '../Sidebar/SidebarList';
import { initiallyOpen } from '../Sidebar/sidebarEntries';

/*
 * In the build, sidebar rows away from the current page are rendered once and reused
 * (staticHtml). The browser hydrates the sidebar over that HTML, so it must be exactly what the
 * sidebar renders without the reuse, on every page.
 */

const entries: SidebarEntry[] = [
  { sectionHeaderText: 'Guide' },
  { text: 'Introduction', link: '/guide/intro', tag: 'new' },
  { dividerType: 'dashed' },
  {
    text: 'Basics',
    collapsed: false,
    items: [
      { text: 'Install', link: '/guide/install' },
      { text: 'Deeper', link: '/guide/deeper/', collapsed: true, items: [{ text: 'One', link: '/guide/deeper/one' }] },
    ],
  },
  { text: 'Closed', collapsed: true, items: [{ text: 'Hidden page', link: '/guide/hidden' }] },
  { text: 'Fixed', collapsible: false, items: [{ text: 'Always', link: '/guide/always' }] },
  { text: 'Title only' },
  { text: 'Elsewhere', link: 'https://example.com' },
  { text: 'With icon', link: '/guide/icon', tag: '/icon.png' },
];

function renderSidebar(routePath: string): string {
  const groups: SidebarGroupsApi = { isOpen: ({ item }) => initiallyOpen({ item, routePath }), toggle: () => undefined };
  return renderToString(
    <StaticRouter location={routePath} base="/docs/">
      <SidebarList entries={entries} depth={0} prefix="" routePath={routePath} groups={groups} idPrefix="_R_1_" />
    </StaticRouter>,
  );
}

describe('sidebar rows rendered once and reused in the build', () => {
  afterEach(() => setStaticRenderer(undefined));

  test.each(['/guide/intro', '/guide/install', '/guide/deeper/one', '/guide/hidden', '/guide/always', '/guide/icon', '/elsewhere'])(
    'on %s the HTML is the same as without reuse',
    (routePath) => {
      const plain = renderSidebar(routePath);
      setStaticRenderer(createStaticRenderer({ base: '/docs/' }));
      // Twice: the second page reuses what the first rendered.
      renderSidebar('/guide/intro');
      expect(renderSidebar(routePath)).toBe(plain);
    },
  );

  test('reused rows are the ones away from the current page', () => {
    setStaticRenderer(createStaticRenderer({ base: '/docs/' }));
    const html = renderSidebar('/guide/deeper/one');
    expect(html).toContain('href="/docs/guide/deeper/one" class="quire-sidebar__link quire-sidebar__link--active" aria-current="page"');
    expect(html).toContain('id="_R_1_group-3.1"');
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });
});
