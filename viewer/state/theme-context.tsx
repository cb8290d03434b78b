/**
 * The current theme and a way to change it (SPEC §3 Theme): one of the site's
 * themes, '{brand}-{shade}'.
 */
import { createContext } from 'react';
import { THEME_PROVIDER_MISSING } from '../../core/errors';
import { useRequiredContext } from './require-context';

export interface ThemeState {
  readonly theme: string;
  readonly themes: readonly string[];
  /** Switches the theme for the visit; it is remembered in the cookie when consent allows. */
  readonly setTheme: (theme: string) => void;
}

export const ThemeContext = createContext<ThemeState | null>(null);

/** SPEC §8: throws when no ThemeProvider wraps the caller. */
export function useTheme(): ThemeState {
  return useRequiredContext(ThemeContext, THEME_PROVIDER_MISSING);
}
