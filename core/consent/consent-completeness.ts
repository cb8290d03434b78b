/**
 * Decides whether consent is complete, i.e. whether the viewer need not be
 * asked again (SPEC §4 Consent per category).
 */
import { SWISS_PORTAL_ID } from '../site';
import type { ConsentEvaluation } from './evaluate-consent';
import type { ConsentRecord } from './consent-record';

/**
 * Complete when the record's type is not IMPLICIT and no evaluated category is
 * OUTDATED; on the Swiss portal (SPEC §9: 406802) always complete. A missing
 * record or evaluation is not complete elsewhere (Decision: nothing was chosen).
 *
 * @example isConsentComplete(record, evaluateConsent(record), 406802) // true
 */
export function isConsentComplete(record: ConsentRecord | null, evaluation: ConsentEvaluation | null, portalId: number): boolean {
  // SPEC §4: "On the Swiss portal consent always counts as complete."
  if (portalId === SWISS_PORTAL_ID) return true;
  if (record === null || evaluation === null) return false;
  if (record.type === 'IMPLICIT') return false;
  const states = [evaluation.personalization, evaluation.marketing, evaluation.performance];
  if (evaluation.iosMarketing !== undefined) states.push(evaluation.iosMarketing);
  return !states.includes('OUTDATED');
}
