/**
 * The fuse.js typo matcher (issue 3 §4: "fuse.js for typo expansion over the
 * vocabulary"), the search engine's default typo matcher. Fuse runs over
 * vocabulary tokens only, never over page bodies, and only over the few that
 * can be one typo away; its candidates are then held to one edit, so the
 * results equal the dependency-free edit-distance matcher (tests/core/search/fuse-typo-matcher.prop.test.ts).
 */
import Fuse from 'fuse.js';
import { isWithinOneEdit, type TypoMatcherFactory } from './typo-matcher';

/**
 * Bitap counts a transposition as two errors, so a list admits two errors
 * for the shortest query it serves (length - 1); isWithinOneEdit then keeps
 * true one-typo neighbours only. Lists of very short words admit anything.
 */
function thresholdFor(length: number): number {
  return length <= 2 ? 1 : Math.min(1, 2 / (length - 1) + 0.01);
}

/**
 * Words one edit apart share a character in their first two places: an edit
 * after the first character keeps the first; a substitution of the first
 * keeps the second; a transposition, insertion or deletion at the start moves
 * the first or second character to the other place. So the vocabulary is
 * split by length and by each of the first two characters, and a query looks
 * at six small lists (lengths n - 1 to n + 1, its first and its second
 * character) instead of the whole vocabulary. (This needs two units on each
 * side; one-unit words are listed apart.)
 */
function bucketKey(length: number, character: string): string {
  return `${length}:${character}`;
}

/**
 * The keys a word is listed under: the distinct UTF-16 units in its first two
 * places (the edit distance counts units). One-unit words share nothing when
 * one replaces the other, so they all go under '*' and are compared directly.
 */
function firstTwo(word: string): string[] {
  if (word.length <= 1) return ['*'];
  return [...new Set([word.charAt(0), word.charAt(1)])];
}

export const createFuseTypoMatcher: TypoMatcherFactory = (vocabulary) => {
  const buckets = new Map<string, string[]>();
  for (const word of vocabulary) {
    for (const character of firstTwo(word)) {
      const key = bucketKey(word.length, character);
      const bucket = buckets.get(key);
      if (bucket === undefined) buckets.set(key, [word]);
      else bucket.push(word);
    }
  }
  const fuses = new Map<string, Fuse<string>>();
  const fuseFor = (length: number, character: string): Fuse<string> | null => {
    const key = bucketKey(length, character);
    const words = buckets.get(key);
    if (words === undefined) return null;
    let fuse = fuses.get(key);
    if (fuse === undefined) {
      fuse = new Fuse(words, {
        isCaseSensitive: true,
        ignoreLocation: true,
        ignoreFieldNorm: true,
        shouldSort: false,
        threshold: thresholdFor(length),
      });
      fuses.set(key, fuse);
    }
    return fuse;
  };
  return (token) => {
    const found = new Set<string>();
    for (let length = token.length - 1; length <= token.length + 1; length++) {
      if (length <= 1) {
        // Bitap needs one matching character, which 'a' and 'c' lack: compare one-unit words directly.
        for (const item of buckets.get(bucketKey(length, '*')) ?? []) if (item !== token && isWithinOneEdit(token, item)) found.add(item);
        continue;
      }
      for (const character of new Set([token.charAt(0), token.charAt(1)])) {
        if (character === '') continue;
        for (const { item } of fuseFor(length, character)?.search(token) ?? []) {
          if (item !== token && isWithinOneEdit(token, item)) found.add(item);
        }
      }
    }
    return [...found];
  };
};
