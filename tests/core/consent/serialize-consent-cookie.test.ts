import { describe, it, expect } from 'vitest';
import { serializeConsentCookie, type SerializableConsent, type ConsentValues } from '../../../core/consent';

describe('§5 consent cookie string: writing', () => {
  it.each<[SerializableConsent, string]>([
    [{ consent: { Personalization: 1, Performance: 1, Marketing: 1 }, type: 'EXPLICIT' }, 'pe1fu1ma1e'],
    [{ consent: { Marketing: 0, Personalization: 2 }, type: 'EXPLICIT' }, 'fu2ma0e'],
    [
      { consent: { iOSMarketing: 3, Marketing: 0, Performance: 1, Personalization: 1, StrictlyNecessary: 1 }, type: 'IMPLICIT' },
      'sn1pe1fu1ma0im3i',
    ],
    [{ consent: { Performance: 9007199254740991 }, type: 'IMPLICIT' }, 'pe9007199254740991i'],
  ])('writes %j as %j', (input, expected) => {
    expect(serializeConsentCookie(input)).toBe(expected);
  });

  it('writes the canonical order sn, pe, fu, ma, im whatever the key order', () => {
    expect(
      serializeConsentCookie({
        consent: { iOSMarketing: 1, Marketing: 1, Personalization: 1, Performance: 1, StrictlyNecessary: 1 },
        type: 'EXPLICIT',
      }),
    ).toBe('sn1pe1fu1ma1im1e');
  });

  it('ignores keys that are not categories, including inherited ones', () => {
    const consent = Object.assign(Object.create({ Marketing: 5 }) as ConsentValues, { Personalization: 1 });
    (consent as Record<string, number>)['__proto__'] = 7;
    expect(serializeConsentCookie({ consent, type: 'EXPLICIT' })).toBe('fu1e');
  });

  it.each<[string, ConsentValues]>([
    ['no category', {}],
    ['a negative version', { Personalization: -1 }],
    ['a fractional version', { Personalization: 1.5 }],
    ['NaN', { Personalization: Number.NaN }],
    ['Infinity', { Personalization: Number.POSITIVE_INFINITY }],
    ['an unsafe integer', { Personalization: 2 ** 53 }],
  ])('refuses to write %s', (_label, consent) => {
    expect(() => serializeConsentCookie({ consent, type: 'EXPLICIT' })).toThrow(RangeError);
  });

  it('refuses an unknown type', () => {
    expect(() => serializeConsentCookie({ consent: { Personalization: 1 }, type: 'explicit' as 'EXPLICIT' })).toThrow(RangeError);
  });
});
