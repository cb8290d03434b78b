import { describe, it, expect } from 'vitest';
import { evaluateConsent, isConsentComplete, type ConsentEvaluation, type ConsentRecord, type ConsentType } from '../../../core/consent';

const SWISS = 406802;
const OTHER = 2705624;

const record = (type: ConsentType): ConsentRecord => ({
  consent: { Personalization: 1, Marketing: 0, Performance: 1 },
  consentSource: 'webOrAndroid',
  type,
  lastUpdated: null,
});
const allAccepted: ConsentEvaluation = { personalization: 'ACCEPTED', marketing: 'ACCEPTED', performance: 'ACCEPTED' };

describe('§4 Consent per category: completeness', () => {
  it.each<[string, ConsentType, ConsentEvaluation, boolean]>([
    ['EXPLICIT, nothing outdated', 'EXPLICIT', allAccepted, true],
    ['EXPLICIT, some declined', 'EXPLICIT', { ...allAccepted, marketing: 'DECLINED' }, true],
    ['EXPLICIT, all declined', 'EXPLICIT', { personalization: 'DECLINED', marketing: 'DECLINED', performance: 'DECLINED' }, true],
    ['IMPLICIT, nothing outdated', 'IMPLICIT', allAccepted, false],
    ['EXPLICIT, personalization outdated', 'EXPLICIT', { ...allAccepted, personalization: 'OUTDATED' }, false],
    ['EXPLICIT, marketing outdated', 'EXPLICIT', { ...allAccepted, marketing: 'OUTDATED' }, false],
    ['EXPLICIT, performance outdated', 'EXPLICIT', { ...allAccepted, performance: 'OUTDATED' }, false],
    ['EXPLICIT, iOS marketing outdated', 'EXPLICIT', { ...allAccepted, iosMarketing: 'OUTDATED' }, false],
    ['EXPLICIT, iOS marketing accepted', 'EXPLICIT', { ...allAccepted, iosMarketing: 'ACCEPTED' }, true],
  ])('on another portal: %s -> %s', (_label, type, evaluation, expected) => {
    expect(isConsentComplete(record(type), evaluation, OTHER)).toBe(expected);
  });

  it.each<[string, ConsentRecord | null, ConsentEvaluation | null]>([
    ['IMPLICIT', record('IMPLICIT'), allAccepted],
    ['outdated', record('EXPLICIT'), { ...allAccepted, performance: 'OUTDATED' }],
    ['a missing record', null, null],
  ])('always counts as complete on the Swiss portal 406802: %s', (_label, rec, evaluation) => {
    expect(isConsentComplete(rec, evaluation, SWISS)).toBe(true);
  });

  it('counts a missing record as not complete on another portal', () => {
    expect(isConsentComplete(null, null, OTHER)).toBe(false);
    expect(isConsentComplete(null, allAccepted, OTHER)).toBe(false);
  });

  it('works with evaluateConsent end to end', () => {
    const rec: ConsentRecord = {
      consent: { Personalization: 1, Marketing: 0, Performance: 1 },
      consentSource: 'webOrAndroid',
      type: 'EXPLICIT',
      lastUpdated: null,
    };
    expect(isConsentComplete(rec, evaluateConsent(rec), OTHER)).toBe(true);
    expect(isConsentComplete(rec, evaluateConsent(rec, { Performance: 2 }), OTHER)).toBe(false);
  });
});
