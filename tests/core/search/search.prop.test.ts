import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_TERM_LENGTH,
  highlightSegments,
  normalizeHighlights,
  sanitizeSearchTerm,
  truncateHighlight,
} from '../../../core/search';
import { anyText } from './arbitrary-text';

const ALLOWED_OUTPUT = /^[\p{L}\p{N}\p{M} +-]*$/u;

describe('§5 search term (properties)', () => {
  it('never throws on arbitrary strings', () => {
    fc.assert(fc.property(anyText, (term) => void sanitizeSearchTerm(term)));
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (term) => {
        const once = sanitizeSearchTerm(term);
        expect(sanitizeSearchTerm(once)).toBe(once);
      }),
    );
  });

  it('outputs only letters, digits, marks, single spaces, + and -, trimmed and bounded', () => {
    fc.assert(
      fc.property(anyText, (term) => {
        const out = sanitizeSearchTerm(term);
        expect(out).toMatch(ALLOWED_OUTPUT);
        expect(out).not.toContain('  ');
        expect(out).toBe(out.trim());
        expect(out.length).toBeLessThanOrEqual(MAX_SEARCH_TERM_LENGTH);
      }),
    );
  });

  it('keeps every allowed character of a short term in order', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9+-]{1,10}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        expect(sanitizeSearchTerm(` ${words.join(' ! ')} `)).toBe(words.join(' '));
      }),
    );
  });
});

const range = fc.tuple(
  fc.oneof(fc.integer({ min: -50, max: 2_000 }), fc.constantFrom(Number.NaN, Infinity, -Infinity)),
  fc.oneof(fc.integer({ min: -5, max: 800 }), fc.constantFrom(Number.NaN, Infinity)),
);
const excerpt = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 1_500 }),
  fc.string({ unit: 'grapheme', maxLength: 600 }),
  fc.stringMatching(/^[a-z ]{0,1500}$/),
);

describe('§9 highlight truncation (properties)', () => {
  it('never throws on arbitrary text and ranges', () => {
    fc.assert(
      fc.property(anyText, fc.array(range, { maxLength: 8 }), (text, ranges) => {
        void truncateHighlight(text, ranges);
      }),
    );
  });

  it('keeps every highlighted substring intact at its re-based offset', () => {
    fc.assert(
      fc.property(excerpt, fc.array(range, { maxLength: 8 }), (text, ranges) => {
        const expected = normalizeHighlights(text, ranges).map(([s, l]) => text.slice(s, s + l));
        const out = truncateHighlight(text, ranges);
        expect(out.highlights.map(([s, l]) => out.text.slice(s, s + l))).toEqual(expected);
      }),
    );
  });

  it('returns sorted, disjoint ranges inside the output', () => {
    fc.assert(
      fc.property(excerpt, fc.array(range, { maxLength: 8 }), (text, ranges) => {
        const out = truncateHighlight(text, ranges);
        let previousEnd = -1;
        for (const [start, length] of out.highlights) {
          expect(length).toBeGreaterThan(0);
          expect(start).toBeGreaterThan(previousEnd);
          expect(start + length).toBeLessThanOrEqual(out.text.length);
          previousEnd = start + length;
        }
      }),
    );
  });

  it('bounds the output: each plain segment gives at most min(its length, 229)', () => {
    // Per §9 a plain segment of length L gives L (L < 230), 228 + 1, 1 + 113,
    // 113 + 1 or 45 + 1 + 45: never more than min(L, 229).
    fc.assert(
      fc.property(excerpt, fc.array(range, { maxLength: 8 }), (text, ranges) => {
        const bound = highlightSegments(text, ranges).reduce(
          (sum, s) => sum + (s.highlighted ? s.text.length : Math.min(s.text.length, 229)),
          0,
        );
        const out = truncateHighlight(text, ranges);
        expect(out.text.length).toBeLessThanOrEqual(bound);
        expect(out.text.length).toBeLessThanOrEqual(text.length);
      }),
    );
  });

  it('never splits a surrogate pair that the input kept whole', () => {
    const astral = fc.string({ unit: fc.constantFrom('😀', 'a', ' '), maxLength: 800 });
    fc.assert(
      fc.property(astral, fc.array(range, { maxLength: 5 }), (text, ranges) => {
        const out = truncateHighlight(text, ranges).text;
        expect(out).toMatch(/^(?:[\uD800-\uDBFF][\uDC00-\uDFFF]|[^\uD800-\uDFFF])*$/);
      }),
    );
  });

  it('leaves a text of fewer than 230 characters unchanged, whatever its highlights', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 229 }), fc.array(range), (text, ranges) => {
        expect(truncateHighlight(text, ranges).text).toBe(text);
      }),
    );
  });
});
