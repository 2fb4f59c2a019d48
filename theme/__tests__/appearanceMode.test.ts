import { parseAppearance, resolveDark } from '../appearanceMode';

describe('appearance values', () => {
  test('light and dark are kept; anything else counts as auto', () => {
    expect(parseAppearance('light')).toBe('light');
    expect(parseAppearance('dark')).toBe('dark');
    expect(parseAppearance('auto')).toBe('auto');
    expect(parseAppearance('Dark')).toBe('auto');
    expect(parseAppearance(null)).toBe('auto');
    expect(parseAppearance(undefined)).toBe('auto');
  });

  test('auto follows the system; explicit choices do not', () => {
    expect(resolveDark({ appearance: 'auto', systemDark: true })).toBe(true);
    expect(resolveDark({ appearance: 'auto', systemDark: false })).toBe(false);
    expect(resolveDark({ appearance: 'light', systemDark: true })).toBe(false);
    expect(resolveDark({ appearance: 'dark', systemDark: false })).toBe(true);
  });
});
