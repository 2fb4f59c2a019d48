/** The appearance values (CONTRACT §5) and how they resolve; pure, shared by the store and tests. */
export type Appearance = 'light' | 'dark' | 'auto';

/** A stored value as an appearance: anything but `light` or `dark` counts as `auto`. */
export function parseAppearance(value: unknown): Appearance {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

/** Whether an appearance shows dark, given the system preference. */
export function resolveDark({ appearance, systemDark }: { appearance: Appearance; systemDark: boolean }): boolean {
  return appearance === 'dark' || (appearance === 'auto' && systemDark);
}
