/**
 * Turns the reader's choices in the cookie settings into the `.consent` and
 * `.consent-ts` cookie values: an EXPLICIT web consent holding fu, pe and ma
 * (SPEC §3 Consent, §5), each at the current required version when accepted
 * and 0 when declined, and the time as Unix seconds.
 */
import { consentChoiceCookies, type ConsentChoice, type ConsentEvaluation, type ConsentState } from '../../core/consent';

export type { ConsentChoice } from '../../core/consent';

/** The categories the dialog offers, with what they allow on this site. */
export const CONSENT_CHOICES: readonly { readonly key: keyof ConsentChoice; readonly title: string; readonly description: string }[] = [
  {
    key: 'personalization',
    title: 'Personalization',
    description: 'Remembers your Dev mode and theme on this device.',
  },
  {
    key: 'performance',
    title: 'Performance',
    description: 'Lets us measure how the portal performs so we can make it faster.',
  },
  {
    key: 'marketing',
    title: 'Marketing',
    description: 'Used by the store for relevant offers; the portal itself sets none.',
  },
];

/** The cookie values of a saved choice, written the way the store writes them (core); in the iOS app marketing is im. */
export function consentCookieValues(choice: ConsentChoice, nowMs: number, isIos = false): { consent: string; consentTs: string } {
  return consentChoiceCookies(choice, nowMs, undefined, isIos);
}

/** The state the dialog shows for a category: in the iOS app marketing is iOS marketing (SPEC §3 Consent). */
export function shownState(evaluation: ConsentEvaluation, key: keyof ConsentChoice, isIos: boolean): ConsentState {
  return key === 'marketing' && isIos ? (evaluation.iosMarketing ?? evaluation.marketing) : evaluation[key];
}

/** The choice the dialog starts from: accepted categories checked. */
export function choiceFromEvaluation(evaluation: ConsentEvaluation, isIos = false): ConsentChoice {
  return {
    personalization: evaluation.personalization === 'ACCEPTED',
    performance: evaluation.performance === 'ACCEPTED',
    marketing: shownState(evaluation, 'marketing', isIos) === 'ACCEPTED',
  };
}

/** How a category's state reads in the dialog (SPEC §4 Consent per category). */
export function consentStateLabel(state: ConsentState): string {
  switch (state) {
    case 'ACCEPTED':
      return 'Accepted';
    case 'DECLINED':
      return 'Declined';
    case 'OUTDATED':
      return 'Not chosen yet';
  }
}
