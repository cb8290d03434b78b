/**
 * Which indexed tokens a query token stands for (docs/portal.md, Search): the token
 * itself, its folded and stemmed variants, completions of the last token (as
 * you type) and one-typo neighbours. Built once per engine over the index
 * vocabulary; every lookup sees only tokens the requester's documents
 * contain, so private pages leave no trace in what a query expands to (§6).
 */
import { foldToken, germanStemToken, stemToken, transliterateToken } from './search-tokenizer';
import type { TypoMatcher, TypoMatcherFactory } from './typo-matcher';

export type MatchKind = 'exact' | 'variant' | 'prefix' | 'typo';

export interface Expansion {
  readonly tokenId: number;
  readonly kind: MatchKind;
  /** How strongly a hit on this token counts, 0..1: exact > variant > prefix > typo. */
  readonly weight: number;
}

/** Document frequencies and short-field presence per vocabulary token, for one audience. */
export interface VocabularyAudience {
  /** Documents of this audience holding the token, per token id. */
  readonly documentFrequency: Int32Array;
  /** 1 when the token occurs in a title, tab, terms or heading of this audience. */
  readonly inShortField: Uint8Array;
}

/** Minimum query-token length for completions (as-you-type) and typo expansion. */
export const MIN_PREFIX_LENGTH = 2;
export const MIN_TYPO_LENGTH = 4;
/** Completions kept for one prefix: the most frequent, plus every short-field token. */
export const PREFIX_EXPANSION_LIMIT = 64;

const WEIGHT = { exact: 1, variant: 0.85, typo: 0.5 } as const;

function prefixWeight(prefixLength: number, tokenLength: number): number {
  return 0.5 + (0.3 * prefixLength) / tokenLength;
}

interface PrefixKey {
  readonly key: string;
  readonly id: number;
}

export interface QueryExpander {
  /** The expansions by token id; the same array for the same token, completes and audience (do not change it). */
  expand(token: string, options: { readonly completes: boolean; readonly audience: VocabularyAudience }): readonly Expansion[];
  /** True when the audience's documents hold the token or one of its folded or stemmed variants. */
  isKnown(token: string, audience: VocabularyAudience): boolean;
  /**
   * A joined word split in two against the audience's vocabulary
   * ('radiobutton' -> radio button, 'schriftgrösse' -> schrift grösse), or
   * null when no split has two known parts.
   */
  split(token: string, audience: VocabularyAudience): readonly [string, string] | null;
}

/**
 * Expansions kept per audience, least recently used out. Readers type a word
 * and go on typing ('button', 'button g', 'button gr'), and the same words
 * come back from reader to reader, while a word's typo neighbours cost a scan
 * of the vocabulary's words of about its length: about a seventh of a first
 * ask in a server profile. A completed two-letter prefix holds a
 * few hundred expansions at most, so the bound keeps this to a few MB.
 */
export const REMEMBERED_EXPANSIONS = 1_000;

/** Shortest part of a split word: shorter ones would split 'button' into 'but' and 'ton'. */
export const MIN_SPLIT_PART_LENGTH = 3;
/** Shortest word worth splitting. */
export const MIN_SPLIT_LENGTH = 2 * MIN_SPLIT_PART_LENGTH;
/** German joins: the left part of 'Farbpalette' is 'Farbe' less its 'e'. */
const JOINING_ENDINGS = ['', 'e', 'en', 'n'] as const;

/**
 * Prepares the vocabulary for expansion; `shortFieldTokenIds` are the tokens
 * of titles, tabs, terms and headings, for the cheap typo lookup.
 *
 * @example
 * const expander = createQueryExpander(['button', 'tooltip'], [0, 1], createEditDistanceTypoMatcher);
 * expander.expand('buton', { completes: true, audience }) // [{ tokenId: 0, kind: 'typo', weight: 0.5 }]
 */
export function createQueryExpander(
  vocabulary: readonly string[],
  shortFieldTokenIds: readonly number[],
  createTypoMatcher: TypoMatcherFactory,
): QueryExpander {
  const idByToken = new Map<string, number>();
  const idsByVariant = new Map<string, number[]>();
  const prefixKeys: PrefixKey[] = [];
  const addVariant = (key: string, id: number): void => {
    const ids = idsByVariant.get(key);
    if (ids === undefined) idsByVariant.set(key, [id]);
    else if (ids[ids.length - 1] !== id) ids.push(id);
  };
  vocabulary.forEach((token, id) => {
    idByToken.set(token, id);
    const folded = foldToken(token);
    const transliterated = transliterateToken(token);
    addVariant(folded, id);
    addVariant(transliterated, id);
    addVariant(stemToken(folded), id);
    addVariant(germanStemToken(folded), id);
    addVariant(germanStemToken(transliterated), id);
    prefixKeys.push({ key: folded, id });
    if (transliterated !== folded) prefixKeys.push({ key: transliterated, id });
  });
  prefixKeys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id));

  let fullMatcher: TypoMatcher | null = null;
  let shortMatcher: TypoMatcher | null = null;
  const shortVocabulary = shortFieldTokenIds.map((id) => vocabulary[id]!);
  const remembered = new WeakMap<VocabularyAudience, Map<string, readonly Expansion[]>>();

  function completions(prefix: string, audience: VocabularyAudience): number[] {
    let low = 0;
    let high = prefixKeys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (prefixKeys[middle]!.key < prefix) low = middle + 1;
      else high = middle;
    }
    const ids: number[] = [];
    for (let i = low; i < prefixKeys.length && prefixKeys[i]!.key.startsWith(prefix); i++) {
      const id = prefixKeys[i]!.id;
      if (audience.documentFrequency[id]! > 0) ids.push(id);
    }
    if (ids.length <= PREFIX_EXPANSION_LIMIT) return ids;
    // Too many completions: keep the short-field ones and the most frequent others.
    const df = audience.documentFrequency;
    const others = ids.filter((id) => audience.inShortField[id] === 0);
    others.sort((a, b) => df[b]! - df[a]! || a - b);
    return [...ids.filter((id) => audience.inShortField[id] === 1), ...others.slice(0, PREFIX_EXPANSION_LIMIT)];
  }

  const variantKeys = (token: string): string[] => {
    const folded = foldToken(token);
    const transliterated = transliterateToken(token);
    return [token, folded, transliterated, stemToken(folded), germanStemToken(folded), germanStemToken(transliterated)];
  };
  const isKnown = (token: string, audience: VocabularyAudience): boolean => {
    const exact = idByToken.get(token);
    if (exact !== undefined && audience.documentFrequency[exact]! > 0) return true;
    return variantKeys(token).some((key) => (idsByVariant.get(key) ?? []).some((id) => audience.documentFrequency[id]! > 0));
  };

  return {
    isKnown,
    split(token, audience) {
      if (token.length < MIN_SPLIT_LENGTH) return null;
      // The longest known left part first: 'radiobutton' is radio + button, not radiob + utton.
      for (let at = token.length - MIN_SPLIT_PART_LENGTH; at >= MIN_SPLIT_PART_LENGTH; at--) {
        const left = token.slice(0, at);
        const right = token.slice(at);
        if (!isKnown(right, audience)) continue;
        for (const ending of JOINING_ENDINGS) {
          if (isKnown(left + ending, audience)) return [left + ending, right];
        }
      }
      return null;
    },
    expand(token, { completes, audience }) {
      let kept = remembered.get(audience);
      if (kept === undefined) {
        kept = new Map();
        remembered.set(audience, kept);
      }
      const key = completes ? `+${token}` : `=${token}`;
      const known = kept.get(key);
      if (known !== undefined) {
        kept.delete(key);
        kept.set(key, known);
        return known;
      }
      const expansions = expandAnew(token, completes, audience);
      if (kept.size >= REMEMBERED_EXPANSIONS) kept.delete(kept.keys().next().value as string);
      kept.set(key, expansions);
      return expansions;
    },
  };

  function expandAnew(token: string, completes: boolean, audience: VocabularyAudience): readonly Expansion[] {
    const found = new Map<number, Expansion>();
    const visible = (id: number): boolean => audience.documentFrequency[id]! > 0;
    const offer = (id: number, kind: MatchKind, weight: number): void => {
      const previous = found.get(id);
      if (visible(id) && (previous === undefined || previous.weight < weight)) found.set(id, { tokenId: id, kind, weight });
    };

    const exact = idByToken.get(token);
    if (exact !== undefined) offer(exact, 'exact', WEIGHT.exact);
    const folded = foldToken(token);
    const transliterated = transliterateToken(token);
    for (const key of new Set([folded, transliterated, stemToken(folded), germanStemToken(folded), germanStemToken(transliterated)])) {
      for (const id of idsByVariant.get(key) ?? []) offer(id, 'variant', WEIGHT.variant);
    }
    if (completes && token.length >= MIN_PREFIX_LENGTH) {
      for (const prefix of new Set([folded, transliterateToken(token)])) {
        for (const id of completions(prefix, audience)) offer(id, 'prefix', prefixWeight(prefix.length, vocabulary[id]!.length));
      }
    }
    const inShortField = [...found.keys()].some((id) => audience.inShortField[id] === 1);
    if (token.length >= MIN_TYPO_LENGTH && !inShortField) {
      // A word no title, tab, term or heading uses may be a typo of one that
      // does ('tost' in some prose, 'toast' in a title); a word nothing uses
      // at all is looked up in the whole vocabulary.
      const whole = found.size === 0;
      let typos: readonly string[];
      if (whole) {
        fullMatcher ??= createTypoMatcher(vocabulary);
        typos = fullMatcher(token);
      } else {
        shortMatcher ??= createTypoMatcher(shortVocabulary);
        typos = shortMatcher(token);
      }
      for (const typo of typos) {
        const id = idByToken.get(typo);
        // The short-field list spans every audience: keep what this one sees in a short field.
        if (id !== undefined && (whole || audience.inShortField[id] === 1)) offer(id, 'typo', WEIGHT.typo);
      }
    }
    return Object.freeze([...found.values()].sort((a, b) => a.tokenId - b.tokenId));
  }
}
