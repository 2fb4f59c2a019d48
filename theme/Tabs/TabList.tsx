import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { nextTabIndex } from './tabKeys';

/**
 * The row of tab buttons shared by `Tabs` and `PageTabs`: ARIA tabs with a roving `tabIndex`,
 * arrow keys, Home and End moving the focus and choosing. Their panels are `TabPanels`.
 */
export function TabList({
  labels,
  active,
  baseId,
  className,
  tabClassName,
  listRef,
  onChoose,
}: {
  labels: ReactNode[];
  active: number;
  baseId: string;
  className: string;
  tabClassName: string;
  listRef: RefObject<HTMLDivElement | null>;
  onChoose: (index: number) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex({ key: event.key, active, count: labels.length });
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    onChoose(next);
  };
  return (
    <div ref={listRef} className={className} role="tablist" aria-orientation="horizontal" onKeyDown={onKeyDown}>
      {labels.map((label, index) => (
        <button
          key={index}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${baseId}-tab-${index}`}
          className={tabClassName}
          aria-selected={index === active}
          aria-controls={`${baseId}-panel-${index}`}
          tabIndex={index === active ? 0 : -1}
          onClick={() => onChoose(index)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/**
 * The panels of a `TabList` with the same `baseId`: all rendered, the inactive ones `hidden` (their
 * headings stay link targets). `focusable` puts each panel in the Tab order.
 */
export function TabPanels({
  panels,
  active,
  baseId,
  className,
  focusable,
}: {
  panels: ReactNode[];
  active: number;
  baseId: string;
  className: string;
  focusable: boolean;
}) {
  return panels.map((panel, index) => (
    <div
      key={index}
      role="tabpanel"
      id={`${baseId}-panel-${index}`}
      className={className}
      aria-labelledby={`${baseId}-tab-${index}`}
      tabIndex={focusable ? 0 : undefined}
      hidden={index !== active}
    >
      {panel}
    </div>
  ));
}
