/**
 * SPEC §9 "Highlight truncation", as properties: ranges that are already
 * normal are cut in place, or handed back as they are when every plain
 * stretch is shorter than the keep-whole length (the two quick paths of
 * core/search/truncate-highlight.ts), and both must be exactly what the
 * segment rules give.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_KEEP_WHOLE_BELOW, normalizeHighlights, truncateHighlight, type HighlightRange } from '../../../core/search';

const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 320 }),
  fc.string({ unit: 'binary', maxLength: 700 }),
  fc.array(fc.constantFrom('button ', 'x', '😀', '…', '\uD800', ' '), { maxLength: 260 }).map((parts) => parts.join('')),
);
const scattered = fc.array(fc.tuple(fc.integer({ min: -5, max: 720 }), fc.integer({ min: -2, max: 40 })), { maxLength: 8 });
// In order, as the engine's excerpts give them, with gaps at the SPEC's edges: touching, and one either side of 230.
const ordered = fc
  .array(fc.tuple(fc.constantFrom(0, 1, 5, 112, 113, 114, 228, 229, 230, 231), fc.integer({ min: 1, max: 6 })), { maxLength: 4 })
  .map((steps) => {
    let at = 0;
    return steps.map(([gap, length]): [number, number] => {
      const range: [number, number] = [at + gap, length];
      at += gap + length;
      return range;
    });
  });
const ranges = fc.oneof(scattered, ordered);

describe('§9 highlight truncation (properties)', () => {
  it('gives any ranges the same text and highlights as the segment rules do', () => {
    fc.assert(
      fc.property(text, ranges, (body, given) => {
        // An empty range is never taken as it is, so this input always goes through the segment rules.
        expect(truncateHighlight(body, given)).toEqual(truncateHighlight(body, [...given, [0, 0]]));
      }),
      { numRuns: 1000 },
    );
  });

  it('gives normal ranges the same text and highlights as the segment rules do', () => {
    fc.assert(
      fc.property(text, ranges, (body, given) => {
        const normal = normalizeHighlights(body, given);
        // A repeated range (or an empty one) is never normal, so this input takes the segment rules.
        const repeated: HighlightRange[] = normal.length === 0 ? [[0, 0]] : [...normal, normal[0]!];
        expect(truncateHighlight(body, normal)).toEqual(truncateHighlight(body, repeated));
      }),
      { numRuns: 500 },
    );
  });

  it('leaves no plain stretch as long as the keep-whole length', () => {
    fc.assert(
      fc.property(text, ranges, (body, given) => {
        const { text: shown, highlights } = truncateHighlight(body, given);
        let plainFrom = 0;
        for (const [start, length] of highlights) {
          expect(start - plainFrom).toBeLessThan(HIGHLIGHT_KEEP_WHOLE_BELOW);
          plainFrom = start + length;
        }
        expect(shown.length - plainFrom).toBeLessThan(HIGHLIGHT_KEEP_WHOLE_BELOW);
      }),
    );
  });
});
