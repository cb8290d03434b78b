/**
 * Decides which consent wins when the device consent and the account consent
 * differ (SPEC §4 Consent sync, §8 exhaustiveness error).
 */
import { CONSENT_CATEGORIES } from './consent-category';
import type { ConsentRecord } from './consent-record';
import { DEFAULT_DEVICE_CONSENT_TIMESTAMP } from './consent-timestamp';

export type ConsentSyncDecisionKind = 'SKIP_SYNC_NOT_LOGGED_IN' | 'APPLY_DEVICE_CONSENT' | 'APPLY_ACCOUNT_CONSENT' | 'CONSENTS_IN_SYNC';

export interface ConsentSyncInput {
  /** False for a low-trust session (SPEC §4 rule 1). */
  readonly isLoggedIn: boolean;
  readonly device: ConsentRecord | null;
  readonly account: ConsentRecord | null;
  /**
   * SPEC §4: reading the account consent is currently switched off, so by
   * default ('off') the account consent is treated as absent. 'on' applies the
   * full rules.
   */
  readonly accountConsentReading?: 'off' | 'on';
}

export interface ConsentSyncDecision {
  readonly decision: ConsentSyncDecisionKind;
  /** The consent to use from now on; null when neither side has one. */
  readonly consent: ConsentRecord | null;
  /** Only on APPLY_ACCOUNT_CONSENT: some category enabled on the device is disabled on the account. */
  readonly previouslyEnabledCategoriesAreNowDisabled?: boolean;
}

// SPEC §4: "A device consent with no lastUpdated gets a fixed default timestamp (hex 68503b37)."
function withDefaultTimestamp(device: ConsentRecord | null): ConsentRecord | null {
  if (device === null || device.lastUpdated !== null) return device;
  return { ...device, lastUpdated: DEFAULT_DEVICE_CONSENT_TIMESTAMP };
}

// SPEC §4: true when some category is enabled (> 0) on the device but disabled
// (0) on the account. A category the account lacks is not "disabled" there.
function someCategoryNowDisabled(device: ConsentRecord | null, account: ConsentRecord): boolean {
  if (device === null) return false;
  return CONSENT_CATEGORIES.some((category) => {
    const before = device.consent[category];
    return typeof before === 'number' && before > 0 && account.consent[category] === 0;
  });
}

function applyAccount(device: ConsentRecord | null, account: ConsentRecord): ConsentSyncDecision {
  return {
    decision: 'APPLY_ACCOUNT_CONSENT',
    consent: account,
    previouslyEnabledCategoriesAreNowDisabled: someCategoryNowDisabled(device, account),
  };
}

/**
 * The sync decision and the consent it leaves in force. Throws an error for a
 * consent type pair outside EXPLICIT/IMPLICIT (SPEC §8: exhaustiveness error).
 *
 * @example decideConsentSync({ isLoggedIn: true, device, account: null }) // { decision: 'APPLY_DEVICE_CONSENT', consent: device }
 */
export function decideConsentSync(input: ConsentSyncInput): ConsentSyncDecision {
  const device = withDefaultTimestamp(input.device);
  // Rule 1: a visitor who is not logged in keeps the device consent.
  if (!input.isLoggedIn) return { decision: 'SKIP_SYNC_NOT_LOGGED_IN', consent: device };
  const account = (input.accountConsentReading ?? 'off') === 'on' ? input.account : null;
  // Rule 2: no account consent.
  if (account === null) return { decision: 'APPLY_DEVICE_CONSENT', consent: device };
  // Decision (SPEC silent): an account consent but no device consent; the
  // account consent is the only one there is.
  if (device === null) return applyAccount(null, account);

  // Rule 3, by the type pair (device first, account second).
  const pair = `${device.type}/${account.type}` as `${typeof device.type}/${typeof account.type}`;
  switch (pair) {
    case 'EXPLICIT/EXPLICIT': {
      const deviceTs = device.lastUpdated ?? DEFAULT_DEVICE_CONSENT_TIMESTAMP;
      if (account.lastUpdated === null || deviceTs > account.lastUpdated) {
        return { decision: 'APPLY_DEVICE_CONSENT', consent: device };
      }
      if (deviceTs < account.lastUpdated) return applyAccount(device, account);
      // Equal timestamps: "the account consent is kept".
      return { decision: 'CONSENTS_IN_SYNC', consent: account };
    }
    case 'IMPLICIT/EXPLICIT':
      return applyAccount(device, account);
    case 'EXPLICIT/IMPLICIT':
      return { decision: 'APPLY_DEVICE_CONSENT', consent: device };
    case 'IMPLICIT/IMPLICIT':
      // Decision (SPEC lists no consent here): as with equal timestamps, the account consent is kept.
      return { decision: 'CONSENTS_IN_SYNC', consent: account };
    default: {
      const unexpected: never = pair;
      throw new Error(`Unexpected consent type pair in sync: ${String(unexpected)}`);
    }
  }
}
