/**
 * Reads and writes cookies through `document.cookie` (browser I/O), with
 * every write planned by core's consent-aware rules (SPEC §5 Cookie writing).
 */
import { findCookieByKey, parseCookieHeader, planCookieWrite } from '../../core/cookies';
import { buildDeviceConsent, evaluateConsent, type ConsentEvaluation } from '../../core/consent';
import { SWISS_PORTAL_ID } from '../../core/site';
import { CONSENT_COOKIE_KEY, CONSENT_TS_COOKIE_KEY } from './cookie-keys';

export { CONSENT_COOKIE_KEY, CONSENT_TS_COOKIE_KEY, DEV_MODE_COOKIE_KEY, THEME_COOKIE_KEY } from './cookie-keys';

export function readDocumentCookies(): ReadonlyMap<string, string> {
  return parseCookieHeader(document.cookie);
}

/** The reader's consent per category, from the `.consent` and `.consent-ts` cookies (web, Swiss portal). */
export function readConsentEvaluation(): ConsentEvaluation {
  const cookies = readDocumentCookies();
  const nameOf = (key: string) => findCookieByKey(key)?.name ?? key;
  const record = buildDeviceConsent({
    consentCookie: cookies.get(nameOf(CONSENT_COOKIE_KEY)),
    consentTsCookie: cookies.get(nameOf(CONSENT_TS_COOKIE_KEY)),
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
