import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { buildDeviceConsent, evaluateConsent, isConsentComplete } from '../../../core/consent';

const cookie = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc
    .tuple(
      fc.shuffledSubarray(['sn', 'pe', 'fu', 'ma', 'im']),
      fc.array(fc.nat(3), { minLength: 5, maxLength: 5 }),
      fc.constantFrom('e', 'i'),
    )
    .map(([codes, versions, end]) => codes.map((code, index) => `${code}${versions[index] ?? 0}`).join('') + end),
  fc.constantFrom('__proto__', 'toString1e', '\uD800e'),
);
const portal = fc.constantFrom(406802, 2705624, 0, -1);

describe('§3 Consent / §4: device consent properties', () => {
  it('never throws and takes consent only with the categories its source requires', () => {
    fc.assert(
      fc.property(
        fc.option(cookie, { nil: null }),
        fc.option(fc.string(), { nil: undefined }),
        fc.boolean(),
        portal,
        (consentCookie, consentTsCookie, isIos, portalId) => {
          const record = buildDeviceConsent({ consentCookie, consentTsCookie, isIos, portalId });
          if (record === null) return;
          const required = isIos ? ['Personalization', 'Performance', 'iOSMarketing'] : ['Personalization', 'Performance', 'Marketing'];
          for (const category of required) expect(Object.hasOwn(record.consent, category)).toBe(true);
          if (isIos) expect(record.consent.Marketing).toBe(0);
          else expect(Object.hasOwn(record.consent, 'iOSMarketing')).toBe(false);
          expect(record.consentSource).toBe(isIos ? 'iOS' : 'webOrAndroid');
          const evaluation = evaluateConsent(record);
          expect(Object.hasOwn(evaluation, 'iosMarketing')).toBe(isIos);
          expect(typeof isConsentComplete(record, evaluation, portalId)).toBe('boolean');
          if (portalId === 406802) expect(isConsentComplete(record, evaluation, portalId)).toBe(true);
        },
      ),
    );
  });
});
