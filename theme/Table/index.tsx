import type { ComponentPropsWithoutRef } from 'react';
import '../styles/vars.css';
import './Table.css';

/**
 * Markdown tables, in a frame that scrolls sideways when the table is wider than the column, so
 * a wide table never widens the page on a phone.
 */
export default function Table({ className, ...rest }: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="quire-table">
      <table className={className ? `quire-table__table ${className}` : 'quire-table__table'} {...rest} />
    </div>
  );
}
