/**
 * Decides whether and how a registered cookie is written (SPEC §5 Cookie
 * writing): the consent gate per category, the expiry, and the Set-Cookie
 * string with its attributes. The caller passes the clock in.
 */
import type { CookieCategory, CookieDefinition } from './cookie-definition';
import { cookieDefinitionIssues } from './cookie-registry-validation';
import { encodeCookieValue } from './cookie-value';

/** The per-category consent status of SPEC §4 "Consent per category". */
export type CookieConsentStatus = 'DECLINED' | 'ACCEPTED' | 'OUTDATED';

/**
 * The evaluated consent as the consent rules produce it, described here by
 * shape only so that writing cookies does not depend on how consent is read.
 */
export interface ConsentEvaluationLike {
  readonly personalization: CookieConsentStatus;
  readonly marketing: CookieConsentStatus;
  readonly performance: CookieConsentStatus;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Browsers cap a cookie's lifetime at 400 days (RFC 6265bis, "Cookie Lifetime
 * Limits"), so the 3650-day analytics id and the 365-day cookies are written
 * with at most 400 days, and what we write is what the browser keeps.
 */
export const MAX_COOKIE_LIFETIME_MS = 400 * DAY;

/**
 * Whether consent allows writing cookies of a category (SPEC §5): Essential is
 * strictly necessary and always allowed; Functional needs personalization,
 * Marketing needs marketing, Performance needs performance.
 *
 * @example
 * isCookieCategoryAllowed('Functional', { personalization: 'ACCEPTED', marketing: 'DECLINED', performance: 'DECLINED' }) // true
 */
export function isCookieCategoryAllowed(category: CookieCategory, consent: ConsentEvaluationLike): boolean {
  // Only ACCEPTED allows: OUTDATED means the visitor agreed to an older version
  // of the category's terms (SPEC §4), which is not consent to the current one.
  switch (category) {
    case 'Essential':
      return true;
    case 'Functional':
      return consent.personalization === 'ACCEPTED';
    case 'Marketing':
      return consent.marketing === 'ACCEPTED';
    case 'Performance':
      return consent.performance === 'ACCEPTED';
  }
}

/**
 * The expiry of a cookie written now (SPEC §5): '0' for a session cookie
 * (duration 0), otherwise the instant now + duration in epoch milliseconds,
 * with the duration clamped to MAX_COOKIE_LIFETIME_MS.
 *
 * @example
 * cookieExpiry(0, 1_700_000_000_000) // '0'
 * cookieExpiry(2 * 60 * 60 * 1000, 1_700_000_000_000) // 1_700_007_200_000
 */
export function cookieExpiry(duration: number, nowMs: number): '0' | number {
  if (duration === 0) return '0';
  return nowMs + Math.min(duration, MAX_COOKIE_LIFETIME_MS);
}

export interface CookieWriteRequest {
  readonly definition: CookieDefinition;
  /** The value as text; it is percent-encoded where RFC 6265 requires. */
  readonly value: string;
  readonly consent: ConsentEvaluationLike;
  /** The current instant in epoch milliseconds. */
  readonly now: number;
}

/** Why a cookie is not written. */
export type CookieWriteRefusal = 'invalidDefinition' | 'noDuration' | 'consent' | 'invalidValue' | 'invalidNow';

export type CookieWritePlan =
  | { readonly ok: true; readonly setCookie: string }
  | { readonly ok: false; readonly reason: CookieWriteRefusal; readonly message: string };

const SAME_SITE_ATTRIBUTE = { strict: 'Strict', lax: 'Lax', none: 'None' } as const;

/**
 * Plans writing one cookie: refuses when the definition is invalid, has no
 * duration, or consent does not allow its category; otherwise returns the
 * Set-Cookie string with Path, Expires and Max-Age (not for session cookies),
 * Secure, HttpOnly and SameSite as defined. The same string serves
 * `document.cookie`, except that browsers ignore an HttpOnly cookie written by
 * a script (RFC 6265 §5.3 step 10), so those are written by the server.
 *
 * @example
 * const consent = { personalization: 'ACCEPTED', marketing: 'DECLINED', performance: 'DECLINED' } as const;
 * planCookieWrite({ definition: findCookieByKey('theme-shade')!, value: 'dark', consent, now: 0 })
 * // { ok: true, setCookie: '.themeshade=dark; Path=/; Expires=Fri, 01 Jan 1971 00:00:00 GMT; Max-Age=31536000; Secure; SameSite=Lax' }
 */
export function planCookieWrite(request: CookieWriteRequest): CookieWritePlan {
  const { definition, value, consent, now } = request;
  const issues = cookieDefinitionIssues(definition, 0);
  if (issues.length > 0) {
    return refuse('invalidDefinition', issues.map((issue) => issue.message).join('; '));
  }
  const { name, duration } = definition;
  // Cookies the SPEC lists without a duration are written by their owners'
  // own rules, never with a guessed lifetime.
  if (duration === undefined) return refuse('noDuration', `${name} has no duration in the registry`);
  if (!isCookieCategoryAllowed(definition.category, consent)) {
    return refuse('consent', `consent does not allow ${definition.category} cookies such as ${name}`);
  }
  const encoded = encodeCookieValue(value);
  if (encoded === null) return refuse('invalidValue', `the value of ${name} holds a lone surrogate`);

  const attributes = [`${name}=${encoded}`, `Path=${definition.path}`];
  const expiry = cookieExpiry(duration, now);
  // A session cookie carries neither Expires nor Max-Age (RFC 6265 §5.3 step 3).
  if (expiry !== '0') {
    const expires = new Date(expiry);
    if (Number.isNaN(expires.getTime())) return refuse('invalidNow', `now (${now}) is not a usable instant`);
    // Max-Age wins over Expires where both are understood (RFC 6265 §5.3 step 3);
    // Expires is for older clients. Rounded up: Max-Age=0 would delete the cookie.
    const maxAge = Math.ceil(Math.min(duration, MAX_COOKIE_LIFETIME_MS) / 1000);
    attributes.push(`Expires=${expires.toUTCString()}`, `Max-Age=${maxAge}`);
  }
  if (definition.secure) attributes.push('Secure');
  if (definition.httpOnly) attributes.push('HttpOnly');
  if (definition.sameSite !== undefined) attributes.push(`SameSite=${SAME_SITE_ATTRIBUTE[definition.sameSite]}`);
  return { ok: true, setCookie: attributes.join('; ') };
}

function refuse(reason: CookieWriteRefusal, message: string): CookieWritePlan {
  return { ok: false, reason, message };
}
