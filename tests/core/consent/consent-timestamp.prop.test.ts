import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatConsentTimestamp, parseConsentTimestamp } from '../../../core/consent';

const LIMIT = 16 ** 12; // 12 hex digits, the decided bound

const anyInput = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.stringMatching(/^[0-9a-fA-F]{0,14}$/),
  fc
    .array(fc.constantFrom('0', 'f', 'F', 'x', '-', ' ', '__proto__', '\uD800', '\uDFFF'), { maxLength: 30 })
    .map((parts) => parts.join('')),
  fc.array(fc.constantFrom('68503b37', 'ff'), { maxLength: 5_000 }).map((parts) => parts.join('')),
);

describe('§9 consent-ts cookie: properties', () => {
  it('never throws and yields null or an integer within the 12-hex-digit bound', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        const seconds = parseConsentTimestamp(value);
        if (seconds !== null) {
          expect(Number.isSafeInteger(seconds)).toBe(true);
          expect(seconds).toBeGreaterThanOrEqual(0);
          expect(seconds).toBeLessThan(LIMIT);
        }
      }),
    );
  });

  it('accepts exactly 1 to 12 hex digits of either case', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        expect(parseConsentTimestamp(value) !== null).toBe(/^[0-9a-fA-F]{1,12}$/.test(value));
      }),
    );
  });

  it('round-trips Unix seconds through hex formatting, in either case and with leading zeros', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LIMIT - 1 }), (seconds) => {
        const hex = formatConsentTimestamp(seconds);
        expect(hex).toMatch(/^(?:0|[1-9a-f][0-9a-f]*)$/);
        expect(parseConsentTimestamp(hex)).toBe(seconds);
        expect(parseConsentTimestamp(hex.toUpperCase())).toBe(seconds);
        expect(parseConsentTimestamp(hex.padStart(12, '0'))).toBe(seconds);
      }),
    );
  });

  it('formats what it parses as lowercase hex without leading zeros', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-fA-F]{1,12}$/), (value) => {
        const seconds = parseConsentTimestamp(value);
        expect(seconds).not.toBeNull();
        expect(formatConsentTimestamp(seconds ?? -1)).toBe(value.toLowerCase().replace(/^0+(?=.)/, ''));
      }),
    );
  });
});
