/**
 * Why a consent sync came out as it did (SPEC §4 Consent sync), in words a
 * reader of `dsp consent sync` can check: whether the user counts as logged
 * in and from what, that account-consent reading is off, and that a device
 * consent without a timestamp got the default one (SPEC §9).
 */
import type { ConsentRecord } from './consent-record';
import type { ConsentSyncDecision } from './consent-sync';
import { formatConsentTimestamp, DEFAULT_DEVICE_CONSENT_TIMESTAMP } from './consent-timestamp';

export interface ConsentSyncReasonInput {
  /** How the logged-in state was settled, as one reason ("logged in (--logged-in)"). */
  readonly loggedInBecause: string;
  readonly isLoggedIn: boolean;
  readonly device: ConsentRecord | null;
  readonly account: ConsentRecord | null;
  readonly accountConsentReading: 'off' | 'on';
  /** The option names to point at, e.g. { deviceTimestamp: '--device-timestamp', account: '--account' }. */
  readonly options: { readonly deviceTimestamp: string; readonly account: string };
}

/**
 * The reasons behind a decision, in the order the rules are applied.
 *
 * @example explainConsentSync(input, { decision: 'APPLY_DEVICE_CONSENT', ... })
 * // ['logged in (--logged-in)', 'account-consent reading is off in the store (SPEC §4), ...', ...]
 */
export function explainConsentSync(input: ConsentSyncReasonInput, result: ConsentSyncDecision): string[] {
  const reasons = [input.loggedInBecause];
  if (!input.isLoggedIn) reasons.push('so the sync is skipped and the device consent is kept (SPEC §4 rule 1)');
  else if (input.accountConsentReading === 'off') {
    reasons.push(
      `account-consent reading is off in the store (SPEC §4), so the account consent counts as absent; give ${input.options.account} to apply the full rules`,
    );
  } else if (input.account === null) {
    reasons.push('there is no account consent to compare with, so the device consent applies (SPEC §4 rule 2)');
  } else if (input.device !== null) {
    reasons.push(`device ${input.device.type}, account ${input.account.type} (SPEC §4 rule 3): ${result.decision}`);
    if (input.device.type === 'EXPLICIT' && input.account.type === 'EXPLICIT' && input.account.lastUpdated === null) {
      reasons.push('the account consent has no timestamp, so the device consent is taken as newer');
    }
  }
  if (input.device !== null && input.device.lastUpdated === null) {
    reasons.push(
      `the device consent has no .consent-ts (${input.options.deviceTimestamp}), so it gets the default timestamp ${formatConsentTimestamp(DEFAULT_DEVICE_CONSENT_TIMESTAMP)} (SPEC §4, §9)`,
    );
  }
  return reasons;
}
