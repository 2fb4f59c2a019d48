import type { ButtonHTMLAttributes } from 'react';

export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * What the button says.
   * @zh 按钮上的文字。
   */
  label: string;
  /**
   * How big it is: `small` fits in a line of text.
   * @zh 尺寸：`small` 可以放进一行文字里。
   */
  size?: ButtonSize;
  /** Greys the button out; see [the guide](/guide) and **never** <script>alert(1)</script>. */
  disabled?: boolean;
  /**
   * How many times it may be pressed.
   * @default 3
   */
  limit?: number;
  /** Called on press. */
  onPress?: (event: { count: number }) => void;
  /** Unsafe link: [click](javascript:alert(1)). */
  note?: string;
}

/** A button. */
export default function Button({ label, size = 'medium', disabled = false, onPress, ...rest }: ButtonProps) {
  return (
    <button type="button" className={`button button--${size}`} disabled={disabled} onClick={() => onPress?.({ count: 1 })} {...rest}>
      {label}
    </button>
  );
}
