/**
 * The typo matcher (docs/portal.md, Search; SPEC §3 Search): it finds exactly the
 * vocabulary tokens within the query token's typo budget (none below 4
 * units, one edit from 4, two from 8), checked against a straightforward
 * optimal-string-alignment distance.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedEditDistance, createEditDistanceTypoMatcher, isWithinOneEdit, typoBudget } from '../../../core/search';
import { differingLetters, letterMask, lettersWithin } from '../../../core/search/typo-matcher';

// Small alphabets make one-edit neighbours common; binary units cover surrogate halves.
const word = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'ä'), minLength: 1, maxLength: 10 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }),
);

/** Optimal string alignment distance (substitution, insertion, deletion, adjacent transposition), in UTF-16 units. */
function alignmentDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

describe('typo matcher (properties)', () => {
  it('says two words are within one edit exactly when their alignment distance is at most 1', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(isWithinOneEdit(a, b)).toBe(alignmentDistance(a, b) <= 1);
      }),
    );
  });

  it('finds exactly the other vocabulary tokens within the typo budget of the query token', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 40 }), word, (vocabulary, token) => {
        const found = [...createEditDistanceTypoMatcher(vocabulary)(token)].sort();
        const budget = typoBudget(token.length);
        const expected = vocabulary.filter((candidate) => candidate !== token && alignmentDistance(token, candidate) <= budget).sort();
        expect(found).toEqual(expected);
      }),
    );
  });

  it('measures the alignment distance exactly up to its limit, and says limit + 1 beyond it', () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, limit) => {
        expect(boundedEditDistance(a, b, limit)).toBe(Math.min(alignmentDistance(a, b), limit + 1));
      }),
    );
  });

  it('never rules out a word by its letters that is within the edits allowed: two differing letter bits per edit at most', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        const differing = differingLetters(letterMask(a), letterMask(b));
        expect(differing).toBeGreaterThanOrEqual(0);
        expect(differing).toBeLessThanOrEqual(32);
        expect(differing).toBeLessThanOrEqual(2 * alignmentDistance(a, b));
      }),
    );
  });

  it('never rules out a word by its letters that is within the edits allowed: one letter bit gone and one come per edit at most', () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, slack) => {
        const distance = alignmentDistance(a, b);
        expect(lettersWithin(letterMask(a), letterMask(b), distance + slack)).toBe(true);
      }),
    );
    // Three letters gone and none come are three edits at least, though two differing bits per edit let them through for two.
    expect(differingLetters(letterMask('dialog'), letterMask('dia'))).toBeLessThanOrEqual(2 * 2);
    expect(lettersWithin(letterMask('dialog'), letterMask('dia'), 2)).toBe(false);
    expect(lettersWithin(letterMask('dialog'), letterMask('dia'), 3)).toBe(true);
  });

  it('grows the typo budget with the word: none below 4 units, one from 4, two from 8', () => {
    expect([3, 4, 7, 8, 12].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
    // Two letters off an 8-letter word, transpositions counted as one edit.
    expect(createEditDistanceTypoMatcher(['dialog', 'typography'])('dialogue')).toEqual(['dialog']);
    expect(createEditDistanceTypoMatcher(['iconography'])('iconograhpy')).toEqual(['iconography']);
    expect(createEditDistanceTypoMatcher(['typography'])('typografy')).toEqual(['typography']);
    // ... but a 7-letter word gets one.
    expect(createEditDistanceTypoMatcher(['button'])('bttonn')).toEqual([]);
  });

  it('finds a one-typo neighbour of a short word and nothing farther', () => {
    expect(createEditDistanceTypoMatcher(['button', 'tooltip', 'badge'])('buton')).toEqual(['button']);
    expect(createEditDistanceTypoMatcher(['button', 'tooltip'])('tootlip')).toEqual(['tooltip']);
    expect(createEditDistanceTypoMatcher(['button'])('btuon')).toEqual([]);
  });
});
