/**
 * Builds the device consent from the `.consent` and `.consent-ts` cookies
 * (SPEC §3 Consent, §5 Consent cookie string): which categories must be
 * present depends on whether the viewer is in the iOS app.
 */
import type { ConsentCategory, ConsentValues } from './consent-category';
import type { ConsentRecord, ConsentSource } from './consent-record';
import { parseConsentCookie } from './parse-consent-cookie';
import { parseConsentTimestamp } from './consent-timestamp';

export interface DeviceConsentInput {
  /** Value of the `.consent` cookie; null or undefined when the cookie is absent. */
  readonly consentCookie: string | null | undefined;
  /** Value of the `.consent-ts` cookie; null or undefined when the cookie is absent. */
  readonly consentTsCookie: string | null | undefined;
  /** True when the page is shown inside the iOS app. */
  readonly isIos: boolean;
  /**
   * The portal (SPEC §9 Portal ids). The SPEC says the Swiss portal is taken
   * into account but defines its effect only on completeness (SPEC §4), so the
   * record itself does not depend on it; pass the same id to isConsentComplete.
   */
  readonly portalId: number;
}

// SPEC §3 Consent, §5: the categories each source must hold for consent to be taken.
const REQUIRED_BY_SOURCE: Readonly<Record<ConsentSource, readonly ConsentCategory[]>> = {
  webOrAndroid: ['Personalization', 'Performance', 'Marketing'],
  iOS: ['Personalization', 'Performance', 'iOSMarketing'],
};

/**
 * The device consent record, or null when no consent is taken: the cookie is
 * absent or invalid, or a category its source requires is missing. A missing
 * or invalid consent-ts cookie leaves lastUpdated null (the consent still counts).
 *
 * @example buildDeviceConsent({ consentCookie: 'pe1fu1im1e', consentTsCookie: '68503b37', isIos: true, portalId: 2705624 })
 * // { consent: { Performance: 1, Personalization: 1, iOSMarketing: 1, Marketing: 0 }, consentSource: 'iOS', type: 'EXPLICIT', lastUpdated: 1750088503 }
 */
export function buildDeviceConsent(input: DeviceConsentInput): ConsentRecord | null {
  if (typeof input.consentCookie !== 'string') return null;
  const parsed = parseConsentCookie(input.consentCookie);
  if (parsed === null) return null;
  const consentSource: ConsentSource = input.isIos ? 'iOS' : 'webOrAndroid';
  const required = REQUIRED_BY_SOURCE[consentSource];

  const consent: ConsentValues = {};
  // Decision (SPEC silent on sn): strictly necessary is kept when present.
  if (parsed.values.StrictlyNecessary !== undefined) consent.StrictlyNecessary = parsed.values.StrictlyNecessary;
  for (const category of required) {
    const version = parsed.values[category];
    if (version === undefined) return null;
    consent[category] = version;
  }
  // SPEC §3 Consent: iOS consent forces ma to 0. Decision (SPEC silent): a
  // web/Android consent "holds fu, pe and ma", so a stray im is dropped.
  if (consentSource === 'iOS') consent.Marketing = 0;

  const lastUpdated = typeof input.consentTsCookie === 'string' ? parseConsentTimestamp(input.consentTsCookie) : null;
  return { consent, consentSource, type: parsed.type, lastUpdated };
}
