import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFuseTypoMatcher } from '../../../core/search';
import { createEditDistanceTypoMatcher } from '../../../core/search';

// Small alphabets make one-edit neighbours common; binary units cover surrogate halves.
const word = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'ä'), minLength: 1, maxLength: 7 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }),
);

describe('fuse.js typo matcher (issue 3 §4, properties)', () => {
  it('finds exactly the one-edit neighbours that the edit-distance matcher finds', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 40 }), word, (vocabulary, token) => {
        const viaFuse = [...createFuseTypoMatcher(vocabulary)(token)].sort();
        const viaEditDistance = [...createEditDistanceTypoMatcher(vocabulary)(token)].sort();
        expect(viaFuse).toEqual(viaEditDistance);
      }),
    );
  });
});
