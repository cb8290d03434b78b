/**
 * The reader's theme and dev mode for this visit (SPEC §3 Theme, §4 Dev mode):
 * started from what the server read in the cookies, changed by the
 * switchers, and remembered in the cookies when consent allows (SPEC §5).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PortalData } from '../../core/portal';
import { writePreferenceLater } from '../cookies/lazy-cookies';
import type { DevModeState } from './dev-mode-context';
import type { ThemeState } from './theme-context';

export function usePreferences(initialData: PortalData): { theme: ThemeState; devMode: DevModeState } {
  const [theme, setThemeState] = useState(initialData.theme);
  const [isDevMode, setDevModeState] = useState(initialData.isDevMode);
  const themes = initialData.site.themes;

  // The server renders <html data-theme> from the cookie (no flash on load); switches update it here.
  useEffect(() => {
    document.documentElement.dataset['theme'] = theme;
  }, [theme]);

  const setTheme = useCallback(
    (next: string) => {
      if (!themes.includes(next)) return;
      setThemeState(next);
      void writePreferenceLater('theme', next);
    },
    [themes],
  );

  const setDevMode = useCallback((on: boolean) => {
    setDevModeState(on);
    void writePreferenceLater('devMode', on);
  }, []);

  return useMemo(
    () => ({ theme: { theme, themes, setTheme }, devMode: { isDevMode, setDevMode } }),
    [theme, themes, setTheme, isDevMode, setDevMode],
  );
}
