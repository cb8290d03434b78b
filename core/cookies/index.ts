/**
 * Public names of the cookie rules: the registry of SPEC §3, reading the
 * Cookie header, and writing cookies under consent (SPEC §5 Cookie writing).
 */
export { COOKIE_CATEGORIES } from './cookie-definition';
export type { CookieCategory, CookieDefinition, CookieSameSite } from './cookie-definition';
export { createCookieRegistry } from './cookie-registry';
export { cookieDefinitionIssues, isCookieNameToken, validateCookieRegistry } from './cookie-registry-validation';
export { cookieRegistry, findCookieByKey, findCookieByName } from './registered-cookies';
export { cookieHeaderIssues, parseCookieHeader } from './cookie-header';
export { splitPastedHeaderName } from './pasted-header-name';
export type { PastedHeader, PastedHeaderName } from './pasted-header-name';
export {
  ACCESS_TOKEN_INFO_COOKIE_KEY,
  CONSENT_COOKIE_KEY,
  CONSENT_TS_COOKIE_KEY,
  DEV_MODE_COOKIE_KEY,
  DEV_MODE_COOKIE_NAME,
  DEV_MODE_ON,
  THEME_COOKIE_KEY,
  THEME_COOKIE_NAME,
  THEME_SHADES,
  devModeCookieValue,
  isDevModeCookieOn,
  preferencesFromCookies,
  hasThemeChoice,
  registeredCookieName,
  themeCookieValue,
  themeFromCookieValue,
} from './preference-cookies';
export { SCROLL_POSITIONS_STORAGE_KEY, storageRegistry } from './storage-registry';
export type { StorageDefinition } from './storage-registry';
export { parseInteger } from './parse-integer';
export { encodeCookieValue } from './cookie-value';
export { MAX_COOKIE_LIFETIME_MS, cookieExpiry, isCookieCategoryAllowed, planCookieWrite } from './cookie-writing';
export type {
  ConsentEvaluationLike,
  CookieConsentStatus,
  CookieWritePlan,
  CookieWriteRefusal,
  CookieWriteRequest,
} from './cookie-writing';
