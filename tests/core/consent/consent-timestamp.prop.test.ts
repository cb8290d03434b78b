import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatConsentTimestamp, parseConsentTimestamp, readConsentTimestamp } from '../../../core/consent';
import { isoFromUnixSeconds } from '../../../core/consent/consent-timestamp';

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

describe('§9 consent-ts typed by a person: properties', () => {
  it('never throws, and always gives a printable date or a reason', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, fc.stringMatching(/^[0-9]{1,14}$/)), (value) => {
        const read = readConsentTimestamp(value);
        if (read.ok) expect(new Date(read.value * 1000).toISOString()).toMatch(/^\d{4}-/);
        else expect(read.issues[0]?.message.length).toBeGreaterThan(0);
      }),
    );
  });

  it('gives back the hex of a decimal value it refuses, which it then reads as the same instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 946_684_800, max: 4_102_444_799 }), (seconds) => {
        const read = readConsentTimestamp(String(seconds));
        if (read.ok) return; // a decimal string that is also a plausible hex date is taken as hex
        const hex = /give ([0-9a-f]+)$/.exec(read.issues[0]?.message ?? '')?.[1] ?? '';
        expect(readConsentTimestamp(hex)).toEqual({ ok: true, value: seconds });
      }),
    );
  });
});

describe('§9 consent-ts dates: properties', () => {
  it('writes every second from 1970 to the year 9999 as Date does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 253_402_300_799 }), (seconds) => {
        expect(isoFromUnixSeconds(seconds)).toBe(new Date(seconds * 1000).toISOString());
      }),
    );
  });
});
