import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, formatHex, parseColour } from '../../../core/tokens/contrast';

const colour = fc.record({
  r: fc.integer({ min: 0, max: 255 }),
  g: fc.integer({ min: 0, max: 255 }),
  b: fc.integer({ min: 0, max: 255 }),
  a: fc.constant(1),
});

describe('contrast ratio properties', () => {
  it('parseColour never throws on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('#', 'rgb(', `rgb(${'1 '.repeat(10_000)})`)),
        (text) => {
          parseColour(text);
        },
      ),
    );
  });

  it('stays within 1..21 and never throws, for any two colours', () => {
    fc.assert(
      fc.property(colour, colour, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
      }),
    );
  });

  it('is symmetric: foreground and background can swap', () => {
    fc.assert(
      fc.property(colour, colour, (a, b) => {
        expect(contrastRatio(a, b)).toBeCloseTo(contrastRatio(b, a), 10);
      }),
    );
  });

  it('is 1 for a colour on itself', () => {
    fc.assert(
      fc.property(colour, (a) => {
        expect(contrastRatio(a, a)).toBe(1);
      }),
    );
  });

  it('round-trips a colour through its hex form', () => {
    fc.assert(
      fc.property(colour, (a) => {
        expect(parseColour(formatHex(a))).toEqual(a);
      }),
    );
  });
});
