import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../core/search';
import { forEachLocatedToken, wordCharacterLength } from '../../../core/search/search-tokenizer';
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
  it('classifies every character of the Basic Multilingual Plane, twice, as the Unicode property test does', () => {
    // Twice: the first ask of a character fills the tokenizer's table, the second reads it.
    const wrong: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (let code = 0; code <= 0xffff; code++) {
        if (code >= 0xd800 && code <= 0xdfff) continue;
        const expected = /^[\p{L}\p{N}\p{M}]$/u.test(String.fromCharCode(code)) ? 1 : 0;
        if (wordCharacterLength(`${String.fromCharCode(code)}`, 0) !== expected) wrong.push(code);
      }
    }
    expect(wrong).toEqual([]);
  });

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
