import { useId, type CSSProperties } from 'react';
import { Link, type SidebarEntry, type SidebarItem } from 'quire/client';
import SidebarLabel from './SidebarLabel';
import { groupKey, isCurrentLink, isDivider, isSectionHeader } from './sidebarEntries';

export interface SidebarGroupsApi {
  isOpen(args: { key: string; item: SidebarItem }): boolean;
  toggle(args: { key: string; item: SidebarItem }): void;
}

interface ListProps {
  entries: SidebarEntry[];
  depth: number;
  /** Key of the group this list belongs to ('' at the top). */
  prefix: string;
  routePath: string;
  groups: SidebarGroupsApi;
}

/**
 * Indentation comes from CSS: 12 px per depth (site-spec §9), via this custom property. It is set
 * once per list and inherited by the list's rows: a large sidebar renders on every page, and a
 * style attribute on each of its rows was a fifth of its HTML.
 */
const depthStyle = (depth: number) => ({ '--quire-sidebar-depth': depth }) as CSSProperties;

function Chevron() {
  return (
    <svg className="quire-sidebar__chevron" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PageLink({ item, routePath }: { item: SidebarItem & { link: string }; routePath: string }) {
  const current = isCurrentLink({ link: item.link, routePath });
  return (
    <Link
      href={item.link}
      className={`quire-sidebar__link${current ? ' quire-sidebar__link--active' : ''}`}
      aria-current={current ? 'page' : undefined}
      data-context={item.context}
    >
      <SidebarLabel text={item.text} tag={item.tag} />
    </Link>
  );
}

function SidebarGroup({ item, depth, itemKey, routePath, groups }: { item: SidebarItem; depth: number; itemKey: string; routePath: string; groups: SidebarGroupsApi }) {
  const bodyId = useId();
  const collapsible = item.collapsible !== false;
  const open = groups.isOpen({ key: itemKey, item });
  const toggle = () => groups.toggle({ key: itemKey, item });
  const expanded = { 'aria-expanded': open, 'aria-controls': bodyId } as const;

  let header;
  if (item.link) {
    header = (
      <div className="quire-sidebar__group-header">
        <PageLink item={{ ...item, link: item.link }} routePath={routePath} />
        {collapsible && (
          <button type="button" className="quire-sidebar__toggle" aria-label={item.text} onClick={toggle} {...expanded}>
            <Chevron />
          </button>
        )}
      </div>
    );
  } else if (collapsible) {
    header = (
      <button type="button" className="quire-sidebar__group-button" data-context={item.context} onClick={toggle} {...expanded}>
        <SidebarLabel text={item.text} tag={item.tag} />
        <Chevron />
      </button>
    );
  } else {
    header = (
      <div className="quire-sidebar__group-title" data-context={item.context}>
        <SidebarLabel text={item.text} tag={item.tag} />
      </div>
    );
  }

  return (
    <li className={`quire-sidebar__group${open ? ' quire-sidebar__group--open' : ''}`}>
      {header}
      {/* Closed groups stay in the HTML (crawlers, Ctrl+F after opening) but out of the tab order. */}
      <div className="quire-sidebar__group-body" id={bodyId} inert={!open}>
        <div className="quire-sidebar__group-inner">
          <SidebarList entries={item.items ?? []} depth={depth + 1} prefix={itemKey} routePath={routePath} groups={groups} />
        </div>
      </div>
    </li>
  );
}

/** One level of the sidebar: links, groups, section headers and dividers. */
export default function SidebarList({ entries, depth, prefix, routePath, groups }: ListProps) {
  return (
    <ul className="quire-sidebar__list" style={depthStyle(depth)}>
      {entries.map((entry, index) => {
        const key = groupKey({ prefix, index });
        if (isDivider(entry)) {
          return (
            <li key={key} className="quire-sidebar__divider-row" role="none">
              <hr className={`quire-sidebar__divider quire-sidebar__divider--${entry.dividerType === 'dashed' ? 'dashed' : 'solid'}`} />
            </li>
          );
        }
        if (isSectionHeader(entry)) {
          return (
            <li key={key} className="quire-sidebar__section">
              <SidebarLabel text={entry.sectionHeaderText} tag={entry.tag} />
            </li>
          );
        }
        if (entry.items) {
          return <SidebarGroup key={key} item={entry} depth={depth} itemKey={key} routePath={routePath} groups={groups} />;
        }
        if (!entry.link) {
          return (
            <li key={key} className="quire-sidebar__group-title" data-context={entry.context}>
              <SidebarLabel text={entry.text} tag={entry.tag} />
            </li>
          );
        }
        return (
          <li key={key}>
            <PageLink item={{ ...entry, link: entry.link }} routePath={routePath} />
          </li>
        );
      })}
    </ul>
  );
}
