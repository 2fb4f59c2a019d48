import type { ReactNode } from 'react';
import '../styles/vars.css';
import './Badge.css';

export type BadgeType = 'tip' | 'info' | 'warning' | 'danger';

export interface BadgeProps {
  /**
   * The badge's text; children are used when it is absent.
   * @zh 徽标的文字；不给时显示子元素。
   */
  text?: string;
  /**
   * The colour: `tip`, `info`, `warning` or `danger`.
   * @zh 颜色：`tip`、`info`、`warning` 或 `danger`。
   */
  type?: BadgeType;
  /**
   * A bordered badge on the page background instead of a tinted one.
   * @zh 带边框、透出页面底色的徽标，而不是着色的徽标。
   */
  outline?: boolean;
  /**
   * The badge's text when `text` is not given.
   * @zh 没有 `text` 时作为徽标文字的内容。
   */
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
