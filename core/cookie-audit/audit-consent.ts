/**
 * The consent states a cookie audit runs under: none, one non-essential
 * category alone (pe, fu, ma), or all; what each grants (SPEC §5 Cookie
 * writing: Essential always, Functional with personalization, Performance and
 * Marketing with themselves) and the consent cookies that put a browser in it.
 */
import { consentChoiceCookies } from '../consent/consent-choice-cookies';
import type { RequiredConsentVersions } from '../consent/evaluate-consent';
import type { CookieCategory } from '../cookies/cookie-definition';
import { fail, ok, type Result } from '../result';

/** `first-visit`: no `.consent` placed and no click, a visitor who has not chosen yet; the others a saved choice. */
export type AuditConsent = 'first-visit' | 'none' | 'pe' | 'fu' | 'ma' | 'all' | 'accept' | 'reject';

/** `--consent each`: none, each non-essential category alone, then all. */
export const EACH_AUDIT_CONSENT: readonly AuditConsent[] = ['none', 'pe', 'fu', 'ma', 'all'];
/** Every state `--consent` takes by name; `accept` and `reject` are journeys (consent-journeys.ts). */
export const AUDIT_CONSENT_STATES: readonly AuditConsent[] = ['first-visit', ...EACH_AUDIT_CONSENT, 'accept', 'reject'];

const CODE_BY_CATEGORY = { Functional: 'fu', Performance: 'pe', Marketing: 'ma' } as const;
const CATEGORY_WORD = { fu: 'Personalization (fu)', pe: 'Performance (pe)', ma: 'Marketing (ma)' } as const;

/**
 * Reads the `--consent` option: `each`, or one or more of none, all, pe,
 * fu, ma separated by commas; duplicates are dropped, the order is kept.
 *
 * @example parseAuditConsent('each') // { ok: true, value: ['none', 'pe', 'fu', 'ma', 'all'] }
 */
export function parseAuditConsent(text: string): Result<readonly AuditConsent[]> {
  if (text.trim() === 'each') return ok(EACH_AUDIT_CONSENT);
  const states: AuditConsent[] = [];
  const parts = text.split(',');
  for (const [index, raw] of parts.entries()) {
    const part = raw.trim();
    const state = AUDIT_CONSENT_STATES.find((candidate) => candidate === part);
    if (state === undefined) {
      return fail({
        code: 'audit.badConsent',
        message: `consent state ${JSON.stringify(part)} is not one of each, first-visit, none, all, pe, fu, ma, accept, reject`,
        path: [index],
      });
    }
    if (!states.includes(state)) states.push(state);
  }
  return ok(states);
}

/**
 * Whether a state grants the consent a cookie category needs; Essential is
 * always granted (strictly necessary).
 *
 * @example isCategoryGranted('Functional', 'fu') // true
 */
export function isCategoryGranted(category: CookieCategory, state: AuditConsent): boolean {
  if (category === 'Essential' || state === 'all') return true;
  return CODE_BY_CATEGORY[category] === state;
}

/** The consent a category needs, in words: 'Personalization (fu)'. */
export function consentNeededFor(category: Exclude<CookieCategory, 'Essential'>): string {
  return CATEGORY_WORD[CODE_BY_CATEGORY[category]];
}

/** What a state grants, in words, for messages. */
export function describeAuditConsent(state: AuditConsent): string {
  if (state === 'first-visit') return 'first visit (no .consent, no choice made yet)';
  if (state === 'accept') return "a first visit's click on the banner's accept button, and what follows it";
  if (state === 'reject') return "a first visit's click on the banner's reject button, and what follows it";
  if (state === 'none') return 'no consent (every non-essential category refused)';
  if (state === 'all') return 'every category accepted';
  return `only ${CATEGORY_WORD[state]} accepted`;
}

/**
 * The `.consent` and `.consent-ts` values for a state, written the way the
 * store writes a saved choice: EXPLICIT, chosen categories at their current
 * required version, the others at 0.
 *
 * @example auditConsentCookies('fu', 1750088503000).consent // 'sn1pe0fu1ma0e'
 */
export function auditConsentCookies(
  state: AuditConsent,
  nowMs: number,
  versions?: RequiredConsentVersions,
): { readonly consent: string; readonly consentTs: string } {
  const choice = {
    personalization: state === 'all' || state === 'fu',
    performance: state === 'all' || state === 'pe',
    marketing: state === 'all' || state === 'ma',
  };
  return consentChoiceCookies(choice, nowMs, versions);
}
