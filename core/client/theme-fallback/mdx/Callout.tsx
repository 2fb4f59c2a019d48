import type { ReactNode } from 'react';

export type CalloutType = 'tip' | 'info' | 'note' | 'warning' | 'danger' | 'details';

export interface CalloutProps {
  type: CalloutType;
  /** Shown as the heading; the upper-cased type name (`TIP`) when absent. */
  title?: string;
  children?: ReactNode;
}

/**
 * The fallback theme's container (`:::tip`, `> [!TIP]`, or `<Callout>` in MDX). `details` is a
 * native `<details>` so it opens and closes without JavaScript, even before hydration.
 */
export default function Callout({ type, title, children }: CalloutProps) {
  const heading = title ?? type.toUpperCase();
  if (type === 'details') {
    return (
      <details className="quire-callout quire-callout--details">
        <summary>{heading}</summary>
        <div className="quire-callout__content">{children}</div>
      </details>
    );
  }
  return (
    <div className={`quire-callout quire-callout--${type}`}>
      <p className="quire-callout__title">{heading}</p>
      <div className="quire-callout__content">{children}</div>
    </div>
  );
}
