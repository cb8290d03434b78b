/**
 * The fuse.js typo matcher (issue 3 §4: "fuse.js for typo expansion over the
 * vocabulary"), plugged into core's search engine through its TypoMatcher
 * port: core itself imports no fuse.js (tests/architecture). Fuse runs over
 * the vocabulary tokens whose length is within one of the query token's
 * (one Fuse instance per length, built on first use), never over page bodies;
 * its candidates are then held to one edit, so results equal core's
 * dependency-free matcher.
 */
import Fuse from 'fuse.js';
import { isWithinOneEdit, type TypoMatcherFactory } from '../core/search';

/**
 * Bitap counts a transposition as two errors, so a bucket admits two errors
 * for the shortest query it serves (length - 1); isWithinOneEdit then keeps
 * true one-typo neighbours only.
 */
function thresholdFor(bucketLength: number): number {
  return Math.min(0.6, 2 / Math.max(1, bucketLength - 1) + 0.01);
}

export const createFuseTypoMatcher: TypoMatcherFactory = (vocabulary) => {
  const byLength = new Map<number, string[]>();
  for (const word of vocabulary) {
    const bucket = byLength.get(word.length);
    if (bucket === undefined) byLength.set(word.length, [word]);
    else bucket.push(word);
  }
  const fuses = new Map<number, Fuse<string>>();
  const fuseFor = (length: number): Fuse<string> | null => {
    const words = byLength.get(length);
    if (words === undefined) return null;
    let fuse = fuses.get(length);
    if (fuse === undefined) {
      fuse = new Fuse(words, {
        isCaseSensitive: true,
        ignoreLocation: true,
        ignoreFieldNorm: true,
        shouldSort: false,
        threshold: thresholdFor(length),
      });
      fuses.set(length, fuse);
    }
    return fuse;
  };
  return (token) => {
    const found: string[] = [];
    for (let length = token.length - 1; length <= token.length + 1; length++) {
      for (const { item } of fuseFor(length)?.search(token) ?? []) {
        if (item !== token && isWithinOneEdit(token, item)) found.push(item);
      }
    }
    return found;
  };
};
