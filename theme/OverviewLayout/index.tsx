import { useId, useMemo, useState } from 'react';
import { Content, Link, useOverviewGroups, usePageData, type OverviewGroup } from 'quire/client';
import { useI18n } from '../i18n';
import { filterOverview } from './filterOverview';
import './OverviewLayout.css';

/** The layout shows the page title itself, so an `# H1` in the page's Markdown would repeat it. */
const bodyComponents = { h1: () => null };

/** An anchor for a group heading; letters of any script are kept (`命令行` stays readable). */
function groupAnchor(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

function SearchIcon() {
  return (
    <svg className="quire-overview__filter-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function OverviewCard({ item }: { item: OverviewGroup['items'][number] }) {
  const top = Math.min(...item.headers.map((header) => header.depth));
  return (
    <article className="quire-overview__card">
      <h3 className="quire-overview__card-title">
        <Link href={item.link}>{item.text}</Link>
      </h3>
      {item.headers.length > 0 ? (
        <ul className="quire-overview__headers">
          {item.headers.map((header) => (
            <li key={header.id} className="quire-overview__header" style={{ paddingLeft: `${(header.depth - top) * 12}px` }}>
              <Link href={`${item.link}#${header.id}`}>{header.text}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/**
 * An overview page (`overview: true`): the page title, a filter, the page's own Markdown, then
 * the pages of its section in their sidebar groups, each with its headings. The filter narrows
 * groups, pages and headings as you type (site-spec §5).
 */
export default function OverviewLayout() {
  const t = useI18n();
  const page = usePageData();
  const groups = useOverviewGroups();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const visible = useMemo(() => filterOverview({ groups, query }), [groups, query]);

  return (
    <div className="quire-overview">
      <header className="quire-overview__header-bar">
        <h1 className="quire-overview__title">{page.title}</h1>
        <div className="quire-overview__filter">
          <label className="quire-overview__filter-label" htmlFor={inputId}>
            {t('overviewFilter')}
          </label>
          <div className="quire-overview__filter-field">
            <SearchIcon />
            <input
              id={inputId}
              className="quire-overview__filter-input"
              type="search"
              value={query}
              placeholder={t('overviewPlaceholder')}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        </div>
      </header>
      <div className="quire-overview__body quire-doc">
        <Content components={bodyComponents} />
      </div>
      {visible.length === 0 ? (
        <p className="quire-overview__empty" role="status">
          {`${t('overviewEmpty')}: ${query.trim()}`}
        </p>
      ) : (
        visible.map((group, index) => {
          const name = group.name ?? t('others');
          const anchor = groupAnchor(name) || `group-${index + 1}`;
          return (
            <section key={`${group.name ?? ''}-${index}`} className="quire-overview__group" aria-labelledby={anchor}>
              <div className="quire-overview__group-head">
                <h2 id={anchor} className="quire-overview__group-title">
                  <a href={`#${anchor}`}>{name}</a>
                </h2>
                <span className="quire-overview__group-count" aria-hidden="true">
                  {group.items.length}
                </span>
              </div>
              <div className="quire-overview__grid">
                {group.items.map((item) => (
                  <OverviewCard key={item.link} item={item} />
                ))}
              </div>
            </section>
          );
        })
      )}
    </div>
  );
}
