/**
 * The theme of a request, from the theme-shade cookie (SPEC §3 Theme, cookie
 * registry 'theme-shade' → '.themeshade', "dark-mode preference"), so the
 * first paint already has the right theme.
 *
 * Decision: the cookie holds the shade only, 'light' or 'dark'; the brand is
 * the site's: the brand part of site.defaultTheme ('alpine-light' → 'alpine').
 * The theme is '{brand}-{shade}' when the site lists it, otherwise (no cookie,
 * another value, a shade the site lacks) site.defaultTheme.
 */
import type { SiteRecord } from '../core/bundle';
import { findCookieByKey } from '../core/cookies';

export const THEME_SHADE_COOKIE = findCookieByKey('theme-shade')?.name ?? '.themeshade';
export const THEME_SHADES = ['light', 'dark'] as const;

/**
 * @example
 * themeFromCookies(new Map([['.themeshade', 'dark']]), site) // 'alpine-dark'
 */
export function themeFromCookies(cookies: ReadonlyMap<string, string>, site: Pick<SiteRecord, 'themes' | 'defaultTheme'>): string {
  const shade = cookies.get(THEME_SHADE_COOKIE);
  if (shade === undefined || !(THEME_SHADES as readonly string[]).includes(shade)) return site.defaultTheme;
  const hyphen = site.defaultTheme.indexOf('-');
  const brand = hyphen === -1 ? site.defaultTheme : site.defaultTheme.slice(0, hyphen);
  const theme = `${brand}-${shade}`;
  return site.themes.includes(theme) ? theme : site.defaultTheme;
}
