/**
 * The preference cookies (SPEC §3 Cookie registry, §4 Dev mode, §3 Theme):
 * their names from the registry, and how a value is written and read. The
 * server reads them for the first paint, the viewer writes them (consent
 * permitting, SPEC §5 Cookie writing) and `dsp cookies inspect` decodes them;
 * all three take the rules from here.
 *
 * Decision on the theme: the cookie holds either a whole theme id of the site
 * ('lakeside-dark', what the viewer's theme switcher writes, brand and shade
 * chosen together) or a bare shade, 'light' or 'dark', which takes the brand
 * of site.defaultTheme ('dark' → 'alpine-dark'). Anything else, or no cookie,
 * gives site.defaultTheme.
 */
import { findCookieByKey } from './registered-cookies';

/** Registry keys of the cookies the portal itself reads or writes. */
export const DEV_MODE_COOKIE_KEY = 'design-system-dev-mode';
export const THEME_COOKIE_KEY = 'theme-shade';
export const CONSENT_COOKIE_KEY = 'consent';
export const CONSENT_TS_COOKIE_KEY = 'consent-ts';
export const ACCESS_TOKEN_INFO_COOKIE_KEY = 'access-token-info';

/**
 * The cookie name the built-in registry gives a key. A key missing from the
 * registry is a mistake in this code, not in any input, so it throws at start-up.
 * @example registeredCookieName('theme-shade') // '.themeshade'
 */
export function registeredCookieName(key: string): string {
  const definition = findCookieByKey(key);
  if (definition === undefined) throw new Error(`The cookie registry has no key '${key}'; the built-in registry must list it.`);
  return definition.name;
}

export const DEV_MODE_COOKIE_NAME = registeredCookieName(DEV_MODE_COOKIE_KEY);
export const THEME_COOKIE_NAME = registeredCookieName(THEME_COOKIE_KEY);

/** SPEC §4 Dev mode: the value "true" means on; anything else, or no cookie, is off. */
export const DEV_MODE_ON = 'true';
const DEV_MODE_OFF = 'false';

export function devModeCookieValue(on: boolean): string {
  return on ? DEV_MODE_ON : DEV_MODE_OFF;
}

export function isDevModeCookieOn(value: string | undefined): boolean {
  return value === DEV_MODE_ON;
}

/** The shades a bare theme-cookie value may name. */
export const THEME_SHADES = ['light', 'dark'] as const;

interface ThemeChoices {
  readonly themes: readonly string[];
  readonly defaultTheme: string;
}

/** What the viewer writes for a theme: the whole theme id. */
export function themeCookieValue(theme: string): string {
  return theme;
}

/**
 * The theme a theme-cookie value names on this site.
 * @example themeFromCookieValue('dark', site) // 'alpine-dark'
 * @example themeFromCookieValue('lakeside-light', site) // 'lakeside-light'
 */
export function themeFromCookieValue(value: string | undefined, site: ThemeChoices): string {
  if (value === undefined) return site.defaultTheme;
  if (site.themes.includes(value)) return value;
  if (!(THEME_SHADES as readonly string[]).includes(value)) return site.defaultTheme;
  const hyphen = site.defaultTheme.indexOf('-');
  const brand = hyphen === -1 ? site.defaultTheme : site.defaultTheme.slice(0, hyphen);
  const theme = `${brand}-${value}`;
  return site.themes.includes(theme) ? theme : site.defaultTheme;
}

/** Dev mode and theme from a request's cookies (parsed by parseCookieHeader). */
export function preferencesFromCookies(
  cookies: ReadonlyMap<string, string>,
  site: ThemeChoices,
): { isDevMode: boolean; theme: string; followsSystemShade: boolean } {
  return {
    isDevMode: isDevModeCookieOn(cookies.get(DEV_MODE_COOKIE_NAME)),
    theme: themeFromCookieValue(cookies.get(THEME_COOKIE_NAME), site),
    followsSystemShade: !hasThemeChoice(cookies.get(THEME_COOKIE_NAME), site),
  };
}

/**
 * Whether a theme-cookie value is a reader's choice this site understands. Without one the shade follows the
 * reader's system (`prefers-color-scheme`), in the default theme's brand, and nothing is written.
 * @example hasThemeChoice(undefined, site) // false
 * @example hasThemeChoice('dark', site) // true
 */
export function hasThemeChoice(value: string | undefined, site: ThemeChoices): boolean {
  return value !== undefined && (site.themes.includes(value) || (THEME_SHADES as readonly string[]).includes(value));
}
