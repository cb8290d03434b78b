import { describe, it, expect } from 'vitest';
import { CONSENT_CATEGORIES, consentCategoryFromCode, consentCodeFromCategory, type ConsentCategory } from '../../../core/consent';

describe('§3 Consent: category codes', () => {
  it.each<[ConsentCategory, string]>([
    ['StrictlyNecessary', 'sn'],
    ['Performance', 'pe'],
    ['Personalization', 'fu'],
    ['Marketing', 'ma'],
    ['iOSMarketing', 'im'],
  ])('maps %s to %s and back', (category, code) => {
    expect(consentCodeFromCategory(category)).toBe(code);
    expect(consentCategoryFromCode(code)).toBe(category);
  });

  it('lists the five categories in the canonical order sn, pe, fu, ma, im', () => {
    expect(CONSENT_CATEGORIES).toEqual(['StrictlyNecessary', 'Performance', 'Personalization', 'Marketing', 'iOSMarketing']);
  });

  it.each(['__proto__', 'toString', 'constructor', 'hasOwnProperty', 'SN', 'Fu', 'xx', '', 'fu '])(
    'knows no category for the code %j',
    (code) => {
      expect(consentCategoryFromCode(code)).toBeNull();
    },
  );

  it('throws for a category outside the table', () => {
    expect(() => consentCodeFromCategory('__proto__' as ConsentCategory)).toThrow(RangeError);
  });
});
