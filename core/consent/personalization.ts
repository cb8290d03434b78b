/**
 * Decides whether personalization is on, from login state, the access token's
 * personalization status and the personalization consent (SPEC §4 Personalization).
 */
import type { ConsentState } from './evaluate-consent';

/** SPEC §3 Access-token info: derived from the personalization flag. */
export type PersonalizationStatus = 'ON' | 'OFF' | 'NO_INFORMATION';

export interface PersonalizationInput {
  readonly isLoggedIn: boolean;
  /** Read only when logged in. */
  readonly personalizationStatus: PersonalizationStatus;
  readonly personalizationConsent: ConsentState;
}

export interface PersonalizationDecision {
  readonly personalizationEnabled: boolean;
  /** True when the account's OFF status forces the personalization consent off (SPEC §4). */
  readonly personalizationConsentForcedOff: boolean;
}

/**
 * Not logged in: personalization is on exactly when its consent is ACCEPTED.
 * Logged in: OFF turns it off and forces the consent off; ON and
 * NO_INFORMATION turn it on whatever the device consent says.
 *
 * @example decidePersonalization({ isLoggedIn: true, personalizationStatus: 'OFF', personalizationConsent: 'ACCEPTED' })
 * // { personalizationEnabled: false, personalizationConsentForcedOff: true }
 */
export function decidePersonalization(input: PersonalizationInput): PersonalizationDecision {
  if (!input.isLoggedIn) {
    // SPEC §4: "Not logged in: personalization follows the personalization consent."
    return { personalizationEnabled: input.personalizationConsent === 'ACCEPTED', personalizationConsentForcedOff: false };
  }
  switch (input.personalizationStatus) {
    case 'OFF':
      return { personalizationEnabled: false, personalizationConsentForcedOff: true };
    case 'ON':
    case 'NO_INFORMATION':
      return { personalizationEnabled: true, personalizationConsentForcedOff: false };
    default: {
      const unexpected: never = input.personalizationStatus;
      throw new Error(`Unexpected personalization status: ${String(unexpected)}`);
    }
  }
}
