import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  parseConsentCookie,
  parseConsentCookieDetailed,
  serializeConsentCookie,
  type ConsentCategory,
  type ConsentValues,
  type ParsedConsentCookie,
} from '../../../core/consent';

// The SPEC §3 table, written out again here so the oracle does not reuse the code under test.
const CODE_TO_CATEGORY: ReadonlyMap<string, ConsentCategory> = new Map([
  ['sn', 'StrictlyNecessary'],
  ['pe', 'Performance'],
  ['fu', 'Personalization'],
  ['ma', 'Marketing'],
  ['im', 'iOSMarketing'],
]);
const CATEGORY_NAMES = ['StrictlyNecessary', 'Performance', 'Personalization', 'Marketing', 'iOSMarketing'];

/** Independent reading of SPEC §5, plus the decisions: no lone ending, no duplicates, safe integers. */
function oracle(value: string): ParsedConsentCookie | null {
  if (!/^(?:[a-z]{2}[0-9]+)+[ei]$/.test(value)) return null;
  const values: Record<string, number> = {};
  for (const [, code, digits] of value.slice(0, -1).matchAll(/([a-z]{2})([0-9]+)/g)) {
    const category = CODE_TO_CATEGORY.get(code ?? '');
    if (category === undefined || Object.hasOwn(values, category)) return null;
    const big = BigInt(digits ?? '');
    if (big > BigInt(Number.MAX_SAFE_INTEGER)) return null;
    values[category] = Number(big);
  }
  return { values, type: value.endsWith('e') ? 'EXPLICIT' : 'IMPLICIT' };
}

const hostileToken = fc.constantFrom(
  '__proto__',
  'toString',
  'constructor',
  'hasOwnProperty',
  'prototype',
  'valueOf',
  'sn',
  'pe',
  'fu',
  'ma',
  'im',
  'xx',
  'SN',
  'Fu',
  'e',
  'i',
  'E',
  '0',
  '1',
  '00',
  '9007199254740991',
  '9007199254740992',
  '99999999999999999999',
  '-',
  '+',
  '.',
  ';',
  ' ',
  '\u0000',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '１',
  '٣',
  '😀',
);
const lonelySurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const mixture = fc
  .array(fc.oneof(hostileToken, lonelySurrogate, fc.string({ unit: 'binary', maxLength: 4 })), { maxLength: 40 })
  .map((parts) => parts.join(''));
const huge = fc
  .tuple(
    fc.array(fc.oneof(hostileToken, fc.constantFrom('fu1', 'pe01', 'xx1')), { minLength: 1, maxLength: 2_000, size: 'max' }),
    fc.constantFrom('', 'e', 'i', 'x'),
  )
  .map(([parts, end]) => parts.join('').repeat(5) + end);
const segment = fc.tuple(fc.constantFrom(...CODE_TO_CATEGORY.keys(), 'xx', 'to', 'pr'), fc.stringMatching(/^[0-9]{1,20}$/));
const digits = fc.oneof(fc.stringMatching(/^[0-9]{1,3}$/), fc.stringMatching(/^0*[0-9]{1,16}$/), fc.stringMatching(/^[0-9]{16,20}$/));
/** Distinct known codes in any order: valid unless a version is too large. */
const validLooking = fc
  .tuple(
    fc.shuffledSubarray([...CODE_TO_CATEGORY.keys()], { minLength: 1 }),
    fc.array(digits, { minLength: 5, maxLength: 5 }),
    fc.constantFrom('e', 'i'),
  )
  .map(([codes, versions, end]) => codes.map((code, index) => code + (versions[index] ?? '0')).join('') + end);
const nearlyValid = fc
  .tuple(fc.array(segment, { maxLength: 7 }), fc.constantFrom('e', 'i', '', 'E', 'x'))
  .map(([segments, end]) => segments.map(([code, digits]) => code + digits).join('') + end);
const anyInput = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), mixture, validLooking, nearlyValid, huge);

const version = fc.oneof(fc.nat(5), fc.maxSafeNat());
const validConsent: fc.Arbitrary<ConsentValues> = fc
  .record(
    { StrictlyNecessary: version, Performance: version, Personalization: version, Marketing: version, iOSMarketing: version },
    { requiredKeys: [] },
  )
  .filter((consent) => Object.keys(consent).length > 0);
const consentType = fc.constantFrom('EXPLICIT' as const, 'IMPLICIT' as const);

describe('§5 consent cookie string: properties', () => {
  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        parseConsentCookie(value);
        parseConsentCookieDetailed(value);
      }),
    );
  });

  it('agrees with an independent reading of the SPEC rules', () => {
    fc.assert(
      fc.property(fc.oneof(validLooking, nearlyValid, mixture), (value) => {
        expect(parseConsentCookie(value)).toEqual(oracle(value));
      }),
    );
  });

  it('returns only category keys with non-negative safe integers', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        const parsed = parseConsentCookie(value);
        if (parsed === null) return;
        for (const [key, v] of Object.entries(parsed.values)) {
          expect(CATEGORY_NAMES).toContain(key);
          expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        }
        expect(Object.getPrototypeOf(parsed.values)).toBe(Object.prototype);
      }),
    );
  });

  it('fails with at least one coded issue exactly when the plain parser returns null', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        const detailed = parseConsentCookieDetailed(value);
        expect(detailed.ok).toBe(parseConsentCookie(value) !== null);
        if (!detailed.ok) {
          expect(detailed.issues.length).toBeGreaterThan(0);
          expect(detailed.issues.length).toBeLessThanOrEqual(20);
          for (const issue of detailed.issues) {
            expect(issue.code).toMatch(/^consent\.[a-zA-Z]+$/);
            expect(issue.offset).toBeGreaterThanOrEqual(0);
            expect(issue.offset).toBeLessThanOrEqual(Math.max(0, value.length - 1));
          }
        }
      }),
    );
  });

  it('round-trips: parse(serialize(x)) deep-equals x for every valid record', () => {
    fc.assert(
      fc.property(validConsent, consentType, (consent, type) => {
        expect(parseConsentCookie(serializeConsentCookie({ consent, type }))).toEqual({ values: consent, type });
      }),
    );
  });

  it('writes only the cookie alphabet, in canonical order without leading zeros', () => {
    fc.assert(
      fc.property(validConsent, consentType, (consent, type) => {
        const written = serializeConsentCookie({ consent, type });
        expect(written).toMatch(
          /^(?:sn(?:0|[1-9][0-9]*))?(?:pe(?:0|[1-9][0-9]*))?(?:fu(?:0|[1-9][0-9]*))?(?:ma(?:0|[1-9][0-9]*))?(?:im(?:0|[1-9][0-9]*))?[ei]$/,
        );
      }),
    );
  });

  it('is canonical and idempotent: serialize(parse(s)) parses to the same and re-serializes to itself', () => {
    fc.assert(
      fc.property(fc.oneof(validLooking, nearlyValid, anyInput), (value) => {
        const parsed = parseConsentCookie(value);
        if (parsed === null) return;
        const canonical = serializeConsentCookie({ consent: parsed.values, type: parsed.type });
        const reparsed = parseConsentCookie(canonical);
        expect(reparsed).toEqual(parsed);
        expect(reparsed && serializeConsentCookie({ consent: reparsed.values, type: reparsed.type })).toBe(canonical);
        expect(canonical.length).toBeLessThanOrEqual(value.length);
      }),
    );
  });
});
