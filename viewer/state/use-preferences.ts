/**
 * The reader's theme and dev mode as context values (preference-store.ts): each root renders what the server
 * rendered while it hydrates, then the visit's current preferences.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { PortalData } from '../../core/portal';
import type { DevModeState } from './dev-mode-context';
import { currentPreferences, serverPreferences, setDevMode, setTheme, subscribePreferences } from './preference-store';
import type { ThemeState } from './theme-context';

export function usePreferences(initialData: PortalData): { theme: ThemeState; devMode: DevModeState } {
  const server = useMemo(() => serverPreferences(initialData), [initialData]);
  const preferences = useSyncExternalStore(
    subscribePreferences,
    () => currentPreferences() ?? server,
    () => server,
  );
  const themes = initialData.site.themes;
  const { theme, isDevMode } = preferences;
  return useMemo(() => ({ theme: { theme, themes, setTheme }, devMode: { isDevMode, setDevMode } }), [theme, themes, isDevMode]);
}
