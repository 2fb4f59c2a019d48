import path from 'node:path';
import { makeLoadContext } from '../../test-utils/loadContext';
import { headScript, themePlugin } from '../plugin';

/** Runs the head script against a stand-in `<html>`, storage and colour-scheme query. */
function runHeadScript({
  darkMode = true,
  stored = {},
  systemDark = false,
  storageThrows = false,
}: {
  darkMode?: boolean;
  stored?: Record<string, string>;
  systemDark?: boolean;
  storageThrows?: boolean;
}) {
  const classes = new Set<string>();
  const documentElement = {
    style: { colorScheme: '' },
    classList: {
      add: (name: string) => classes.add(name),
      toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
    },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return stored[key] ?? null;
    },
  };
  const matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark });
  new Function('document', 'localStorage', 'matchMedia', headScript({ darkMode }))({ documentElement }, localStorage, matchMedia);
  return { classes: [...classes].sort(), colorScheme: documentElement.style.colorScheme };
}

describe('the head script', () => {
  test('light and dark are explicit choices; anything else follows the system', () => {
    const key = 'quire-theme-appearance';
    expect(runHeadScript({ stored: { [key]: 'dark' } })).toEqual({ classes: ['dark'], colorScheme: 'dark' });
    expect(runHeadScript({ stored: { [key]: 'light' }, systemDark: true })).toEqual({ classes: [], colorScheme: 'light' });
    expect(runHeadScript({ stored: { [key]: 'auto' }, systemDark: true })).toEqual({ classes: ['dark'], colorScheme: 'dark' });
    expect(runHeadScript({ stored: { [key]: 'auto' } })).toEqual({ classes: [], colorScheme: 'light' });
    expect(runHeadScript({ stored: { [key]: 'purple' }, systemDark: true })).toEqual({ classes: ['dark'], colorScheme: 'dark' });
    expect(runHeadScript({ systemDark: true })).toEqual({ classes: ['dark'], colorScheme: 'dark' });
  });

  test('darkMode: false forces light', () => {
    expect(runHeadScript({ darkMode: false, stored: { 'quire-theme-appearance': 'dark' }, systemDark: true })).toEqual({
      classes: [],
      colorScheme: 'light',
    });
  });

  test('a closed banner is marked on <html>', () => {
    expect(runHeadScript({ stored: { 'quire-banner-closed': 'true' } }).classes).toEqual(['quire-banner-closed']);
    expect(runHeadScript({ stored: { 'quire-banner-closed': 'false' } }).classes).toEqual([]);
  });

  test('storage that throws still follows the system and never breaks the page', () => {
    expect(runHeadScript({ storageThrows: true, systemDark: true })).toEqual({ classes: ['dark'], colorScheme: 'dark' });
  });

  test('stays small', () => {
    expect(headScript({ darkMode: true }).length).toBeLessThan(500);
  });
});

describe('themePlugin', () => {
  const context = (darkMode: boolean) => makeLoadContext({ config: { themeConfig: { darkMode } } });

  test('is the theme layer with one inline head script', () => {
    const plugin = themePlugin({ context: context(true) });
    expect(plugin.name).toBe('theme-default');
    expect(plugin.getThemePath?.()).toBe(path.join(context(true).quireDir, 'theme'));
    const tags = plugin.injectHtmlTags?.({ content: undefined });
    expect(tags?.headTags).toEqual([{ tagName: 'script', innerHTML: headScript({ darkMode: true }) }]);
  });

  test('bakes darkMode: false into the script', () => {
    const tags = themePlugin({ context: context(false) }).injectHtmlTags?.({ content: undefined });
    expect(tags?.headTags).toEqual([{ tagName: 'script', innerHTML: headScript({ darkMode: false }) }]);
    expect(headScript({ darkMode: false })).not.toContain('prefers-color-scheme');
  });
});
