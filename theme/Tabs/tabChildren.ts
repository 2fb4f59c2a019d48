import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * The tab elements among a tabs component's children: every element with a `label` prop. MDX
 * hands over the children as written, so whitespace and stray text between tabs are skipped.
 */
export function tabElements<P extends { label?: unknown }>(children: ReactNode): ReactElement<P>[] {
  return Children.toArray(children).filter(
    (child): child is ReactElement<P> => isValidElement<P>(child) && (child.props as Partial<P>).label !== undefined,
  );
}
