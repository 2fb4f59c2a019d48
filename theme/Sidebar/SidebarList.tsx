import type { CSSProperties, ReactElement } from 'react';
import { Link, staticHtml, type SidebarEntry, type SidebarItem } from 'quire/client';
import SidebarLabel from './SidebarLabel';
import { containsRoute, groupKey, isCurrentLink, isDivider, isSectionHeader } from './sidebarEntries';
import { CLOSED_BODY_LIMIT, entryCount, inWindow, wholeInWindow, type SidebarRows, type SidebarWindow } from './sidebarWindow';

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
  /** Starts the ids of the group bodies (`useId` of the sidebar: the same on server and client). */
  idPrefix: string;
  /** The rows of the sidebar and the window of them rendered (sidebarWindow.ts); none: every entry (a closed group's body). */
  view?: { rows: SidebarRows; window: SidebarWindow };
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

function PageLink({ item, current }: { item: SidebarItem & { link: string }; current: boolean }) {
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

interface GroupProps extends Omit<ListProps, 'entries' | 'prefix'> {
  item: SidebarItem;
  itemKey: string;
  open: boolean;
}

/** A group's header and body (its `<li>` is the list's). */
function SidebarGroupContent({ item, depth, itemKey, routePath, groups, idPrefix, open, view }: GroupProps) {
  const bodyId = `${idPrefix}group-${itemKey}`;
  const collapsible = item.collapsible !== false;
  const toggle = () => groups.toggle({ key: itemKey, item });
  const expanded = { 'aria-expanded': open, 'aria-controls': bodyId } as const;

  let header;
  if (item.link) {
    header = (
      <div className="quire-sidebar__group-header">
        <PageLink item={{ ...item, link: item.link }} current={isCurrentLink({ link: item.link, routePath })} />
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
    <>
      {header}
      {/* A closed group's entries are out of the tab order; a large one has none until it opens (sidebarWindow.ts). */}
      <div className="quire-sidebar__group-body" id={bodyId} inert={!open}>
        <div className="quire-sidebar__group-inner">
          {open || entryCount(item) <= CLOSED_BODY_LIMIT ? (
            <SidebarList entries={item.items ?? []} depth={depth + 1} prefix={itemKey} routePath={routePath} groups={groups} idPrefix={idPrefix} view={open ? view : undefined} />
          ) : null}
        </div>
      </div>
    </>
  );
}

/**
 * A row of a list. In the build's server render, a row that does not hold the current page comes
 * out the same on every page of its sidebar: its HTML is rendered once and reused (`staticHtml`),
 * so a sidebar of N pages costs each page a handful of renders instead of N (a quadratic build).
 * The browser hydrates the same elements over it.
 */
function row({ key, className, entry, variant, holdsCurrent, content }: { key: string; className?: string; entry: SidebarItem; variant: string; holdsCurrent: boolean; content: () => ReactElement }) {
  const html = holdsCurrent ? undefined : staticHtml({ owner: entry, variant, render: content });
  if (html === undefined) {
    return (
      <li key={key} className={className}>
        {content()}
      </li>
    );
  }
  return <li key={key} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** One level of the sidebar: links, groups, section headers and dividers (those in the window). */
export default function SidebarList({ entries, depth, prefix, routePath, groups, idPrefix, view, before, after }: ListProps & { before?: ReactElement | null; after?: ReactElement | null }) {
  return (
    <ul className="quire-sidebar__list" style={depthStyle(depth)}>
      {before}
      {entries.map((entry, index) => {
        const key = groupKey({ prefix, index });
        const span = view?.rows.spans.get(key);
        if (view && span && !inWindow({ span, rows: view.rows, window: view.window })) return null;
        // Whole in the window: the same HTML whichever page renders it (`row`'s cache).
        const whole = !view || !span || wholeInWindow({ span, rows: view.rows, window: view.window });
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
          const open = groups.isOpen({ key, item: entry });
          return row({
            key,
            className: `quire-sidebar__group${open ? ' quire-sidebar__group--open' : ''}`,
            entry,
            variant: `${idPrefix}|${key}|${depth}|${open}`,
            holdsCurrent: !whole || containsRoute({ item: entry, routePath }),
            content: () => <SidebarGroupContent item={entry} depth={depth} itemKey={key} routePath={routePath} groups={groups} idPrefix={idPrefix} open={open} view={view} />,
          });
        }
        if (!entry.link) {
          return (
            <li key={key} className="quire-sidebar__group-title" data-context={entry.context}>
              <SidebarLabel text={entry.text} tag={entry.tag} />
            </li>
          );
        }
        const link = entry.link;
        const current = isCurrentLink({ link, routePath });
        return row({ key, entry, variant: '', holdsCurrent: current, content: () => <PageLink item={{ ...entry, link }} current={current} /> });
      })}
      {after}
    </ul>
  );
}
