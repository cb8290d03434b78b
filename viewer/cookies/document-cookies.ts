/**
 * Reads and writes cookies through `document.cookie` (browser I/O), with
 * every write planned by core's consent-aware rules (SPEC §5 Cookie writing).
 */
import {
  CONSENT_COOKIE_KEY,
  CONSENT_TS_COOKIE_KEY,
  DEV_MODE_COOKIE_KEY,
  THEME_COOKIE_KEY,
  devModeCookieValue,
  findCookieByKey,
  parseCookieHeader,
  planCookieWrite,
  registeredCookieName,
  themeCookieValue,
} from '../../core/cookies';
import { applyGlobalPrivacyControl, buildDeviceConsent, evaluateConsent, isGpcApplied, type ConsentEvaluation } from '../../core/consent';
import { SWISS_PORTAL_ID } from '../../core/site';
import { readGlobalPrivacyControl } from '../consent/privacy-signal';
import { readIsIosApp } from '../state/platform';

export function readDocumentCookies(): ReadonlyMap<string, string> {
  return parseCookieHeader(document.cookie);
}

/** The reader's consent and what shaped it: the iOS app (SPEC §6) and Global Privacy Control. */
export interface ConsentStatus {
  readonly evaluation: ConsentEvaluation;
  /** True when the GPC signal turned Marketing and Performance off (no explicit consent). */
  readonly gpcApplied: boolean;
  readonly isIos: boolean;
}

/** The reader's consent per category, from the `.consent` and `.consent-ts` cookies (Swiss portal). */
export function readConsentStatus(): ConsentStatus {
  const cookies = readDocumentCookies();
  const isIos = readIsIosApp();
  const record = buildDeviceConsent({
    consentCookie: cookies.get(registeredCookieName(CONSENT_COOKIE_KEY)),
    consentTsCookie: cookies.get(registeredCookieName(CONSENT_TS_COOKIE_KEY)),
    isIos,
    portalId: SWISS_PORTAL_ID,
  });
  const signal = readGlobalPrivacyControl();
  return {
    evaluation: applyGlobalPrivacyControl(record, evaluateConsent(record), signal),
    gpcApplied: isGpcApplied(record, signal),
    isIos,
  };
}

export function readConsentEvaluation(): ConsentEvaluation {
  return readConsentStatus().evaluation;
}

/**
 * Writes a registered cookie when consent allows it; returns whether it was
 * written. A refusal is not an error: the choice then lasts for the visit.
 */
export function writeRegisteredCookie(key: string, value: string, consent = readConsentEvaluation()): boolean {
  const definition = findCookieByKey(key);
  if (definition === undefined) return false;
  const plan = planCookieWrite({ definition, value, consent, now: Date.now() });
  if (!plan.ok) return false;
  document.cookie = plan.setCookie;
  return true;
}

/** The reader's preferences (SPEC §3 Theme, §4 Dev mode), remembered when consent allows. */
export const preferenceWrites = {
  theme: (theme: string) => writeRegisteredCookie(THEME_COOKIE_KEY, themeCookieValue(theme)),
  devMode: (on: boolean) => writeRegisteredCookie(DEV_MODE_COOKIE_KEY, devModeCookieValue(on)),
};
