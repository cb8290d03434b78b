/**
 * The reader's theme and dev mode for this visit (SPEC §3 Theme, §4 Dev mode):
 * started from what the server read in the cookies, changed by the
 * switchers, and remembered in the cookies when consent allows (SPEC §5).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { SYSTEM_SHADE_ATTRIBUTE } from '../ui-constants';
import type { PortalData } from '../../core/portal';
import { writePreferenceLater } from '../cookies/lazy-cookies';
import type { DevModeState } from './dev-mode-context';
import type { ThemeState } from './theme-context';

export function usePreferences(initialData: PortalData): { theme: ThemeState; devMode: DevModeState } {
  const [theme, setThemeState] = useState(initialData.theme);
  const [isDevMode, setDevModeState] = useState(initialData.isDevMode);
  const [followsSystem, setFollowsSystem] = useState(initialData.followsSystemShade === true);
  const themes = initialData.site.themes;

  // The server renders <html data-theme> from the cookie (no flash on load); switches update it here.
  useEffect(() => {
    document.documentElement.dataset['theme'] = theme;
  }, [theme]);

  // No theme chosen: the shade follows the system's, in the site's default brand, and nothing is written. The
  // stylesheet already shows it from the first paint (scripts/system-shade-css.ts); here the switcher learns it.
  useEffect(() => {
    if (!followsSystem) {
      document.documentElement.removeAttribute(SYSTEM_SHADE_ATTRIBUTE);
      return undefined;
    }
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const brand = initialData.site.defaultTheme.replace(/-(light|dark)$/, '');
    const follow = () => {
      const next = `${brand}-${query.matches ? 'dark' : 'light'}`;
      if (themes.includes(next)) setThemeState(next);
    };
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [followsSystem, initialData.site.defaultTheme, themes]);

  const setTheme = useCallback(
    (next: string) => {
      if (!themes.includes(next)) return;
      setFollowsSystem(false);
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
