import { describe, it, expect } from 'vitest';
import {
  DEFAULT_REQUIRED_CONSENT_VERSIONS,
  evaluateConsent,
  type ConsentRecord,
  type ConsentState,
  type ConsentValues,
} from '../../../core/consent';

const web = (consent: ConsentValues): ConsentRecord => ({ consent, consentSource: 'webOrAndroid', type: 'EXPLICIT', lastUpdated: null });
const ios = (consent: ConsentValues): ConsentRecord => ({ consent, consentSource: 'iOS', type: 'EXPLICIT', lastUpdated: null });

describe('§4 Consent per category', () => {
  it('requires version 1 of each category by default', () => {
    expect(DEFAULT_REQUIRED_CONSENT_VERSIONS).toEqual({ Personalization: 1, Marketing: 1, Performance: 1, iOSMarketing: 1 });
  });

  // Stored value, required version, expected state (SPEC §4).
  it.each<[number | undefined, number, ConsentState]>([
    [0, 1, 'DECLINED'],
    [0, 3, 'DECLINED'],
    [1, 1, 'ACCEPTED'],
    [2, 1, 'ACCEPTED'],
    [3, 3, 'ACCEPTED'],
    [4, 3, 'ACCEPTED'],
    [2, 3, 'OUTDATED'],
    [1, 3, 'OUTDATED'],
    [undefined, 1, 'OUTDATED'],
    [-1, 1, 'OUTDATED'],
    [Number.NaN, 1, 'OUTDATED'],
    [0, 0, 'DECLINED'],
  ])('stored %s against required version %i is %s', (stored, required, expected) => {
    const consent: ConsentValues = stored === undefined ? {} : { Personalization: stored, Marketing: stored, Performance: stored };
    expect(evaluateConsent(web(consent), { Personalization: required, Marketing: required, Performance: required })).toEqual({
      personalization: expected,
      marketing: expected,
      performance: expected,
    });
  });

  it('evaluates each category against its own required version', () => {
    expect(evaluateConsent(web({ Personalization: 2, Marketing: 2, Performance: 2 }), { Personalization: 2, Marketing: 3 })).toEqual({
      personalization: 'ACCEPTED',
      marketing: 'OUTDATED',
      performance: 'ACCEPTED',
    });
  });

  it('evaluates iOS marketing only when the source is iOS', () => {
    expect(evaluateConsent(web({ Personalization: 1, Marketing: 1, Performance: 1, iOSMarketing: 0 }))).toEqual({
      personalization: 'ACCEPTED',
      marketing: 'ACCEPTED',
      performance: 'ACCEPTED',
    });
    expect(evaluateConsent(ios({ Personalization: 1, Marketing: 0, Performance: 0, iOSMarketing: 1 }))).toEqual({
      personalization: 'ACCEPTED',
      marketing: 'DECLINED',
      performance: 'DECLINED',
      iosMarketing: 'ACCEPTED',
    });
  });

  it('has no iosMarketing key at all for a web/Android consent', () => {
    expect('iosMarketing' in evaluateConsent(web({ Personalization: 1 }))).toBe(false);
  });

  it('counts a missing iOS marketing value as OUTDATED on iOS', () => {
    expect(evaluateConsent(ios({ Personalization: 1, Marketing: 0, Performance: 1 })).iosMarketing).toBe('OUTDATED');
  });

  it('does not evaluate strictly necessary', () => {
    expect(Object.keys(evaluateConsent(web({ StrictlyNecessary: 0 }))).sort()).toEqual(['marketing', 'performance', 'personalization']);
  });

  it('treats a missing record as OUTDATED everywhere', () => {
    expect(evaluateConsent(null)).toEqual({ personalization: 'OUTDATED', marketing: 'OUTDATED', performance: 'OUTDATED' });
  });
});
