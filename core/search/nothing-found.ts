/**
 * Help when a search finds nothing (docs/portal.md, Search): the index's words
 * closest to the query's unknown words, for "Did you mean …", and the pages
 * whose titles come nearest to the term. Both look only at what the
 * requester may see: words of visible pages, visible pages (SPEC §6).
 */
import type { SearchDocument } from './search-document';
import { hrefOf } from '../site/addresses';
import type { SuggestedPage } from './search-response';
import { foldToken } from './search-tokenizer';
import { boundedEditDistance, letterMask, lettersWithin } from './typo-matcher';

/** Suggestions of each kind at most. */
export const MAX_DID_YOU_MEAN = 3;
export const MAX_SUGGESTED_PAGES = 3;
/** Shortest word offered as a correction. */
const MIN_SUGGESTED_WORD_LENGTH = 3;

/** Edits allowed between a query word and a suggested word: more than search forgives, since nothing was found. */
export function suggestionDistance(length: number): number {
  return length <= 3 ? 1 : length <= 5 ? 2 : 3;
}

// An index's vocabulary is fixed: its letter masks are made once, on the first query that found nothing.
const masksOfVocabulary = new WeakMap<readonly string[], Int32Array>();

function letterMasksOf(vocabulary: readonly string[]): Int32Array {
  let masks = masksOfVocabulary.get(vocabulary);
  if (masks === undefined) {
    masks = Int32Array.from(vocabulary, letterMask);
    masksOfVocabulary.set(vocabulary, masks);
  }
  return masks;
}

/**
 * The visible vocabulary words closest to `token`, nearest first, then the
 * most used; at most {@link MAX_DID_YOU_MEAN}.
 *
 * @example
 * closestWords('xylofone', ['xylophone', 'button'], () => 3) // ['xylophone']
 */
export function closestWords(token: string, vocabulary: readonly string[], frequency: (id: number) => number): string[] {
  const limit = suggestionDistance(token.length);
  const masks = letterMasksOf(vocabulary);
  const mask = letterMask(token);
  const found: { word: string; distance: number; frequency: number }[] = [];
  vocabulary.forEach((word, id) => {
    if (word.length < MIN_SUGGESTED_WORD_LENGTH || Math.abs(word.length - token.length) > limit) return;
    if (!lettersWithin(mask, masks[id]!, limit)) return;
    const seen = frequency(id);
    if (seen === 0) return;
    const distance = boundedEditDistance(token, word, limit);
    if (distance <= limit && word !== token) found.push({ word, distance, frequency: seen });
  });
  found.sort((a, b) => a.distance - b.distance || b.frequency - a.frequency || (a.word < b.word ? -1 : 1));
  return found.slice(0, MAX_DID_YOU_MEAN).map((entry) => entry.word);
}

/**
 * Whole queries to offer: the query with each unknown word replaced by one
 * of its closest words (the first, second and third choice), known words
 * kept; the original query is never offered.
 *
 * @example
 * didYouMeanQueries(['xylofone', 'button'], (token) => (token === 'button' ? null : ['xylophone'])) // ['xylophone button']
 */
export function didYouMeanQueries(tokens: readonly string[], closest: (token: string) => readonly string[] | null): string[] {
  const choices = tokens.map((token) => closest(token) ?? [token]);
  if (choices.some((words) => words.length === 0)) {
    // A word nothing comes close to is left out of the suggestion.
    const kept = tokens.flatMap((token, i) => (choices[i]!.length === 0 ? [] : [token]));
    return kept.length === 0 || kept.length === tokens.length ? [] : didYouMeanQueries(kept, closest);
  }
  const queries: string[] = [];
  for (let choice = 0; choice < MAX_DID_YOU_MEAN; choice++) {
    const query = choices.map((words) => words[Math.min(choice, words.length - 1)]!).join(' ');
    if (query !== tokens.join(' ') && !queries.includes(query)) queries.push(query);
  }
  return queries;
}

/** Letter trigrams of a text, padded, folded: 'tab' -> ' ta', 'tab', 'ab '. */
function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of foldToken(text.toLowerCase()).split(/[^\p{L}\p{N}]+/u)) {
    if (word === '') continue;
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

// The documents of an index are fixed: their titles' trigrams are made once, on the first query that found nothing.
const trigramsOfTitles = new WeakMap<readonly SearchDocument[], readonly Set<string>[]>();

function titleTrigramsOf(documents: readonly SearchDocument[]): readonly Set<string>[] {
  let grams = trigramsOfTitles.get(documents);
  if (grams === undefined) {
    grams = documents.map((page) => trigrams(page.title));
    trigramsOfTitles.set(documents, grams);
  }
  return grams;
}

/**
 * The visible pages whose titles are nearest to the term (trigram Dice
 * similarity), one per title (the tab of the reader's mode), best first, at
 * most {@link MAX_SUGGESTED_PAGES}; none that shares no trigram.
 *
 * @example
 * nearestPages('buton', documents, () => true, false)[0]?.title // 'Button'
 */
export function nearestPages(
  term: string,
  documents: readonly SearchDocument[],
  isVisible: (document: number) => boolean,
  isDevMode: boolean,
): SuggestedPage[] {
  const wanted = trigrams(term);
  if (wanted.size === 0) return [];
  const preferredTab = isDevMode ? 'Code' : 'Design';
  const best = new Map<string, { document: number; similarity: number }>();
  const titleGrams = titleTrigramsOf(documents);
  documents.forEach((page, document) => {
    if (!isVisible(document)) return;
    const grams = titleGrams[document]!;
    let shared = 0;
    for (const gram of grams) if (wanted.has(gram)) shared++;
    if (shared === 0) return;
    const similarity = (2 * shared) / (grams.size + wanted.size);
    const key = `${page.title}\n${page.breadcrumbs.join('/')}`;
    const previous = best.get(key);
    if (previous === undefined || (page.tab === preferredTab && documents[previous.document]!.tab !== preferredTab)) {
      best.set(key, { document, similarity });
    }
  });
  return [...best.values()]
    .sort((a, b) => b.similarity - a.similarity || (documents[a.document]!.route < documents[b.document]!.route ? -1 : 1))
    .slice(0, MAX_SUGGESTED_PAGES)
    .map(({ document }) => {
      const page = documents[document]!;
      return {
        url: hrefOf(page.route),
        path: page.route,
        title: page.title,
        ...(page.tab === null ? {} : { tab: page.tab }),
        breadcrumbs: [...page.breadcrumbs],
      };
    });
}
