import type { ReactNode } from 'react';
import { useI18n, type I18nKey } from '../i18n';
import { CalloutIcon } from './icons';
import '../styles/vars.css';
import './Callout.css';

export type CalloutType = 'tip' | 'info' | 'note' | 'warning' | 'danger' | 'details';

export interface CalloutProps {
  type?: CalloutType;
  /** The heading; the type's name in the page language (`TIP`, `提示`) when absent. */
  title?: ReactNode;
  children?: ReactNode;
}

const TYPES: readonly string[] = ['tip', 'info', 'note', 'warning', 'danger', 'details'];

/**
 * A container (`:::tip`, `> [!TIP]`, or `<Callout type="tip">` in MDX): a tinted box with an icon
 * and a title. `details` is a native `<details>`, so it opens and closes without JavaScript, even
 * before hydration, and the browser's find-in-page opens it.
 */
export default function Callout({ type = 'tip', title, children }: CalloutProps) {
  const t = useI18n();
  // A type the theme does not know (a custom container) still renders, as a neutral note.
  const known = TYPES.includes(type) ? type : 'note';
  const heading = title ?? t(known as I18nKey);
  if (known === 'details') {
    return (
      <details className="quire-callout quire-callout--details">
        <summary className="quire-callout__title">
          <CalloutIcon type="details" />
          <span>{heading}</span>
        </summary>
        <div className="quire-callout__content">{children}</div>
      </details>
    );
  }
  return (
    <div className={`quire-callout quire-callout--${known}`}>
      <p className="quire-callout__title">
        <CalloutIcon type={known} />
        <span>{heading}</span>
      </p>
      <div className="quire-callout__content">{children}</div>
    </div>
  );
}
