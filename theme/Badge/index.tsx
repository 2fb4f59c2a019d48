import type { ReactNode } from 'react';
import '../styles/vars.css';
import './Badge.css';

export type BadgeType = 'tip' | 'info' | 'warning' | 'danger';

export interface BadgeProps {
  /** The badge's text; children are used when it is absent. */
  text?: string;
  /** The colour: tip (default), info, warning or danger. */
  type?: BadgeType;
  /** A bordered badge on the page background instead of a tinted one. */
  outline?: boolean;
  children?: ReactNode;
}

const TYPES: readonly string[] = ['tip', 'info', 'warning', 'danger'];

/** A small inline label: `<Badge text="new" />`, `<Badge type="warning" outline>beta</Badge>`. */
export default function Badge({ text, type = 'tip', outline = false, children }: BadgeProps) {
  const kind = TYPES.includes(type) ? type : 'tip';
  // `quire-toc-exclude`: in a heading, the badge is decoration, not part of the outline's text
  // (which then matches the build-time table of contents).
  const classes = ['quire-badge', `quire-badge--${kind}`, outline ? 'quire-badge--outline' : '', 'quire-toc-exclude'].filter(Boolean).join(' ');
  return <span className={classes}>{text ?? children}</span>;
}

export { Badge };
