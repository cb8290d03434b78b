/** The registry keys of the cookies the viewer writes (SPEC §3 Cookie registry). */
export const DEV_MODE_COOKIE_KEY = 'design-system-dev-mode';
/**
 * The theme preference: the registry's theme-shade cookie ('.themeshade')
 * holds the whole theme id ('lakeside-dark'), since brand and shade are chosen
 * together; the server reads it the same way (server/theme-cookie.ts).
 */
export const THEME_COOKIE_KEY = 'theme-shade';
export const CONSENT_COOKIE_KEY = 'consent';
export const CONSENT_TS_COOKIE_KEY = 'consent-ts';
