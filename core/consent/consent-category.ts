/**
 * The consent categories and their two-letter cookie codes (SPEC §3 Consent),
 * in the one canonical order every other consent file uses.
 */

export type ConsentCategory = 'StrictlyNecessary' | 'Performance' | 'Personalization' | 'Marketing' | 'iOSMarketing';

export type ConsentCode = 'sn' | 'pe' | 'fu' | 'ma' | 'im';

/** A version number per category; 0 means declined (SPEC §3 Consent). */
export type ConsentValues = Partial<Record<ConsentCategory, number>>;

/**
 * SPEC §3 Consent table, in the canonical order sn, pe, fu, ma, im. The SPEC
 * gives no order; this one is used when writing the consent cookie.
 */
export const CONSENT_CATEGORY_CODES: readonly (readonly [ConsentCategory, ConsentCode])[] = [
  ['StrictlyNecessary', 'sn'],
  ['Performance', 'pe'],
  ['Personalization', 'fu'],
  ['Marketing', 'ma'],
  ['iOSMarketing', 'im'],
];

/** Every category, in canonical order. */
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = CONSENT_CATEGORY_CODES.map(([category]) => category);

// A Map rather than an object literal: codes come from a cookie, and a code
// such as `__proto__` or `toString` must not reach Object.prototype.
const categoryByCode: ReadonlyMap<string, ConsentCategory> = new Map(CONSENT_CATEGORY_CODES.map(([category, code]) => [code, category]));
const codeByCategory: ReadonlyMap<string, ConsentCode> = new Map(CONSENT_CATEGORY_CODES);

/**
 * The category a cookie code stands for, or null for any other string.
 *
 * @example consentCategoryFromCode('fu') // 'Personalization'
 */
export function consentCategoryFromCode(code: string): ConsentCategory | null {
  return categoryByCode.get(code) ?? null;
}

/**
 * The cookie code of a category.
 *
 * @example consentCodeFromCategory('iOSMarketing') // 'im'
 */
export function consentCodeFromCategory(category: ConsentCategory): ConsentCode {
  const code = codeByCategory.get(category);
  if (code === undefined) throw new RangeError(`Unknown consent category: ${String(category)}`);
  return code;
}
