/**
 * Reads and writes cookies through `document.cookie` (browser I/O), with
 * every write planned by core's consent-aware rules (SPEC §5 Cookie writing).
 */
import {
  CONSENT_COOKIE_KEY,
  CONSENT_TS_COOKIE_KEY,
  findCookieByKey,
  parseCookieHeader,
  planCookieWrite,
  registeredCookieName,
} from '../../core/cookies';
import { buildDeviceConsent, evaluateConsent, type ConsentEvaluation } from '../../core/consent';
import { SWISS_PORTAL_ID } from '../../core/site';

export function readDocumentCookies(): ReadonlyMap<string, string> {
  return parseCookieHeader(document.cookie);
}

/** The reader's consent per category, from the `.consent` and `.consent-ts` cookies (web, Swiss portal). */
export function readConsentEvaluation(): ConsentEvaluation {
  const cookies = readDocumentCookies();
  const record = buildDeviceConsent({
    consentCookie: cookies.get(registeredCookieName(CONSENT_COOKIE_KEY)),
    consentTsCookie: cookies.get(registeredCookieName(CONSENT_TS_COOKIE_KEY)),
    isIos: false,
    portalId: SWISS_PORTAL_ID,
  });
  return evaluateConsent(record);
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
