/**
 * Evaluates a consent record per category as DECLINED, ACCEPTED or OUTDATED
 * against the required versions (SPEC §4 Consent per category).
 */
import type { ConsentRecord } from './consent-record';

export type ConsentState = 'DECLINED' | 'ACCEPTED' | 'OUTDATED';

export interface ConsentEvaluation {
  readonly personalization: ConsentState;
  readonly marketing: ConsentState;
  readonly performance: ConsentState;
  /** Present only when the consent source is iOS (SPEC §4). */
  readonly iosMarketing?: ConsentState;
}

export interface RequiredConsentVersions {
  readonly Personalization: number;
  readonly Marketing: number;
  readonly Performance: number;
  readonly iOSMarketing: number;
}

/**
 * The current required version per category. The SPEC names "the current
 * required version" but gives no numbers; 1 is the first version a cookie can
 * hold besides 0 (declined). Override per call when a version is raised.
 */
export const DEFAULT_REQUIRED_CONSENT_VERSIONS: RequiredConsentVersions = {
  Personalization: 1,
  Marketing: 1,
  Performance: 1,
  iOSMarketing: 1,
};

// SPEC §4: 0 is DECLINED, at or above the required version ACCEPTED, anything
// else (lower, missing, negative, not a number) OUTDATED.
function stateOf(stored: number | undefined, required: number): ConsentState {
  if (stored === 0) return 'DECLINED';
  if (typeof stored === 'number' && stored >= required) return 'ACCEPTED';
  return 'OUTDATED';
}

/**
 * The state of each evaluated category; a missing record counts as OUTDATED
 * everywhere (nothing was consented to).
 *
 * @example evaluateConsent({ consent: { Personalization: 1, Performance: 0, Marketing: 1 }, consentSource: 'webOrAndroid', type: 'EXPLICIT', lastUpdated: null })
 * // { personalization: 'ACCEPTED', marketing: 'ACCEPTED', performance: 'DECLINED' }
 */
export function evaluateConsent(record: ConsentRecord | null, requiredVersions: Partial<RequiredConsentVersions> = {}): ConsentEvaluation {
  const required: RequiredConsentVersions = { ...DEFAULT_REQUIRED_CONSENT_VERSIONS, ...requiredVersions };
  const consent = record?.consent ?? {};
  const evaluation = {
    personalization: stateOf(consent.Personalization, required.Personalization),
    marketing: stateOf(consent.Marketing, required.Marketing),
    performance: stateOf(consent.Performance, required.Performance),
  };
  // SPEC §4: iOS marketing is evaluated only when the source is iOS.
  if (record?.consentSource === 'iOS') {
    return { ...evaluation, iosMarketing: stateOf(consent.iOSMarketing, required.iOSMarketing) };
  }
  return evaluation;
}
