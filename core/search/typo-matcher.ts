/**
 * Typo expansion over the vocabulary (docs/portal.md, Search): which indexed tokens
 * are a typo or two away from a query token. The budget grows with the
 * word, as readers' typos do: none below 4 letters, one edit from 4, two
 * from 8 (the rule DocSearch's engine applies), transpositions counting as one
 * edit. Dependency-free: a fuse.js matcher gives the same one-edit results
 * and this one answers 5 to 7 times faster (docs/decisions/0013-one-typo-matcher.md).
 * The engine still takes the matcher as a parameter, so a test can swap it.
 */

/** Finds the vocabulary tokens within the typo budget of `token` (itself excluded). */
export type TypoMatcher = (token: string) => readonly string[];

/** Builds a matcher once per engine over a fixed, distinct vocabulary. */
export type TypoMatcherFactory = (vocabulary: readonly string[]) => TypoMatcher;

/** Shortest query word forgiven one typo, and two. */
export const ONE_TYPO_FROM = 4;
export const TWO_TYPOS_FROM = 8;

/**
 * Edits forgiven in a query word of this many UTF-16 units.
 *
 * @example
 * typoBudget(6) // 1
 */
export function typoBudget(length: number): number {
  return length >= TWO_TYPOS_FROM ? 2 : length >= ONE_TYPO_FROM ? 1 : 0;
}

/**
 * True when `a` and `b` differ by at most one edit: one substitution,
 * insertion, deletion or transposition of neighbours (optimal string
 * alignment distance <= 1), in UTF-16 units.
 *
 * @example
 * isWithinOneEdit('buton', 'button') // true
 * isWithinOneEdit('tootlip', 'tooltip') // true (transposition)
 */
export function isWithinOneEdit(a: string, b: string): boolean {
  const lengthGap = a.length - b.length;
  if (lengthGap > 1 || lengthGap < -1) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < shorter.length && shorter.charCodeAt(i) === longer.charCodeAt(i)) i++;
  if (i === shorter.length) return true; // equal, or one unit appended
  if (shorter.length === longer.length) {
    // Substitution at i, or transposition of i and i + 1.
    if (shorter.slice(i + 1) === longer.slice(i + 1)) return true;
    return (
      i + 1 < shorter.length &&
      shorter.charCodeAt(i) === longer.charCodeAt(i + 1) &&
      shorter.charCodeAt(i + 1) === longer.charCodeAt(i) &&
      shorter.slice(i + 2) === longer.slice(i + 2)
    );
  }
  // Insertion into the shorter one at i.
  return shorter.slice(i) === longer.slice(i + 1);
}

/**
 * The letters `word` holds, each UTF-16 unit folded onto one of 32 bits. An edit changes at most two bits (a letter
 * gone, a letter come) and a transposition none, so words whose masks differ in more than twice the edits allowed
 * are further apart than that: most of a vocabulary is ruled out before the distance table is filled.
 *
 * @example
 * differingLetters(letterMask('dialogue'), letterMask('dialog')) // 2 ('u' and 'e' gone)
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) & 31);
  return mask;
}

/** The bits in which two letter masks differ. */
export function differingLetters(a: number, b: number): number {
  return bitCount(a ^ b);
}

/** How many bits of a 32-bit number are set. */
function bitCount(bits: number): number {
  let count = bits >>> 0;
  count -= (count >>> 1) & 0x55555555;
  count = (count & 0x33333333) + ((count >>> 2) & 0x33333333);
  return (((count + (count >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * False when two words' letter masks show they are more than `edits` apart.
 * An edit takes at most one letter away and brings at most one, so each word
 * holds at most `edits` letter bits the other lacks: tighter than
 * {@link differingLetters} <= 2 * edits, which let a word with three letters
 * gone and none come through for two edits, and filled its distance table.
 *
 * @example
 * lettersWithin(letterMask('dialogue'), letterMask('dialog'), 2) // true ('u' and 'e' gone)
 * lettersWithin(letterMask('button'), letterMask('bxyz'), 2) // false
 */
export function lettersWithin(a: number, b: number, edits: number): boolean {
  return bitCount(a & ~b) <= edits && bitCount(b & ~a) <= edits;
}

// Rows of the distance table, reused: a lookup runs thousands of comparisons.
let rowBefore = new Int32Array(64);
let rowPrevious = new Int32Array(64);
let rowCurrent = new Int32Array(64);

/**
 * The optimal string alignment distance of `a` and `b` (substitution,
 * insertion, deletion, transposition of neighbours) when it is at most
 * `limit`, else `limit + 1`; gives up as soon as a row exceeds the limit.
 *
 * @example
 * boundedEditDistance('typografy', 'typography', 2) // 2
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > limit) return limit + 1;
  if (m + 1 > rowCurrent.length) {
    rowBefore = new Int32Array(2 * (m + 1));
    rowPrevious = new Int32Array(2 * (m + 1));
    rowCurrent = new Int32Array(2 * (m + 1));
  }
  for (let j = 0; j <= m; j++) rowPrevious[j] = j;
  for (let i = 1; i <= n; i++) {
    rowCurrent[0] = i;
    let rowMinimum = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      let best = Math.min(rowPrevious[j]! + 1, rowCurrent[j - 1]! + 1, rowPrevious[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) best = Math.min(best, rowBefore[j - 2]! + 1);
      rowCurrent[j] = best;
      if (best < rowMinimum) rowMinimum = best;
    }
    if (rowMinimum > limit) return limit + 1;
    const spare = rowBefore;
    rowBefore = rowPrevious;
    rowPrevious = rowCurrent;
    rowCurrent = spare;
  }
  return Math.min(rowPrevious[m]!, limit + 1);
}

/**
 * The dependency-free matcher: compares the query token with the vocabulary
 * tokens whose length is within its typo budget (buckets built once); the
 * one-edit case takes the fast check.
 *
 * @example
 * createEditDistanceTypoMatcher(['button', 'tooltip'])('buton') // ['button']
 * createEditDistanceTypoMatcher(['dialog'])('dialogue') // ['dialog'] (two edits, an 8-letter word)
 */
export const createEditDistanceTypoMatcher: TypoMatcherFactory = (vocabulary) => {
  const byLength = new Map<number, { words: string[]; masks: number[] }>();
  for (const word of vocabulary) {
    let bucket = byLength.get(word.length);
    if (bucket === undefined) {
      bucket = { words: [], masks: [] };
      byLength.set(word.length, bucket);
    }
    bucket.words.push(word);
    bucket.masks.push(letterMask(word));
  }
  return (token) => {
    const budget = typoBudget(token.length);
    const found: string[] = [];
    if (budget === 0) return found;
    const mask = letterMask(token);
    for (let length = token.length - budget; length <= token.length + budget; length++) {
      const bucket = byLength.get(length);
      if (bucket === undefined) continue;
      const { words, masks } = bucket;
      for (let at = 0; at < words.length; at++) {
        const word = words[at]!;
        if (word === token || !lettersWithin(mask, masks[at]!, budget)) continue;
        if (budget === 1 ? isWithinOneEdit(token, word) : boundedEditDistance(token, word, budget) <= budget) found.push(word);
      }
    }
    return found;
  };
};
