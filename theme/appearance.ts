import { useCallback, useSyncExternalStore } from 'react';
import { useSite } from 'quire/client';
import { parseAppearance, resolveDark, type Appearance } from './appearanceMode';
import { APPEARANCE_KEY } from './storageKeys';

export { parseAppearance, resolveDark, type Appearance };

/**
 * Light, dark or auto appearance (CONTRACT §5). The head script (theme/plugin.ts) sets the first
 * paint; this module keeps the page in step afterwards: explicit choices, the system colour scheme
 * while `auto`, and choices made in other tabs. One store is shared by every component, and the
 * `<html>` class is changed by the store itself (never by a render effect), so hydration, which
 * renders the server's light snapshot first, can never flash the page light.
 */

interface AppearanceState {
  appearance: Appearance;
  systemDark: boolean;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
const SERVER_STATE: AppearanceState = { appearance: 'auto', systemDark: false };

let state: AppearanceState | undefined;
let darkModeEnabled = true;
const listeners = new Set<() => void>();

function readStored(): Appearance {
  try {
    return parseAppearance(window.localStorage.getItem(APPEARANCE_KEY));
  } catch {
    return 'auto';
  }
}

function systemQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
}

function currentState(): AppearanceState {
  state ??= { appearance: readStored(), systemDark: systemQuery()?.matches ?? false };
  return state;
}

function applyToDocument(isDark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
}

function update(next: AppearanceState): void {
  state = next;
  applyToDocument(darkModeEnabled && resolveDark(next));
  for (const listener of listeners) listener();
}

const onSystemChange = (event: MediaQueryListEvent) => update({ ...currentState(), systemDark: event.matches });

// Another tab stored a choice (`key === null` means its storage was cleared).
const onStorage = (event: StorageEvent) => {
  if (event.key === APPEARANCE_KEY || event.key === null) update({ ...currentState(), appearance: readStored() });
};

function subscribe(listener: () => void, darkMode: boolean): () => void {
  darkModeEnabled = darkMode;
  listeners.add(listener);
  if (listeners.size === 1) {
    systemQuery()?.addEventListener('change', onSystemChange);
    window.addEventListener('storage', onStorage);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      systemQuery()?.removeEventListener('change', onSystemChange);
      window.removeEventListener('storage', onStorage);
      // Nobody follows the system now: read it afresh on the next subscription.
      state = undefined;
    }
  };
}

/** Stores an explicit choice and shows it at once. */
function storeAppearance(appearance: Appearance): void {
  try {
    window.localStorage.setItem(APPEARANCE_KEY, appearance);
  } catch {
    // Storage is disabled: the choice still applies to this page view.
  }
  update({ ...currentState(), appearance });
}

export interface AppearanceValue {
  /** The stored choice (`light` when the site turns dark mode off). */
  appearance: Appearance;
  /** Whether the page shows dark now. */
  isDark: boolean;
  /** Stores and applies a choice; does nothing when the site turns dark mode off. */
  setAppearance: (appearance: Appearance) => void;
}

/**
 * The appearance and a setter. The first render in the browser matches the server (light, auto),
 * then the real value follows; components that must not flash between the two (icons, logos)
 * switch with CSS on `html.dark` instead of this value.
 */
export function useAppearance(): AppearanceValue {
  const darkMode = useSite().themeConfig.darkMode !== false;
  const subscribeWithConfig = useCallback((listener: () => void) => subscribe(listener, darkMode), [darkMode]);
  const current = useSyncExternalStore(subscribeWithConfig, currentState, () => SERVER_STATE);
  const setAppearance = useCallback((next: Appearance) => {
    if (darkMode) storeAppearance(next);
  }, [darkMode]);
  const appearance = darkMode ? current.appearance : 'light';
  return { appearance, isDark: darkMode && resolveDark({ appearance, systemDark: current.systemDark }), setAppearance };
}

/** Whether the page shows dark now (false on the server and during hydration). */
export function useDark(): boolean {
  return useAppearance().isDark;
}
