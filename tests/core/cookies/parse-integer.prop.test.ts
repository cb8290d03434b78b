import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInteger } from '../../../core/cookies/parse-integer';

// An independent reference: exact arithmetic with BigInt, then the safe-integer bound.
function referenceParse(input: string): number | null {
  if (!/^-?[0-9]+$/.test(input)) return null;
  const exact = BigInt(input);
  const limit = BigInt(Number.MAX_SAFE_INTEGER);
  if (exact > limit || exact < -limit) return null;
  return Number(exact) + 0;
}

describe('§5 integer parsing properties', () => {
  it('never throws, and gives null or a safe integer', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })), (input) => {
        const parsed = parseInteger(input);
        expect(parsed === null || Number.isSafeInteger(parsed)).toBe(true);
      }),
    );
  });

  it('reads back String(n) for every safe integer n', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(parseInteger(String(n))).toBe(n);
      }),
    );
  });

  it('agrees with a BigInt reference on digit strings, signs and leading zeros included', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[-+ ]?[0-9]{0,20}[ e.x]?[0-9]{0,2}$/), (input) => {
        expect(parseInteger(input)).toBe(referenceParse(input));
      }),
    );
  });
});
