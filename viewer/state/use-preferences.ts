/**
 * The reader's theme and dev mode as context values (preference-store.ts): each root renders what the server
 * rendered while it hydrates, then the visit's current preferences.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { PortalData } from '../../core/portal';
import type { DevModeState } from './dev-mode-context';
import { currentPreferences, type Preferences, serverPreferences, setDevMode, setTheme, subscribePreferences } from './preference-store';
import type { ThemeState } from './theme-context';

export function usePreferences(initialData: PortalData): { theme: ThemeState; devMode: DevModeState } {
  const server = useMemo(() => serverPreferences(initialData), [initialData]);
  // The server's snapshot stands for the current preferences while they say the same: a snapshot that is another
  // object after hydration makes React render the whole root again, synchronously, in one long task.
  const preferences = useSyncExternalStore(
    subscribePreferences,
    () => {
      const current = currentPreferences();
      return current === null || samePreferences(current, server) ? server : current;
    },
    () => server,
  );
  const themes = initialData.site.themes;
  const { theme, isDevMode } = preferences;
  return useMemo(() => ({ theme: { theme, themes, setTheme }, devMode: { isDevMode, setDevMode } }), [theme, themes, isDevMode]);
}

function samePreferences(a: Preferences, b: Preferences): boolean {
  return a.theme === b.theme && a.isDevMode === b.isDevMode && a.followsSystem === b.followsSystem;
}
