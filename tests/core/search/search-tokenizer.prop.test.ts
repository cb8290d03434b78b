import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../core/search';
import { forEachLocatedToken } from '../../../core/search/search-tokenizer';
import { anyText } from './arbitrary-text';

/** The definition the tokenizer's character loop must agree with: runs of letters, digits and marks, NFKC, lower case. */
function referenceTokens(text: string): string[] {
  return (text.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).flatMap(
    (word) =>
      word
        .normalize('NFKC')
        .toLowerCase()
        .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [],
  );
}

describe('search tokenizer (properties)', () => {
  it('splits like /[\\p{L}\\p{N}\\p{M}]+/gu, then NFKC and lower case', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(tokenize(text)).toEqual(referenceTokens(text));
      }),
    );
  });

  it('locates each token on a word of the original text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        let seen = 0;
        forEachLocatedToken(text, (token, start, end) => {
          expect(start).toBeLessThan(end);
          expect(end).toBeLessThanOrEqual(text.length);
          expect(referenceTokens(text.slice(start, end))).toContain(token);
          return ++seen < 200;
        });
      }),
    );
  });

  it('is idempotent: tokens tokenize to themselves', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        for (const token of tokenize(text).slice(0, 50)) expect(tokenize(token)).toEqual([token]);
      }),
    );
  });
});
