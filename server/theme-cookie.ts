/**
 * The theme of a request, from the theme-shade cookie (SPEC §3 Theme, cookie
 * registry 'theme-shade' → '.themeshade', "dark-mode preference"), so the
 * first paint already has the right theme: no flash.
 *
 * Decision: the cookie holds either a whole theme id of the site
 * ('lakeside-dark', what the viewer's theme switcher writes, brand and shade
 * chosen together) or a bare shade, 'light' or 'dark', which takes the brand
 * of site.defaultTheme ('dark' → 'alpine-dark'). Anything else, or no cookie,
 * gives site.defaultTheme.
 */
import type { SiteRecord } from '../core/bundle';
import { findCookieByKey } from '../core/cookies';

export const THEME_SHADE_COOKIE = findCookieByKey('theme-shade')?.name ?? '.themeshade';
export const THEME_SHADES = ['light', 'dark'] as const;

/**
 * @example
 * themeFromCookies(new Map([['.themeshade', 'dark']]), site) // 'alpine-dark'
 * themeFromCookies(new Map([['.themeshade', 'lakeside-light']]), site) // 'lakeside-light'
 */
export function themeFromCookies(cookies: ReadonlyMap<string, string>, site: Pick<SiteRecord, 'themes' | 'defaultTheme'>): string {
  const value = cookies.get(THEME_SHADE_COOKIE);
  if (value === undefined) return site.defaultTheme;
  if (site.themes.includes(value)) return value;
  if (!(THEME_SHADES as readonly string[]).includes(value)) return site.defaultTheme;
  const hyphen = site.defaultTheme.indexOf('-');
  const brand = hyphen === -1 ? site.defaultTheme : site.defaultTheme.slice(0, hyphen);
  const theme = `${brand}-${value}`;
  return site.themes.includes(theme) ? theme : site.defaultTheme;
}
