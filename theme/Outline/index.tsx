import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { usePageData } from 'quire/client';
import { useI18n } from '../i18n';
import { scrollIntoContainer } from '../Sidebar/scrollIntoContainer';
import { scrollBehavior } from './scrollBehavior';
import { useOutlineHeadings } from './useOutlineHeadings';
import { useActiveHeading } from './useActiveHeading';
import './Outline.css';

export interface OutlineProps {
  /** Called when the reader picks a heading or goes back to top (the mobile panel closes then). */
  onNavigate?: () => void;
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * "On this page": the visible h2-h4 headings of the doc content, indented by depth, with the one
 * being read highlighted, and a Back to top button. Picking a heading scrolls to it (smoothly,
 * unless reduced motion is asked for) and puts its id in the address.
 */
export default function Outline({ onNavigate }: OutlineProps) {
  const page = usePageData();
  const t = useI18n();
  const titleId = useId();
  const headings = useOutlineHeadings({ routePath: page.routePath, toc: page.toc });
  const [active, setActive] = useActiveHeading({ headings });
  const scrollRef = useRef<HTMLDivElement>(null);

  // A long outline scrolls on its own: keep the active entry in sight.
  useEffect(() => {
    const container = scrollRef.current;
    const item = active ? container?.querySelector<HTMLElement>('[aria-current]') : null;
    if (container && item) scrollIntoContainer({ container, element: item });
  }, [active]);

  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (!isPlainClick(event)) return;
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    onNavigate?.();
    if (window.location.hash !== `#${id}` && decodeURIComponent(window.location.hash) !== `#${id}`) {
      window.history.pushState(window.history.state, '', `#${id}`);
    }
    setActive(id);
    // After the panel (if any) has closed and released the page's scroll.
    requestAnimationFrame(() => target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' }));
  };

  const backToTop = () => {
    onNavigate?.();
    requestAnimationFrame(() => window.scrollTo({ top: 0, behavior: scrollBehavior() }));
  };

  if (headings.length === 0) return null;
  return (
    <nav className="quire-outline" aria-labelledby={titleId}>
      <p className="quire-outline__title" id={titleId}>
        {t('outlineTitle')}
      </p>
      <div className="quire-outline__scroll" ref={scrollRef}>
        <ul className="quire-outline__list">
          {headings.map((heading) => (
            <li key={heading.id}>
              <a
                href={`#${heading.id}`}
                className={`quire-outline__link quire-outline__link--depth-${heading.depth}${active === heading.id ? ' quire-outline__link--active' : ''}`}
                aria-current={active === heading.id ? 'location' : undefined}
                title={heading.text}
                onClick={(event) => goTo(event, heading.id)}
              >
                {heading.text}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="quire-outline__footer">
        <button type="button" className="quire-outline__top" onClick={backToTop}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M12 19V5M6 11l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('backToTop')}
        </button>
      </div>
    </nav>
  );
}
