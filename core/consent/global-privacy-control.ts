/**
 * Global Privacy Control: a browser that sends `Sec-GPC: 1` (or exposes
 * `navigator.globalPrivacyControl`) tells every site its reader refuses the
 * sale and sharing of their data. Without an explicit consent the reader is
 * treated as refusing Marketing and Performance; an EXPLICIT consent the
 * reader saved wins over the signal (as cookieconsent's respectGpc does).
 * The SPEC has no signal; the consent states are those of SPEC §4.
 */
import type { ConsentRecord } from './consent-record';
import type { ConsentEvaluation } from './evaluate-consent';

/**
 * Whether a `Sec-GPC` request header carries the signal: exactly "1"
 * (GPC specification, "The Sec-GPC Header Field"), spaces around it allowed.
 *
 * @example isGpcHeaderSet('1') // true
 * @example isGpcHeaderSet('0') // false
 */
export function isGpcHeaderSet(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() === '1';
}

/**
 * Whether the signal changes anything: it is on and the reader has no EXPLICIT consent.
 *
 * @example isGpcApplied(null, true) // true
 */
export function isGpcApplied(record: ConsentRecord | null, signal: boolean): boolean {
  return signal && record?.type !== 'EXPLICIT';
}

/**
 * The evaluation with the signal applied: Marketing, Performance (and iOS
 * marketing, where evaluated) DECLINED when the signal applies; otherwise unchanged.
 *
 * @example applyGlobalPrivacyControl(null, evaluateConsent(null), true)
 * // { personalization: 'OUTDATED', marketing: 'DECLINED', performance: 'DECLINED' }
 */
export function applyGlobalPrivacyControl(record: ConsentRecord | null, evaluation: ConsentEvaluation, signal: boolean): ConsentEvaluation {
  if (!isGpcApplied(record, signal)) return evaluation;
  const refused = { ...evaluation, marketing: 'DECLINED', performance: 'DECLINED' } as const;
  return evaluation.iosMarketing === undefined ? refused : { ...refused, iosMarketing: 'DECLINED' };
}
