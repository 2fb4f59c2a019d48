import { useRef, type ComponentPropsWithoutRef } from 'react';
import { useOverflowsSideways } from './useOverflowsSideways';
import '../styles/vars.css';
import './Table.css';

/**
 * Markdown tables, in a frame that scrolls sideways when the table is wider than the column, so
 * a wide table never widens the page on a phone. A frame that scrolls is in the Tab order, so the
 * keyboard can scroll it too (the arrow keys, once it has the focus).
 */
export default function Table({ className, ...rest }: ComponentPropsWithoutRef<'table'>) {
  const frame = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsSideways(frame);
  return (
    <div ref={frame} className="quire-table" tabIndex={scrolls ? 0 : undefined}>
      <table className={className ? `quire-table__table ${className}` : 'quire-table__table'} {...rest} />
    </div>
  );
}
